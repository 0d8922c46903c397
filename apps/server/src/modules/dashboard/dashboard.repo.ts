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
