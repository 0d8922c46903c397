import { challengesContract } from './challenges';
import { challengeResultsContract } from './challenge-results';
import { challengeClaimsContract } from './challenge-claims';
import { configContract } from './config';
import { contactContract } from './contact';
import { dashboardContract } from './dashboard';
import { profileAvatarContract, profileContract } from './profile';
import { notificationsContract } from './notifications';
import { pushContract } from './push';
import { payoutsContract } from './payouts';
import { walletContract } from './wallet';
import { rewardsContract } from './rewards';
import { responsiblePlayContract } from './responsible-play';
import { adminContract } from './admin';
import { financeContract } from './finance';
import { kycContract } from './kyc';
import { reauthenticationContract } from './reauthentication';
import { ussdContract } from './ussd';
import { taxContract } from './tax';
import type { routes } from './routes';

export * from './define';
export * from './policy';
export * from './kyc';
export * from './routes';
export * from './challenges';
export * from './config';
export * from './contact';
export * from './dashboard';
export * from './profile';
export * from './payouts';
export * from './wallet';
export * from './responsible-play';
export * from './notifications';
export * from './push';
export * from './challenge-results';
export * from './challenge-claims';
export * from './rewards';
export * from './admin';
export * from './finance';
export * from './reauthentication';
export * from './ussd';
export * from './tax';

/** Every endpoint of the API. The server must register a handler for each (a missing one is a type error). */
export const contract = {
  ...kycContract,
  ...configContract,
  ...contactContract,
  ...dashboardContract,
  ...challengesContract,
  ...profileContract,
  ...walletContract,
  ...responsiblePlayContract,
  ...payoutsContract,
  ...profileAvatarContract,
  ...notificationsContract,
  ...pushContract,
  ...challengeResultsContract,
  ...challengeClaimsContract,
  ...rewardsContract,
  ...adminContract,
  ...financeContract,
  ...reauthenticationContract,
  ...ussdContract,
  ...taxContract,
};
export type Contract = typeof contract;
export type EndpointName = keyof Contract;

// Every contract entry has a route and every route a contract entry (checked at compile time).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
export const contractMatchesRoutes: SameKeys<Contract, typeof routes> = true;
