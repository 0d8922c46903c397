import { challengesContract } from './challenges';
import { configContract } from './config';
import { contactContract } from './contact';

export * from './define';
export * from './challenges';
export * from './config';
export * from './contact';

/** Every endpoint of the API. The server must register a handler for each (a missing one is a type error). */
export const contract = {
  ...configContract,
  ...contactContract,
  ...challengesContract,
};
export type Contract = typeof contract;
export type EndpointName = keyof Contract;
