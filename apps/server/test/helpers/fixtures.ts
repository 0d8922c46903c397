// Rows tests need as background: people and challenges, inserted directly.
import { challengeChanged, publishEvents } from '../../src/modules/realtime/realtime.publish';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';

export async function insertUser(db: Db, overrides: { email?: string; username?: string; balanceFrozen?: boolean; kycStatus?: 'unverified' | 'verified' } = {}): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const row = await db
    .insertInto('users')
    .values({
      name: overrides.username ?? `user_${tag}`,
      email: overrides.email ?? `user-${tag}@example.co.ke`,
      email_verified: true,
      username: (overrides.username ?? `user_${tag}`).toLowerCase(),
      display_username: overrides.username ?? `user_${tag}`,
      balance_frozen: overrides.balanceFrozen ?? false,
      kyc_status: overrides.kycStatus ?? 'unverified',
      is_adult_confirmed: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertChallenge(db: Db, overrides: { status?: string; createdBy?: string } = {}): Promise<string> {
  const now = Date.now();
  const row = await db
    .insertInto('challenges')
    .values({
      title: 'Test challenge',
      type: 'solo',
      status: overrides.status ?? 'active',
      category_slug: 'fitness',
      start_date: new Date(now),
      end_date: new Date(now + 86_400_000),
      created_by_user_id: overrides.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The read models drop what they kept (test/helpers/challenges.ts announceChallenges).
  await publishEvents(db, challengeChanged([row.id]));
  return row.id;
}
