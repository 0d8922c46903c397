// No play before 'Complete Your Profile' (issue #24 item 1). An account made by an SMS or e-mail code has
// no username until that step: every purchase, stake, join, back, create, bonus, referral and redemption
// is refused with one message and code — nothing written, the ledger unchanged — until the person picks
// a username (PATCH /api/profile); then the same requests (the same Idempotency-Keys) go through. The
// username is checked before the 18+ confirmation, because the step asks for both.
import { randomUUID } from 'node:crypto';
import { ONBOARDING_TRIVIA, PROFILE_MESSAGES } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buy, member, send, type Member } from '../../../test/helpers/members';
import { createChallenge } from '../../../test/helpers/challenges';
import { cash, move, moveRows, platform } from './ledger';
import { ProfileIncompleteError } from './ledger.errors';
import { insertTransaction } from './ledger.test-helpers';
import { verifyLedger } from './ledger.verify';

let t: TestApp;
let creator: Member;
beforeAll(async () => {
  t = await createTestApp();
  creator = await member(t, 'named_creator');
  await buy(t, creator.id, 500);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

const REFUSED = { code: 'profile_incomplete', message: PROFILE_MESSAGES.incompleteBeforeTokens };
const db = () => t.database.db;
let counter = 0;

/** A person signed in by e-mail code who left 'Complete Your Profile' (no username), holding `tokens` cash. */
async function unnamed({ tokens = 0, kyc, adult = true }: { tokens?: number; kyc?: 'verified'; adult?: boolean } = {}): Promise<Member> {
  counter += 1;
  const m = await member(t, `nameless_${counter}`, { kyc, adult });
  if (tokens) await buy(t, m.id, tokens);
  await db().updateTable('users').set({ username: null, display_username: null }).where('id', '=', m.id).execute();
  return m;
}

const post = <T = Record<string, unknown>>(m: Member, path: string, body: unknown, key = randomUUID()) => send<T>(t, m, path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
const completeProfile = (m: Member) => send(t, m, '/api/profile', { method: 'PATCH', body: { username: `done_${m.id.slice(0, 8)}` } });

async function footprint(userId: string) {
  const count = async (table: 'transactions' | 'challenge_stakes' | 'payouts' | 'idempotency_keys') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const { rows } = await sql<{ kind: string; balance: string }>`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = ${userId} ORDER BY kind`.execute(db());
  const user = await db().selectFrom('users').select(['referred_by_user_id', 'last_login_reward_claimed_at', 'onboarding_bonus_granted_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { accounts: rows, user, transactions: await count('transactions'), stakes: await count('challenge_stakes'), payouts: await count('payouts'), keys: await count('idempotency_keys') };
}

async function refusedThenAllowed(m: Member, attempt: () => Promise<{ status: number; body: { error?: { code: string; message: string } } }>, allowedStatus: number) {
  const before = await footprint(m.id);
  const refused = await attempt();
  expect([refused.status, refused.body.error]).toEqual([403, REFUSED]);
  expect(await footprint(m.id)).toEqual(before);
  expect((await completeProfile(m)).status).toBe(200);
  const allowed = await attempt();
  expect([allowed.status, allowed.body.error]).toEqual([allowedStatus, undefined]);
}

const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('every token movement waits for a username', () => {
  it('buying tokens', async () => {
    const m = await unnamed();
    const bundleId = (await db().selectFrom('token_bundles').select('id').where('is_hidden', '=', false).executeTakeFirstOrThrow()).id;
    const key = randomUUID();
    await refusedThenAllowed(m, () => post(m, '/api/wallet/payments', { bundleId, payerEmail: 'payer@example.co.ke' }, key), 201);
  });

  it('claiming the daily bonus and the onboarding bonus', async () => {
    const daily = await unnamed();
    const dailyKey = randomUUID();
    await refusedThenAllowed(daily, () => post(daily, '/api/rewards/daily-bonus', undefined, dailyKey), 200);
    const onboarding = await unnamed();
    const onboardingKey = randomUUID();
    await refusedThenAllowed(onboarding, () => post(onboarding, '/api/rewards/onboarding', { answer: ONBOARDING_TRIVIA.answer }, onboardingKey), 200);
  });

  it('creating a challenge, joining a public one and backing a solo one', async () => {
    const maker = await unnamed({ tokens: 50 });
    const createKey = randomUUID();
    const body = { title: 'Run 5 km', categorySlug: 'fitness', type: 'solo', solo: { playerAStake: 10 }, startDate: future(1), endDate: future(48) };
    await refusedThenAllowed(maker, () => post(maker, '/api/challenges', body, createKey), 201);

    const joiner = await unnamed({ tokens: 50 });
    const open = await createChallenge(db(), { type: 'public', createdBy: creator.id });
    await db().updateTable('challenges').set({ public_challenge_entry_fee: '5' }).where('id', '=', open).execute();
    const joinKey = randomUUID();
    await refusedThenAllowed(joiner, () => post(joiner, `/api/challenges/${open}/participation`, { actionType: 'join' }, joinKey), 200);

    const backer = await unnamed({ tokens: 50 });
    const solo = await createChallenge(db(), { type: 'solo', createdBy: creator.id });
    const backKey = randomUUID();
    await refusedThenAllowed(backer, () => post(backer, `/api/challenges/${solo}/participation`, { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 5 }, backKey), 200);
  });

  it('entering a referral code', async () => {
    const code = (await db().selectFrom('users').select('username').where('id', '=', creator.id).executeTakeFirstOrThrow()).username!;
    const referee = await unnamed();
    const key = randomUUID();
    await refusedThenAllowed(referee, () => post(referee, '/api/rewards/referral', { referralCode: code }, key), 200);
  });

  it('redeeming tokens', async () => {
    const m = await unnamed({ tokens: 200, kyc: 'verified' });
    const account = await send<{ account: { recipientCode: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: '0712000452', bankCode: 'MPESA' } });
    expect(account.status).toBe(201);
    const key = randomUUID();
    await refusedThenAllowed(m, () => post(m, '/api/wallet/redemptions', { tokensToRedeem: 100, recipientCode: account.body.account.recipientCode, currency: 'KES' }, key), 201);
  });

  it('asks for the username before the 18+ confirmation (the step asks for both)', async () => {
    const m = await unnamed({ adult: false });
    const refused = await post(m, '/api/rewards/daily-bonus', undefined);
    expect([refused.status, refused.body.error]).toEqual([403, REFUSED]);
    expect((await completeProfile(m)).status).toBe(200);
    expect((await post(m, '/api/rewards/daily-bonus', undefined)).body.error?.code).toBe('adult_confirmation_required');
  });
});

describe('the ledger is the one place', () => {
  it('refuses any movement of a nameless person’s tokens, in move() and moveRows(), except a compensation', async () => {
    const m = await unnamed();
    const credit = (options?: { compensation: true }) =>
      db()
        .transaction()
        .execute(async (tx) => {
          const transactionId = await insertTransaction(tx, { userId: m.id, type: 'token_bundle_purchase', status: 'completed', amountTokens: 5 });
          await move(tx, [{ from: platform('payments_in'), to: cash(m.id), amount: 5, kind: 'token_bundle_purchase', transactionId }], options);
        });
    await expect(credit()).rejects.toBeInstanceOf(ProfileIncompleteError);
    const rows = (options?: { compensation: true }) =>
      db()
        .transaction()
        .execute(async (tx) => {
          const transactionId = await insertTransaction(tx, { userId: m.id, type: 'challenge_refund', status: 'completed', amountTokens: 5 });
          return moveRows(
            tx,
            sql`SELECT 'payments_in' AS from_kind, NULL::uuid AS from_owner, 0 AS from_shard, 'user_cash' AS to_kind, ${m.id}::uuid AS to_owner, 0 AS to_shard, 5 AS amount, 'challenge_refund' AS kind, ${transactionId}::uuid AS transaction_id`,
            options,
          );
        });
    await expect(rows()).rejects.toBeInstanceOf(ProfileIncompleteError);
    await credit({ compensation: true });
    expect(await rows({ compensation: true })).toBe(1);
  });
});
