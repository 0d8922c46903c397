// Challenges end to end (DOMAIN.md §4, spec §5/§7/§8): creating each type with player A's stake in escrow
// (bonus first), the two_player invite (accept, reject, expiry) with refunds to the original pockets,
// joining public challenges, backing solo/two_player ones with every refusal, the reads and their
// totals, permissions, and 200 backers at once. The ledger invariants are checked when the file ends.
import { randomUUID } from 'node:crypto';
import { CHALLENGE_MESSAGES as M, type TransactionType } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createDatabase } from '../../db/client';
import { runIdempotent } from '../../http/idempotency';
import { bonus, getBalances, move, platform } from '../ledger/ledger';
import { escrowBalance, insertTransaction } from '../ledger/ledger.test-helpers';
import { LEDGER_MESSAGES } from '../ledger/ledger.errors';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { buy, member, send, type Member } from '../../../test/helpers/members';
import { EXPIRE_INVITES_JOB } from './challenges.jobs';
import { createChallengesService, expireInvites } from './challenges.service';

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = await Promise.all([named('alice_ch'), named('bob_ch'), named('carol_ch')]);
});

/** A signed-in member whose username is their name (as after the sign-up details step). */
async function named(name: string): Promise<Member> {
  const m = await member(t, name);
  await t.database.db.updateTable('users').set({ username: name, display_username: name }).where('id', '=', m.id).execute();
  return m;
}
afterAll(() => t.close());

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const base = () => ({ title: 'Run 5 km every day', categorySlug: 'fitness', startDate: iso(HOUR), endDate: iso(7 * 24 * HOUR) });
const key = () => ({ 'Idempotency-Key': randomUUID() });
const post = <T = Record<string, unknown>>(m: Member, path: string, body: unknown, headers: Record<string, string> = key()) => send<T>(t, m, path, { body, headers });
const create = (m: Member, body: Record<string, unknown>) => post<{ success: true; challengeId: string; message: string }>(m, '/api/challenges', { ...base(), ...body });
const respond = (m: Member, id: string, action: string) => post<{ message: string; status: string }>(m, `/api/challenges/${id}/invite-response`, { action });
const participate = (m: Member, id: string, body: Record<string, unknown>) => post<{ message: string }>(m, `/api/challenges/${id}/participation`, body);
const balances = (userId: string) => getBalances(t.database.db, userId);
const escrowOf = async (id: string) => Number(await escrowBalance(t.database.db, id));
const db = () => t.database.db;
/** The escrow shards a stake's transaction credited (a stake records the one it went to, for refunds and settlement). */
const creditedShards = async (transactionId: string) =>
  (await db().selectFrom('ledger_transfers as t').innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id').select('a.shard').distinct().where('t.transaction_id', '=', transactionId).execute()).map((r) => r.shard);
const challengeRow = (id: string) => db().selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stakesOf = (id: string) => db().selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', id).orderBy('created_at').execute();
const transactionsOf = (userId: string, type: TransactionType) => t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', type).orderBy('created_at').execute();

const notifier = () => createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
const noticesTo = (userId: string, relatedId: string) => db().selectFrom('notifications').select(['type', 'message']).where('user_id', '=', userId).where('related_entity_uuid', '=', relatedId).execute();

async function giveBonus(userId: string, tokens: number) {
  await t.database.db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'daily_bonus_credit', status: 'completed', amountTokens: tokens });
    await move(tx, [{ from: platform('promotions'), to: bonus(userId), amount: tokens, kind: 'daily_bonus_credit', transactionId: id }]);
  });
}
/** Empties a member's pockets into the platform (so each test starts from known balances). */
async function drain(userId: string) {
  const b = await balances(userId);
  await t.database.db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'refund', status: 'completed', amountTokens: -b.total });
    const legs = [];
    if (b.bonus) legs.push({ from: bonus(userId), to: platform('promotions'), amount: b.bonus, kind: 'test_drain', transactionId: id });
    if (b.cash) legs.push({ from: { user: userId, pocket: 'cash' as const }, to: platform('payments_in'), amount: b.cash, kind: 'test_drain', transactionId: id });
    await move(tx, legs);
  });
}
async function fund(m: Member, { cash = 0, bonus: b = 0 }: { cash?: number; bonus?: number }) {
  await drain(m.id);
  if (cash) await buy(t, m.id, cash);
  if (b) await giveBonus(m.id, b);
}

describe('permissions: a visitor may read but not act', () => {
  it('answers 401 on every action without a session', async () => {
    const id = randomUUID();
    for (const [path, body] of [
      ['/api/challenges', { ...base(), type: 'solo', solo: { playerAStake: 5 } }],
      [`/api/challenges/${id}/invite-response`, { action: 'accept' }],
      [`/api/challenges/${id}/participation`, { actionType: 'join' }],
    ] as const) {
      const response = await t.request(path, { method: 'POST', body, headers: key() });
      expect(response.status).toBe(401);
      expect(((await response.json()) as Err).error.message).toBe('User not authenticated.');
    }
  });

  it('a visitor reads a challenge; an unknown one is 404 Challenge Not Found', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await t.request(`/api/challenges/${id}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as Err).error.message).toBe(M.notFound);
    }
  });
});

describe('create: validation (spec §5)', () => {
  it.each([
    [{ title: '', type: 'solo', solo: { playerAStake: 5 } }, M.titleAndType],
    [{ title: '   ', type: 'solo', solo: { playerAStake: 5 } }, M.titleAndType],
    [{ type: undefined, solo: { playerAStake: 5 } }, M.titleAndType],
    [{ type: 'duel' }, M.titleAndType],
    [{ title: 'x'.repeat(121), type: 'solo', solo: { playerAStake: 5 } }, M.titleTooLong],
    [{ type: 'solo', solo: { playerAStake: 0 } }, M.stake],
    [{ type: 'solo', solo: { playerAStake: -3 } }, M.stake],
    [{ type: 'solo', solo: { playerAStake: 2.5 } }, M.stake],
    [{ type: 'solo', solo: { playerAStake: '5' } }, M.stake],
    [{ type: 'public', public: { publicEntryFee: 0 } }, M.entryFee],
    [{ type: 'solo' }, M.typeDetails],
    [{ type: 'two_player' }, M.opponentRequired],
    [{ type: 'two_player', two_player: { playerAStake: 5, playerBStake: 5 } }, M.opponentRequired],
    [{ type: 'solo', solo: { playerAStake: 5 }, categorySlug: 'trending' }, M.category],
    [{ type: 'solo', solo: { playerAStake: 5 }, startDate: iso(2 * HOUR), endDate: iso(HOUR) }, M.endAfterStart],
    [{ type: 'solo', solo: { playerAStake: 5 }, startDate: iso(-3 * HOUR), endDate: iso(-HOUR) }, M.endInFuture],
    [{ type: 'solo', solo: { playerAStake: 5 }, featuredImageUrl: 'https://x.example/a.png' }, M.featuredImage],
  ])('%j → 400 %s', async (body, message) => {
    const response = await create(alice, body);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBe(message);
  });

  it('refuses yourself as the opponent and an unknown opponent', async () => {
    await fund(alice, { cash: 100 });
    const self = await create(alice, { type: 'two_player', two_player: { opponentId: alice.id, playerAStake: 5, playerBStake: 5 } });
    expect([self.status, self.body.error?.message]).toEqual([400, M.opponentSelf]);
    const ghost = await create(alice, { type: 'two_player', two_player: { opponentId: randomUUID(), playerAStake: 5, playerBStake: 5 } });
    expect([ghost.status, ghost.body.error?.message]).toEqual([400, M.opponentNotFound]);
    expect((await balances(alice.id)).total).toBe(100);
  });
});

describe('create: each type, stakes bonus first into escrow', () => {
  it('solo: active, player A = creator, stake solo_succeeds split bonus 30 + cash 20 in escrow shard 0', async () => {
    await fund(alice, { cash: 100, bonus: 30 });
    const res = await create(alice, { type: 'solo', solo: { playerAStake: 50 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: M.created });
    const id = res.body.challengeId;
    const row = await challengeRow(id);
    expect(row).toMatchObject({ status: 'active', type: 'solo', created_by_user_id: alice.id, player_a_id: alice.id, player_a_stake: '50' });
    expect(await balances(alice.id)).toEqual({ cash: 80, bonus: 0, total: 80 });
    expect(await escrowOf(id)).toBe(50);
    const [stake] = await stakesOf(id);
    expect(stake).toMatchObject({ user_id: alice.id, role: 'player_a', outcome: 'solo_succeeds', amount: '50', from_bonus: '30', from_cash: '20', escrow_shard: 0, status: 'active' });
    const [txRow] = (await transactionsOf(alice.id, 'challenge_creation_stake_a')).filter((x) => x.id === stake!.transaction_id);
    expect(txRow).toMatchObject({ amount_tokens: '-50', status: 'completed' });
  });

  it('public: active, no stake, no tokens move (the creator need not join)', async () => {
    await fund(alice, { cash: 10 });
    const res = await create(alice, { type: 'public', public: { publicEntryFee: 25 } });
    expect(res.status).toBe(201);
    const row = await challengeRow(res.body.challengeId);
    expect(row).toMatchObject({ status: 'active', player_a_id: null, public_challenge_entry_fee: '25' });
    expect(await stakesOf(res.body.challengeId)).toEqual([]);
    expect((await balances(alice.id)).total).toBe(10);
  });

  it('insufficient tokens: 409 with the spec message and nothing written', async () => {
    await fund(alice, { cash: 40, bonus: 9 });
    const before = await t.database.db
      .selectFrom('challenges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const txBefore = (await transactionsOf(alice.id, 'challenge_creation_stake_a')).length;
    const res = await create(alice, { type: 'solo', solo: { playerAStake: 50 } });
    expect([res.status, res.body.error?.code, res.body.error?.message]).toEqual([409, 'insufficient_tokens', M.insufficientCreate]);
    const two = await create(alice, { type: 'two_player', two_player: { opponentId: bob.id, playerAStake: 50, playerBStake: 5 } });
    expect([two.status, two.body.error?.code, two.body.error?.message]).toEqual([409, 'insufficient_tokens', M.insufficientCreate]);
    const after = await t.database.db
      .selectFrom('challenges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await transactionsOf(alice.id, 'challenge_creation_stake_a')).length).toBe(txBefore);
    expect(await balances(alice.id)).toEqual({ cash: 40, bonus: 9, total: 49 });
    expect(await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', bob.id).where('type', '=', 'challenge_invite_received').execute()).toHaveLength(0);
  });

  it('a frozen balance: the ledger’s 403, nothing written', async () => {
    await fund(alice, { cash: 100 });
    await t.database.db.updateTable('users').set({ balance_frozen: true }).where('id', '=', alice.id).execute();
    try {
      const res = await create(alice, { type: 'solo', solo: { playerAStake: 10 } });
      expect([res.status, res.body.error?.message]).toEqual([403, LEDGER_MESSAGES.frozen]);
      expect((await balances(alice.id)).total).toBe(100);
    } finally {
      await t.database.db.updateTable('users').set({ balance_frozen: false }).where('id', '=', alice.id).execute();
    }
  });

  it('a replay of the same Idempotency-Key creates nothing more', async () => {
    await fund(alice, { cash: 100 });
    const headers = key();
    const body = { ...base(), type: 'solo', solo: { playerAStake: 10 } };
    const first = await post<{ challengeId: string }>(alice, '/api/challenges', body, headers);
    const again = await post<{ challengeId: string }>(alice, '/api/challenges', body, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.challengeId).toBe(first.body.challengeId);
    expect((await balances(alice.id)).total).toBe(90);
  });
});

describe('two_player: invite, accept, reject, expiry', () => {
  const twoPlayer = (extra: Record<string, unknown> = {}) => create(alice, { type: 'two_player', two_player: { opponentId: bob.id, playerAStake: 40, playerBStake: 30 }, ...extra });

  it('creates pending_acceptance with A’s stake in escrow, the invite expiring at min(now + TTL, start), and notifies B', async () => {
    await fund(alice, { cash: 90, bonus: 15 });
    const startMs = Date.now() + 2 * HOUR;
    const res = await twoPlayer({ startDate: new Date(startMs).toISOString() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.createdInvite('bob_ch'));
    const id = res.body.challengeId;
    const row = await challengeRow(id);
    expect(row).toMatchObject({ status: 'pending_acceptance', player_a_id: alice.id, player_b_id: bob.id, player_a_stake: '40', player_b_stake: '30' });
    expect(new Date(row.invite_expires_at!).getTime()).toBe(startMs); // start comes before now + 72 h
    expect(await stakesOf(id)).toMatchObject([{ role: 'player_a', outcome: 'player_a_wins', from_bonus: '15', from_cash: '25' }]);
    expect(await escrowOf(id)).toBe(40);
    const notes = await t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', bob.id).where('type', '=', 'challenge_invite_received').execute();
    expect(notes.map((n) => n.related_entity_uuid)).toContain(id);

    const far = await twoPlayer({ startDate: iso(30 * 24 * HOUR), endDate: iso(40 * 24 * HOUR) });
    expect(far.status).toBe(201);
    const expires = new Date((await challengeRow(far.body.challengeId)).invite_expires_at!).getTime();
    expect(Math.abs(expires - (Date.now() + 72 * HOUR))).toBeLessThan(60_000);
    // The detail shows the pending state: B's stake is not part of the jackpot yet.
    const detail = (await (await t.request(`/api/challenges/${id}`)).json()) as { challenge: { status: string; totalJackpot: number; playerB: { username: string } } };
    expect(detail.challenge).toMatchObject({ status: 'pending_acceptance', totalJackpot: 40, playerB: { username: 'bob_ch' } });
  });

  it('only player B may respond; insufficient B → 409 and still pending; accept → active with both stakes in escrow', async () => {
    await fund(alice, { cash: 40 });
    const id = (await twoPlayer()).body.challengeId;
    for (const who of [alice, carol]) {
      const res = await respond(who, id, 'accept');
      expect([res.status, res.body.error?.message]).toEqual([403, M.notInvitedPlayer]);
    }
    await fund(bob, { cash: 29 });
    const poor = await respond(bob, id, 'accept');
    expect([poor.status, poor.body.error?.code, poor.body.error?.message]).toEqual([409, 'insufficient_tokens', M.insufficientAccept]);
    expect((await challengeRow(id)).status).toBe('pending_acceptance');
    expect(await balances(bob.id)).toMatchObject({ total: 29 });

    await fund(bob, { cash: 100, bonus: 10 });
    const ok = await respond(bob, id, 'accept');
    expect([ok.status, ok.body.message, ok.body.status]).toEqual([200, M.accepted, 'active']);
    expect((await challengeRow(id)).status).toBe('active');
    expect(await escrowOf(id)).toBe(70);
    expect(await balances(bob.id)).toEqual({ cash: 80, bonus: 0, total: 80 });
    expect((await stakesOf(id)).find((s) => s.user_id === bob.id)).toMatchObject({ role: 'player_b', outcome: 'player_b_wins', from_bonus: '10', from_cash: '20' });
    expect((await transactionsOf(bob.id, 'challenge_stake_accept')).at(-1)).toMatchObject({ amount_tokens: '-30' });

    const twice = await respond(bob, id, 'reject');
    expect([twice.status, twice.body.error?.message]).toEqual([409, M.inviteNotPending]);
  });

  it('reject → rejected, A refunded to the original pockets (stake_refund_invite_rejected), escrow 0', async () => {
    await fund(alice, { cash: 30, bonus: 25 });
    const id = (await twoPlayer()).body.challengeId;
    expect(await balances(alice.id)).toEqual({ cash: 15, bonus: 0, total: 15 });
    const res = await respond(bob, id, 'reject');
    expect([res.status, res.body.message, res.body.status]).toEqual([200, M.rejected, 'rejected']);
    expect((await challengeRow(id)).status).toBe('rejected');
    expect(await balances(alice.id)).toEqual({ cash: 30, bonus: 25, total: 55 });
    expect(await escrowOf(id)).toBe(0);
    const refund = (await transactionsOf(alice.id, 'stake_refund_invite_rejected')).at(-1)!;
    expect(refund).toMatchObject({ amount_tokens: '40', status: 'completed' });
    // Player A hears of it, and the notice opens the refund (spec §8: transaction types → /transactions/{id}).
    expect(await noticesTo(alice.id, refund.id)).toEqual([{ type: 'transaction_completed', message: M.inviteRejectedRefund('bob_ch', 'Run 5 km every day', 40) }]);
    expect((await stakesOf(id))[0]!.status).toBe('refunded');
  });

  it('an expired invite cannot be answered; the expiry job cancels it and refunds A (challenge_refund)', async () => {
    await fund(alice, { cash: 35, bonus: 5 });
    const id = (await twoPlayer()).body.challengeId;
    await db()
      .updateTable('challenges')
      .set({ invite_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const late = await respond(bob, id, 'accept');
    expect([late.status, late.body.error?.message]).toEqual([409, M.inviteExpired]);
    expect(await expireInvites(t.database.db, notifier())).toBeGreaterThanOrEqual(1);
    expect((await challengeRow(id)).status).toBe('cancelled');
    expect(await balances(alice.id)).toEqual({ cash: 35, bonus: 5, total: 40 });
    expect(await escrowOf(id)).toBe(0);
    expect((await transactionsOf(alice.id, 'challenge_refund')).at(-1)).toMatchObject({ amount_tokens: '40' });
    expect(await expireInvites(t.database.db, notifier())).toBe(0); // nothing twice
    const refund = (await transactionsOf(alice.id, 'challenge_refund')).at(-1)!;
    expect(await noticesTo(alice.id, refund.id)).toEqual([{ type: 'transaction_completed', message: M.inviteExpiredRefund('Run 5 km every day', 40) }]);
    // The job runs every minute on pg-boss.
    const { rows } = await (await import('kysely')).sql<{ name: string }>`SELECT name FROM pgboss.schedule WHERE name = ${EXPIRE_INVITES_JOB}`.execute(t.database.db);
    expect(rows).toHaveLength(1);
  });
});

describe('join a public challenge', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(alice, { type: 'public', public: { publicEntryFee: 20 } })).body.challengeId;
  });

  it('pays the entry fee bonus first, once per person', async () => {
    await fund(carol, { cash: 50, bonus: 5 });
    const res = await participate(carol, id, { actionType: 'join' });
    expect([res.status, res.body.message]).toEqual([200, M.joined]);
    expect(await balances(carol.id)).toEqual({ cash: 35, bonus: 0, total: 35 });
    const [stake] = await stakesOf(id);
    expect(stake).toMatchObject({ role: 'participant', outcome: 'completed', amount: '20', from_bonus: '5', from_cash: '15' });
    expect(await creditedShards(stake!.transaction_id)).toEqual([stake!.escrow_shard]);
    expect((await transactionsOf(carol.id, 'challenge_entry_fee')).at(-1)).toMatchObject({ amount_tokens: '-20' });
    const again = await participate(carol, id, { actionType: 'join' });
    expect([again.status, again.body.error?.message]).toEqual([409, M.alreadyJoined]);
    expect(await escrowOf(id)).toBe(20);
  });

  it('insufficient → 409 Insufficient tokens.; not public or not open → refused', async () => {
    await fund(bob, { cash: 19 });
    const poor = await participate(bob, id, { actionType: 'join' });
    expect([poor.status, poor.body.error?.code, poor.body.error?.message]).toEqual([409, 'insufficient_tokens', M.insufficient]);
    await fund(alice, { cash: 10 });
    const solo = (await create(alice, { type: 'solo', solo: { playerAStake: 5 } })).body.challengeId;
    const notPublic = await participate(bob, solo, { actionType: 'join' });
    expect([notPublic.status, notPublic.body.error?.message]).toEqual([409, M.notOpenForJoining]);
    const missing = await participate(bob, randomUUID(), { actionType: 'join' });
    expect([missing.status, missing.body.error?.message]).toEqual([404, M.notFound]);
  });

  it('the creator may join their own public challenge', async () => {
    await fund(alice, { cash: 20 });
    const res = await participate(alice, id, { actionType: 'join' });
    expect(res.body.message).toBe(M.joined);
  });
});

describe('back a solo or two_player challenge', () => {
  let solo: string;
  beforeAll(async () => {
    await fund(alice, { cash: 100 });
    solo = (await create(alice, { type: 'solo', solo: { playerAStake: 10 } })).body.challengeId;
  });

  it.each([
    [{ actionType: 'back', backedOutcome: 'solo_fails' }, M.invalidStake],
    [{ actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 0 }, M.invalidStake],
    [{ actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: -5 }, M.invalidStake],
    [{ actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 2.5 }, M.invalidStake],
    [{ actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: '5' }, M.invalidStake],
    [{ actionType: 'back', stakeAmount: 5 }, M.outcomeRequired],
    [{ actionType: 'back', backedOutcome: 'player_a_wins', stakeAmount: 5 }, M.outcomeInvalid],
    [{ actionType: 'back', backedOutcome: 'completed', stakeAmount: 5 }, M.outcomeInvalid],
  ])('%j → 400 %s', async (body, message) => {
    const res = await participate(carol, solo, body);
    expect([res.status, res.body.error?.message]).toEqual([400, message]);
  });

  it('backs once bonus first into the escrow shard its stake records; the same or the other outcome again is refused', async () => {
    await fund(carol, { cash: 100, bonus: 3 });
    const res = await participate(carol, solo, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 12 });
    expect([res.status, res.body.message]).toEqual([200, M.backed]);
    expect(await balances(carol.id)).toEqual({ cash: 91, bonus: 0, total: 91 });
    const stake = (await stakesOf(solo)).find((s) => s.user_id === carol.id);
    expect(stake).toMatchObject({ role: 'backer', outcome: 'solo_fails', from_bonus: '3', from_cash: '9' });
    expect(await creditedShards(stake!.transaction_id)).toEqual([stake!.escrow_shard]);
    expect((await transactionsOf(carol.id, 'challenge_stake')).at(-1)).toMatchObject({ amount_tokens: '-12' });
    for (const backedOutcome of ['solo_fails', 'solo_succeeds']) {
      const again = await participate(carol, solo, { actionType: 'back', backedOutcome, stakeAmount: 5 });
      expect([again.status, again.body.error?.message]).toEqual([409, M.alreadyBacked]);
    }
    expect(await escrowOf(solo)).toBe(22);
  });

  it('a player cannot back their own challenge (solo creator, two_player A and B)', async () => {
    const own = await participate(alice, solo, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 5 });
    expect([own.status, own.body.error?.message]).toEqual([403, M.ownChallenge]);
    await fund(alice, { cash: 10 });
    await fund(bob, { cash: 50 });
    const duel = (await create(alice, { type: 'two_player', two_player: { opponentId: bob.id, playerAStake: 5, playerBStake: 5 } })).body.challengeId;
    const pending = await participate(carol, duel, { actionType: 'back', backedOutcome: 'player_a_wins', stakeAmount: 5 });
    expect([pending.status, pending.body.error?.message]).toEqual([409, M.notOpenForBacking]);
    expect((await respond(bob, duel, 'accept')).status).toBe(200);
    for (const [who, outcome] of [
      [alice, 'player_b_wins'],
      [bob, 'player_a_wins'],
      [bob, 'player_b_wins'],
    ] as const) {
      const res = await participate(who, duel, { actionType: 'back', backedOutcome: outcome, stakeAmount: 5 });
      expect([res.status, res.body.error?.message]).toEqual([403, M.ownChallenge]);
    }
    await fund(carol, { cash: 7 });
    const ok = await participate(carol, duel, { actionType: 'back', backedOutcome: 'player_b_wins', stakeAmount: 7 });
    expect(ok.body.message).toBe(M.backed);
    expect(await escrowOf(duel)).toBe(17);
  });

  it('not open: a public challenge, an ended one; insufficient → Insufficient tokens.', async () => {
    const pub = (await create(alice, { type: 'public', public: { publicEntryFee: 1 } })).body.challengeId;
    await fund(bob, { cash: 5 });
    const res = await participate(bob, pub, { actionType: 'back', backedOutcome: 'completed', stakeAmount: 1 });
    expect([res.status, res.body.error?.message]).toEqual([409, M.notOpenForBacking]);
    const poor = await participate(bob, solo, { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 6 });
    expect([poor.status, poor.body.error?.code, poor.body.error?.message]).toEqual([409, 'insufficient_tokens', M.insufficient]);
    expect(await balances(bob.id)).toMatchObject({ total: 5 });
    await fund(alice, { cash: 5 });
    const ended = (await create(alice, { type: 'solo', solo: { playerAStake: 5 } })).body.challengeId;
    await db()
      .updateTable('challenges')
      .set({ start_date: new Date(Date.now() - 2 * HOUR), end_date: new Date(Date.now() - 1000) })
      .where('id', '=', ended)
      .execute();
    const late = await participate(bob, ended, { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 1 });
    expect([late.status, late.body.error?.message]).toEqual([409, M.notOpenForBacking]);
  });
});

describe('reads: detail and list computed from the stakes', () => {
  it('the detail has players, backers per outcome, counts and the Total Jackpot = escrow', async () => {
    const dave = await named('dave_ch');
    await fund(alice, { cash: 100 });
    const id = (await create(alice, { type: 'solo', solo: { playerAStake: 100 } })).body.challengeId;
    await fund(carol, { cash: 20 });
    await fund(dave, { cash: 50 });
    expect((await participate(carol, id, { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 20 })).status).toBe(200);
    expect((await participate(dave, id, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 50 })).status).toBe(200);
    const response = await t.request(`/api/challenges/${id}`);
    expect(response.status).toBe(200);
    const { challenge } = (await response.json()) as { challenge: Record<string, unknown> & { backers: { user: { username: string }; outcome: string; amount: number }[] } };
    expect(challenge).toMatchObject({
      id,
      type: 'solo',
      status: 'active',
      creator: { id: alice.id, username: 'alice_ch' },
      playerA: { id: alice.id, username: 'alice_ch' },
      playerB: null,
      playerAStake: 100,
      totalJackpot: 170,
      backersCount: 2,
      participantsCount: 0,
      totals: { succeedBackerStake: 20, failBackerStake: 50, succeedBackersCount: 1, failBackersCount: 1, overallTotalStake: 170 },
    });
    expect(challenge.backers.map((b) => [b.user.username, b.outcome, b.amount])).toEqual([
      ['carol_ch', 'solo_succeeds', 20],
      ['dave_ch', 'solo_fails', 50],
    ]);
    // Each stake as its row says (the detail builds them as JSON in SQL): ids, person, time to the millisecond, status.
    type Stake = { id: string; userId: string; user: { id: string }; createdAt: string; status: string; isWinner: boolean; winningsTokens: number };
    const shown = [...(challenge.playerStakes as Stake[]), ...(challenge.backers as unknown as Stake[])];
    expect(shown.map((s) => [s.id, s.userId, s.user.id, s.createdAt, s.status, s.isWinner, s.winningsTokens])).toEqual((await stakesOf(id)).map((row) => [row.id, row.user_id, row.user_id, row.created_at.toISOString(), 'active', false, 0]));
    expect(await escrowOf(id)).toBe(170);
    const list = (await (await t.request('/api/challenges?limit=50')).json()) as { challenges: { id: string; totalJackpot: number; backersCount: number; participantsCount: number }[] };
    expect(list.challenges.find((c) => c.id === id)).toMatchObject({ totalJackpot: 170, backersCount: 2, participantsCount: 0 });
  });
});

describe('200 simultaneous backings of one challenge', () => {
  it('exactly the backers who can afford it succeed; escrow over all shards = A’s stake + Σ successful stakes', async () => {
    await fund(alice, { cash: 10 });
    const id = (await create(alice, { type: 'solo', solo: { playerAStake: 10 } })).body.challengeId;
    const people = await Promise.all(Array.from({ length: 200 }, (_, i) => insertUser(t.database.db, { username: `crowd_${i}_${randomUUID().slice(0, 6)}` })));
    const STAKE = 7;
    // Even ones can afford it (some with bonus), odd ones are 1 token short.
    for (const [i, userId] of people.entries()) {
      if (i % 2 === 0) {
        if (i % 4 === 0) await giveBonus(userId, 3);
        await buy(t, userId, i % 4 === 0 ? 4 : 7);
      } else await buy(t, userId, STAKE - 1);
    }
    // 200 transactions queue for 40 connections on one escrow: on a loaded machine some wait more than
    // the app's 5 s for a connection, which is not what this test is about.
    const pool = createDatabase(t.database.url, { max: 40, connectionTimeoutMs: 60_000 });
    const service = createChallengesService({ db: pool.db, notifications: createNotificationsService({ db: pool.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }), inviteTtlHours: 72 });
    try {
      const results = await Promise.allSettled(
        people.map((userId, i) =>
          runIdempotent(pool.db, { userId, key: randomUUID(), endpoint: 'joinOrBackChallenge', hash: 'h' }, async (tx) => ({
            status: 200,
            body: await service.joinOrBack(tx, { id: userId, email: 'x@example.co.ke', role: 'user' }, id, { actionType: 'back', backedOutcome: i % 3 ? 'solo_succeeds' : 'solo_fails', stakeAmount: STAKE }),
          })),
        ),
      );
      const ok = results
        .map((r, i) => [i, r] as const)
        .filter(([, r]) => r.status === 'fulfilled')
        .map(([i]) => i);
      expect(ok).toEqual(people.map((_, i) => i).filter((i) => i % 2 === 0));
      for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(M.insufficient);
    } finally {
      await pool.close();
    }
    const stakes = await stakesOf(id);
    expect(stakes.filter((s) => s.role === 'backer')).toHaveLength(100);
    expect(await escrowOf(id)).toBe(10 + 100 * STAKE);
    expect(new Set(stakes.map((s) => s.escrow_shard)).size).toBeGreaterThan(8);
    for (const [i, userId] of people.entries()) expect((await balances(userId)).total).toBe(i % 2 === 0 ? 0 : STAKE - 1);
    const detail = (await (await t.request(`/api/challenges/${id}`)).json()) as { challenge: { totalJackpot: number; backersCount: number } };
    expect(detail.challenge).toMatchObject({ totalJackpot: 10 + 100 * STAKE, backersCount: 100 });
  }, 120_000);
});
