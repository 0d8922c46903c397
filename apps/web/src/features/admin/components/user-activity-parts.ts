// An account's facts, challenges and transactions on /admin/users/:id, shown once its data has arrived:
// one chunk (with the shared status and transaction words it needs) fetched as the page renders
// (lib/lazy-part.tsx), not part of the screen's first load.
import { lazyPart } from '@/lib/lazy-part';

const load = () => import('./user-activity');
export const UserFacts = lazyPart(() => load().then((module) => module.UserFacts));
export const UserChallenges = lazyPart(() => load().then((module) => module.UserChallenges));
export const UserTransactions = lazyPart(() => load().then((module) => module.UserTransactions));
