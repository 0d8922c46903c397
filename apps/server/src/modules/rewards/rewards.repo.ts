// SQL of the bonuses (DOMAIN.md §5): the user-row columns that make each bonus once-only.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export interface RewardUserRow {
  id: string;
  username: string | null;
  display_username: string | null;
  banned: boolean;
  ban_expires: Date | null;
  balance_frozen: boolean;
  is_adult_confirmed: boolean;
  referred_by_user_id: string | null;
  last_login_reward_claimed_at: Date | null;
  onboarding_bonus_granted_at: Date | null;
}

const REWARD_USER_COLUMNS = ['id', 'username', 'display_username', 'banned', 'ban_expires', 'balance_frozen', 'is_adult_confirmed', 'referred_by_user_id', 'last_login_reward_claimed_at', 'onboarding_bonus_granted_at'] as const;

/**
 * Locks the users' rows in ascending id order (the one order, so two referrals never deadlock) and
 * returns them. FOR NO KEY UPDATE, not FOR UPDATE: the Idempotency-Key row of the same request already
 * holds a KEY SHARE lock on the caller's row (its foreign key), which FOR UPDATE would wait for — two
 * concurrent claims would then deadlock on each other's key rows.
 */
export async function lockUsers(tx: Db, ids: string[]): Promise<Map<string, RewardUserRow>> {
  const { rows } = await sql<RewardUserRow>`
    SELECT ${sql.join(REWARD_USER_COLUMNS.map((c) => sql.ref(c)))} FROM users
    WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR NO KEY UPDATE`.execute(tx);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The owner of a referral code: usernames are stored lower-cased, so the match is case-insensitive. */
export async function findUserIdByUsername(db: Db, username: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst();
  return row?.id;
}

export async function setDailyBonusClaimed(tx: Db, userId: string, at: Date): Promise<void> {
  await tx.updateTable('users').set({ last_login_reward_claimed_at: at }).where('id', '=', userId).execute();
}

export async function setReferredBy(tx: Db, userId: string, referrerId: string): Promise<void> {
  await tx.updateTable('users').set({ referred_by_user_id: referrerId }).where('id', '=', userId).execute();
}

export async function setOnboardingBonusGranted(tx: Db, userId: string, at: Date): Promise<void> {
  await tx.updateTable('users').set({ onboarding_bonus_granted_at: at }).where('id', '=', userId).execute();
}

/** The caller's reward columns and who referred them (for GET /api/rewards). */
export async function findRewardsStatus(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as r', 'r.id', 'u.referred_by_user_id')
    .select(['u.username', 'u.display_username', 'u.last_login_reward_claimed_at', 'u.onboarding_bonus_granted_at', 'r.id as referrer_id', 'r.username as referrer_username', 'r.display_username as referrer_display_username'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}
