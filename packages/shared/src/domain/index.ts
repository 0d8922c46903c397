export * from './categories';
export * from './challenge';
export * from './rules';
export * from './profile';
export * from './uploads';
export * from './notifications';
export * from './wallet';
export * from './payouts';
