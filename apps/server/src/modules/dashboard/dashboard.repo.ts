import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** The user's stakes still in escrow (status 'active'): every player stake, entry fee and backing not yet settled or refunded. */
export async function lockedStakeTokens(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('challenge_stakes')
    .select(sql<string>`COALESCE(SUM(amount), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * How many distinct challenges are the user's: created, player A or B (an invited player B has no
 * stake yet), joined or backed — a UNION of index lookups, as the involved-user list does.
 */
export async function myChallengesCount(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*)::text AS count FROM (
      SELECT challenge_id AS id FROM challenge_stakes WHERE user_id = ${userId}
      UNION SELECT id FROM challenges WHERE created_by_user_id = ${userId}
      UNION SELECT id FROM challenges WHERE player_a_id = ${userId}
      UNION SELECT id FROM challenges WHERE player_b_id = ${userId}
    ) mine`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export interface PendingInviteRow {
  id: string;
  title: string;
  player_a_id: string | null;
  player_a_username: string | null;
  player_a_stake: string;
  player_b_stake: string;
  end_date: Date;
  invite_expires_at: Date | null;
  created_at: Date;
}

/** The two_player challenges waiting for `userId` as player B (challenges_player_b_idx), newest first. */
export async function pendingInvites(db: Db, userId: string, limit: number): Promise<PendingInviteRow[]> {
  return db
    .selectFrom('challenges as c')
    .leftJoin('users as a', 'a.id', 'c.player_a_id')
    .select(['c.id', 'c.title', 'c.player_a_id', 'a.username as player_a_username', 'c.player_a_stake', 'c.player_b_stake', 'c.end_date', 'c.invite_expires_at', 'c.created_at'])
    .where('c.player_b_id', '=', userId)
    .where('c.type', '=', 'two_player')
    .where('c.status', '=', 'pending_acceptance')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute() as Promise<PendingInviteRow[]>;
}
