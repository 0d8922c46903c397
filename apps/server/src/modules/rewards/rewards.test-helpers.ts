// Test helpers of the rewards tests: named members, idempotent posts, the status and the bonus pocket.
import { randomUUID } from 'node:crypto';
import type { RewardsStatus } from '@changamoto/shared/contract';
import type { TransactionType } from '@changamoto/shared/domain';
import type { TestApp } from '../../../test/helpers/test-app';
import { getBalances } from '../ledger/ledger';
import { member, send, type Member } from '../../../test/helpers/members';

export type CreditBody = { success: true; message: string; tokens: number };

/** A signed-in member whose username (their referral code) is their name. */
export async function named(t: TestApp, name: string): Promise<Member> {
  const m = await member(t, name.toLowerCase());
  await t.database.db.updateTable('users').set({ username: name.toLowerCase(), display_username: name }).where('id', '=', m.id).execute();
  return m;
}

/** A token-moving POST with a fresh Idempotency-Key unless one is given. */
export const post = (t: TestApp, m: Member, path: string, body?: unknown, key: string = randomUUID()) => send<CreditBody>(t, m, path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });

export const rewardsOf = async (t: TestApp, m: Member) => (await send<RewardsStatus>(t, m, '/api/rewards')).body;

export const bonusOf = async (t: TestApp, userId: string) => (await getBalances(t.database.db, userId)).bonus;

export const transactionsOf = (t: TestApp, userId: string, type: TransactionType) => t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', type).orderBy('created_at').execute();

export const notificationsOf = (t: TestApp, userId: string, type: string) => t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', '=', type).orderBy('created_at').execute();
