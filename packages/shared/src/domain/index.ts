export * from './categories';
export * from './challenge';
export * from './rules';
export * from './profile';
export * from './uploads';
