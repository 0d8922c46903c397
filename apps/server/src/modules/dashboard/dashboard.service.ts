// The dashboard's figures (spec §2 Dashboard stat cards), read-only: nothing here moves tokens.
import type { DashboardSummary } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { lockedStakeTokens, myChallengesCount } from './dashboard.repo';

export function createDashboardService({ db }: { db: Db }) {
  return {
    async summary(userId: string): Promise<DashboardSummary> {
      const [locked, count] = await Promise.all([lockedStakeTokens(db, userId), myChallengesCount(db, userId)]);
      return { lockedStakeTokens: locked, myChallengesCount: count };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
