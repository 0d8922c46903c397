// What the web client imports at run time: the route table, plus the contract's types only.
export { routes } from './routes';
export type { ClientInput, EndpointOutput } from './define';
export type { Contract, EndpointName } from './index';
