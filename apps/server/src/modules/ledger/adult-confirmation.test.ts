// 18+ before any token moves (DOMAIN.md §7, issue #15 item 6). An account made by an e-mail code has
// not confirmed it: every purchase, stake, join, accepted invite, bonus and redemption is refused with
// one message and code — nothing written, the ledger unchanged — until POST /api/account/confirm-adult;
// then the same requests (the same Idempotency-Keys) go through. Sign-up without the box is refused.
import { randomUUID } from 'node:crypto';
import { ADULT_MESSAGES, ONBOARDING_TRIVIA, REFERRAL_MESSAGES } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { joinOrBackMany, type ParticipationRequest } from '../challenges/participation';
import { buy, member, send, type Member } from '../../../test/helpers/members';
import { responsiblePlayGuard } from '../responsible-play/responsible-play.service';
import { createChallenge } from '../../../test/helpers/challenges';
import { cash, move, moveRows, platform } from './ledger';
import { AdultConfirmationRequiredError } from './ledger.errors';
import { insertTransaction } from './ledger.test-helpers';
import { verifyLedger } from './ledger.verify';

let t: TestApp;
let adult: Member;
beforeAll(async () => {
  t = await createTestApp();
  adult = await member(t, 'adult_creator');
  await buy(t, adult.id, 500);
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

const REFUSED = { code: 'adult_confirmation_required', message: ADULT_MESSAGES.beforeTokens };
const db = () => t.database.db;

/** A person signed in by e-mail code who has not confirmed 18+, holding `tokens` cash (bought before the rule). */
async function unconfirmed(name: string, { tokens = 0, kyc }: { tokens?: number; kyc?: 'verified' } = {}): Promise<Member> {
  const m = await member(t, name, { kyc });
  if (tokens) await buy(t, m.id, tokens);
  await db().updateTable('users').set({ is_adult_confirmed: false, adult_confirmed_at: null }).where('id', '=', m.id).execute();
  return m;
}

const confirm = (m: Member, body: unknown = { isAdultConfirmed: true }) => send<{ isAdultConfirmed: boolean }>(t, m, '/api/account/confirm-adult', { body });
const post = <T = Record<string, unknown>>(m: Member, path: string, body: unknown, key = randomUUID()) => send<T>(t, m, path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });

/** Everything a refused request could have left behind for this person. */
async function footprint(userId: string) {
  const count = async (table: 'transactions' | 'challenge_stakes' | 'payouts' | 'idempotency_keys' | 'notifications') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const { rows } = await sql<{ kind: string; balance: string; transfers: string }>`
    SELECT a.kind, a.balance::text, (SELECT count(*) FROM ledger_transfers x WHERE x.debit_account_id = a.id OR x.credit_account_id = a.id)::text AS transfers
    FROM ledger_accounts a WHERE a.user_id = ${userId} ORDER BY a.kind`.execute(db());
  const user = await db().selectFrom('users').select(['referred_by_user_id', 'last_login_reward_claimed_at', 'onboarding_bonus_granted_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    accounts: rows,
    user,
    transactions: await count('transactions'),
    stakes: await count('challenge_stakes'),
    payouts: await count('payouts'),
    keys: await count('idempotency_keys'),
    notifications: await count('notifications'),
    challenges: Number(
      (
        await db()
          .selectFrom('challenges')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('created_by_user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

/** Refused with the 18+ request and nothing written; after confirming, the same request (same key) succeeds. */
async function refusedThenAllowed(m: Member, attempt: () => Promise<{ status: number; body: { error?: { code: string; message: string } } }>, allowedStatus: number) {
  const before = await footprint(m.id);
  const refused = await attempt();
  expect([refused.status, refused.body.error]).toEqual([403, REFUSED]);
  expect(await footprint(m.id)).toEqual(before);
  expect((await confirm(m)).status).toBe(200);
  const allowed = await attempt();
  expect([allowed.status, allowed.body.error]).toEqual([allowedStatus, undefined]);
}

/** A backing of `stake` on a solo challenge's success, as the route hands it to joinOrBackMany. */
const backing = (userId: string, challengeId: string, stake: number): ParticipationRequest => ({
  viewer: { id: userId, email: `${userId}@example.co.ke`, role: 'user' },
  challengeId,
  body: { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: stake },
});

const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('sign-up asks for 18+', () => {
  const signUp = (email: string, extra: Record<string, unknown>) =>
    client(t, '198.51.100.77').json<{ error?: { code: string; message: string } }>('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: 'grown', username: email.split('@')[0], region: 'KE', ...extra } });

  it.each([
    ['false', { isAdultConfirmed: false }],
    ['missing', {}],
    ['a string', { isAdultConfirmed: 'true' }],
  ])('refuses isAdultConfirmed %s with a 400 in our error shape and creates no account', async (_label, extra) => {
    const email = `minor_${Object.keys(extra).length}_${String((extra as { isAdultConfirmed?: unknown }).isAdultConfirmed).slice(0, 1)}@example.co.ke`;
    const res = await signUp(email, extra);
    // Refused by the sign-up route's input check (auth-surface.ts) before better-auth sees it, with the box named.
    expect([res.status, res.body.error]).toEqual([400, { code: 'validation_error', message: ADULT_MESSAGES.required, fields: { isAdultConfirmed: ADULT_MESSAGES.required } }]);
    expect(await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('accepts a ticked box and records when', async () => {
    const res = await signUp('grownup@example.co.ke', { isAdultConfirmed: true });
    expect(res.status).toBe(200);
    const row = await db().selectFrom('users').select(['is_adult_confirmed', 'adult_confirmed_at']).where('email', '=', 'grownup@example.co.ke').executeTakeFirstOrThrow();
    expect(row.is_adult_confirmed).toBe(true);
    expect(row.adult_confirmed_at).toBeInstanceOf(Date);
  });
});

describe('POST /api/account/confirm-adult', () => {
  it('a visitor gets 401', async () => {
    const res = await t.request('/api/account/confirm-adult', { method: 'POST', body: { isAdultConfirmed: true } });
    expect(res.status).toBe(401);
  });

  it('sets the flag for the caller only, keeps the first time, and refuses anything but true', async () => {
    const m = await member(t, 'confirms_once', { adult: false });
    expect((await send<{ isAdultConfirmed: boolean }>(t, m, '/api/profile')).body.isAdultConfirmed).toBe(false);
    for (const body of [{}, { isAdultConfirmed: false }, { isAdultConfirmed: true, userId: adult.id }]) {
      const bad = await confirm(m, body);
      expect([bad.status, bad.body.error?.code]).toEqual([400, 'validation_error']);
    }
    expect((await confirm(m, { isAdultConfirmed: false })).body.error?.message).toBe(ADULT_MESSAGES.required);
    const first = await confirm(m);
    expect([first.status, first.body.isAdultConfirmed]).toEqual([200, true]);
    const at = (await db().selectFrom('users').select('adult_confirmed_at').where('id', '=', m.id).executeTakeFirstOrThrow()).adult_confirmed_at;
    expect(at).toBeInstanceOf(Date);
    const again = await confirm(m);
    expect([again.status, again.body.isAdultConfirmed]).toEqual([200, true]);
    expect((await db().selectFrom('users').select('adult_confirmed_at').where('id', '=', m.id).executeTakeFirstOrThrow()).adult_confirmed_at).toEqual(at);
    expect((await send<{ isAdultConfirmed: boolean }>(t, m, '/api/profile')).body.isAdultConfirmed).toBe(true);
  });
});

describe('every token movement waits for the confirmation', () => {
  it('buying tokens', async () => {
    const m = await unconfirmed('adult_buyer');
    const bundleId = (await db().selectFrom('token_bundles').select('id').where('is_hidden', '=', false).executeTakeFirstOrThrow()).id;
    const key = randomUUID();
    await refusedThenAllowed(m, () => post(m, '/api/wallet/payments', { bundleId }, key), 201);
  });

  it('creating a challenge with a stake', async () => {
    const m = await unconfirmed('adult_creator2', { tokens: 50 });
    const key = randomUUID();
    const body = { title: 'Run 5 km', categorySlug: 'fitness', type: 'solo', solo: { playerAStake: 10 }, startDate: future(1), endDate: future(48) };
    await refusedThenAllowed(m, () => post(m, '/api/challenges', body, key), 201);
  });

  it('joining a public challenge and backing a solo one', async () => {
    const joiner = await unconfirmed('adult_joiner', { tokens: 50 });
    const open = await createChallenge(db(), { type: 'public', createdBy: adult.id });
    await db().updateTable('challenges').set({ public_challenge_entry_fee: '5' }).where('id', '=', open).execute();
    const joinKey = randomUUID();
    await refusedThenAllowed(joiner, () => post(joiner, `/api/challenges/${open}/participation`, { actionType: 'join' }, joinKey), 200);

    const backer = await unconfirmed('adult_backer', { tokens: 50 });
    const solo = await createChallenge(db(), { type: 'solo', createdBy: adult.id });
    const backKey = randomUUID();
    await refusedThenAllowed(backer, () => post(backer, `/api/challenges/${solo}/participation`, { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 5 }, backKey), 200);
  });

  it('many stakes taken together (the batched path): only the unconfirmed person is refused', async () => {
    const solo = await createChallenge(db(), { type: 'solo', createdBy: adult.id });
    const waiting = await unconfirmed('adult_batch_no', { tokens: 20 });
    const ready = await member(t, 'adult_batch_yes');
    await buy(t, ready.id, 20);
    const answers = await db()
      .transaction()
      .execute((tx) => joinOrBackMany(tx, responsiblePlayGuard(), [backing(waiting.id, solo, 5), backing(ready.id, solo, 5)], { shard: 3 }));
    expect(answers[0]).toBeInstanceOf(AdultConfirmationRequiredError);
    expect(answers[1]).toMatchObject({ success: true });
    const stakers = await db().selectFrom('challenge_stakes').select('user_id').where('challenge_id', '=', solo).execute();
    expect(stakers.map((s) => s.user_id)).toEqual([ready.id]);
  });

  it('accepting a two-player invite (rejecting it moves none of their tokens and stays open)', async () => {
    const invited = await unconfirmed('adult_invited', { tokens: 50 });
    const invite = async () =>
      (
        await post<{ challengeId: string }>(adult, '/api/challenges', {
          title: 'Chess duel',
          categorySlug: 'gaming',
          type: 'two_player',
          two_player: { opponentId: invited.id, playerAStake: 10, playerBStake: 10 },
          startDate: future(1),
          endDate: future(48),
        })
      ).body.challengeId;
    const rejected = await invite();
    expect((await post(invited, `/api/challenges/${rejected}/invite-response`, { action: 'reject' })).status).toBe(200);
    const id = await invite();
    const key = randomUUID();
    await refusedThenAllowed(invited, () => post(invited, `/api/challenges/${id}/invite-response`, { action: 'accept' }, key), 200);
    expect((await db().selectFrom('challenges').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('the daily bonus', async () => {
    const m = await unconfirmed('adult_daily');
    const key = randomUUID();
    await refusedThenAllowed(m, () => post(m, '/api/rewards/daily-bonus', undefined, key), 200);
  });

  it('the onboarding bonus', async () => {
    const m = await unconfirmed('adult_onboard');
    const key = randomUUID();
    await refusedThenAllowed(m, () => post(m, '/api/rewards/onboarding', { answer: ONBOARDING_TRIVIA.answer }, key), 200);
  });

  it('a referral: the unconfirmed referee is asked; an unconfirmed referrer is unavailable', async () => {
    // A referral code is a username (DOMAIN.md §5); an e-mail-code account has none until it picks one.
    const named = async (m: Member, username: string) => {
      await db().updateTable('users').set({ username, display_username: username }).where('id', '=', m.id).execute();
      return username;
    };
    const code = await named(await member(t, 'adult_referrer_ok'), 'adult_referrer_ok');
    const referee = await unconfirmed('adult_referee');
    const key = randomUUID();
    await refusedThenAllowed(referee, () => post(referee, '/api/rewards/referral', { referralCode: code }, key), 200);

    const referrerCode = await named(await unconfirmed('adult_referrer_no'), 'adult_referrer_no');
    const other = await member(t, 'adult_other_referee');
    const unavailable = await post(other, '/api/rewards/referral', { referralCode: referrerCode });
    expect([unavailable.status, unavailable.body.error?.message]).toEqual([409, REFERRAL_MESSAGES.referrerUnavailable]);
  });

  it('redeeming tokens', async () => {
    const m = await unconfirmed('adult_redeemer', { tokens: 200, kyc: 'verified' });
    const account = await send<{ account: { recipientCode: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: '0712000451', bankCode: 'MPESA' } });
    expect(account.status).toBe(201);
    const key = randomUUID();
    await refusedThenAllowed(m, () => post(m, '/api/wallet/redemptions', { tokensToRedeem: 100, recipientCode: account.body.account.recipientCode, currency: 'KES' }, key), 201);
  });
});

describe('the ledger is the one place', () => {
  it('refuses any movement of an unconfirmed person’s tokens, in move() and moveRows(), except a compensation', async () => {
    const m = await unconfirmed('adult_ledger');
    const credit = (options?: { compensation: true }) =>
      db()
        .transaction()
        .execute(async (tx) => {
          const transactionId = await insertTransaction(tx, { userId: m.id, type: 'token_bundle_purchase', status: 'completed', amountTokens: 5 });
          await move(tx, [{ from: platform('payments_in'), to: cash(m.id), amount: 5, kind: 'token_bundle_purchase', transactionId }], options);
        });
    await expect(credit()).rejects.toBeInstanceOf(AdultConfirmationRequiredError);
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
    await expect(rows()).rejects.toBeInstanceOf(AdultConfirmationRequiredError);
    // A refund or winnings is the platform returning what it owes: it reaches them.
    await credit({ compensation: true });
    expect(await rows({ compensation: true })).toBe(1);
  });
});
