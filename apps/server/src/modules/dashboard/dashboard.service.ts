// The dashboard's figures (spec §2 Dashboard stat cards), read-only: nothing here moves tokens.
import { PENDING_INVITES_LIMIT, type DashboardSummary, type PendingInvite } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { lockedStakeTokens, myChallengesCount, pendingInvites } from './dashboard.repo';

export function createDashboardService({ db }: { db: Db }) {
  return {
    async summary(userId: string): Promise<DashboardSummary> {
      const [locked, count] = await Promise.all([lockedStakeTokens(db, userId), myChallengesCount(db, userId)]);
      return { lockedStakeTokens: locked, myChallengesCount: count };
    },

    /** The invites the caller can still accept or reject (issue #16: the dashboard keeps them findable). */
    async pendingInvites(userId: string): Promise<PendingInvite[]> {
      const rows = await pendingInvites(db, userId, PENDING_INVITES_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        challenger: row.player_a_id ? { id: row.player_a_id, username: row.player_a_username } : null,
        playerAStake: Number(row.player_a_stake),
        playerBStake: Number(row.player_b_stake),
        endDate: new Date(row.end_date).toISOString(),
        inviteExpiresAt: row.invite_expires_at ? new Date(row.invite_expires_at).toISOString() : null,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
