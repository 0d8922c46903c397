// Self-exclusion (issue #7 item 4) end to end: each kind blocks buying, creating, joining, backing and
// accepting an invite — and not withdrawing, rejecting an invite, refunds or winnings; a break ends
// exactly when it should (the app's clock is injected and moved), a closed account never; nothing
// shortens or ends one early, for the user or an admin.
import { randomUUID } from 'node:crypto';
import { contract } from '@changamoto/shared/contract';
import { RESPONSIBLE_PLAY_MESSAGES as M, SELF_EXCLUSION_KINDS, formatEat, type SelfExclusionKind } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type TestApp } from '../../../test/helpers/test-app';
import { getBalances } from '../ledger/ledger';
import { admin, fund } from '../../../test/helpers/challenges';
import { member, send, type Member } from '../../../test/helpers/members';
import { buyKes, createChallenge, createClockedApp, HOUR, participate, respond, statusOf, takeBreak } from '../../../test/helpers/responsible-play';

let t: TestApp;
let clock: { at: Date | null };
let host: Member;
let boss: Member;
beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
  host = await member(t, 'rp_host');
  boss = await admin(t, 'rp_boss');
  await fund(t.database.db, host.id, { cash: 10_000 });
});
afterAll(() => t.close());

const DAY = 24 * HOUR;
const DURATION: Record<SelfExclusionKind, number | null> = { break_24h: DAY, break_7d: 7 * DAY, break_30d: 30 * DAY, closed: null };
const balances = (userId: string) => getBalances(t.database.db, userId);

async function addMpesa(m: Member, number: string): Promise<string> {
  const res = await send<{ account: { recipientCode: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: number, bankCode: 'MPESA' } });
  expect(res.status).toBe(201);
  return res.body.account.recipientCode;
}

/** The challenges a person could stake on: a public one to join, a solo one to back, an invite to accept. */
async function openChallenges(opponent: Member) {
  const publicId = (await createChallenge(t, host, { type: 'public', public: { publicEntryFee: 5 } })).body.challengeId;
  const soloId = (await createChallenge(t, host, { type: 'solo', solo: { playerAStake: 10 } })).body.challengeId;
  const inviteId = (await createChallenge(t, host, { type: 'two_player', two_player: { opponentId: opponent.id, playerAStake: 10, playerBStake: 10 } })).body.challengeId;
  expect([publicId, soloId, inviteId].every(Boolean)).toBe(true);
  return { publicId, soloId, inviteId };
}

describe.each(SELF_EXCLUSION_KINDS)('%s', (kind) => {
  it('blocks buying, creating, joining, backing and accepting with one clear message, and nothing else', async () => {
    const m = await member(t, `rp_ex_${kind}`, { kyc: 'verified' });
    await fund(t.database.db, m.id, { cash: 500, bonus: 50 });
    const recipient = await addMpesa(m, `07120000${SELF_EXCLUSION_KINDS.indexOf(kind)}1`);
    const { publicId, soloId, inviteId } = await openChallenges(m);
    const start = (clock.at = new Date());
    const started = await takeBreak(t, m, kind);
    const endsAt = DURATION[kind] === null ? null : new Date(start.getTime() + DURATION[kind]);
    expect(started.status).toBe(201);
    expect(started.body.message).toBe(endsAt ? M.breakStarted(endsAt) : M.accountClosed);
    const message = endsAt ? M.onBreak(endsAt) : M.closed(start);
    expect(started.body.status.activeExclusion).toEqual({ kind, startsAt: start.toISOString(), endsAt: endsAt?.toISOString() ?? null, message });
    if (endsAt) expect(message).toBe(`You are taking a break until ${formatEat(endsAt)}. Buying tokens, creating, joining and backing challenges are paused until then.`);

    const before = await balances(m.id);
    const refused = {
      buy: await buyKes(t, m, 100),
      create: await createChallenge(t, m, { type: 'solo', solo: { playerAStake: 10 } }),
      join: await participate(t, m, publicId, { actionType: 'join' }),
      back: await participate(t, m, soloId, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 10 }),
      accept: await respond(t, m, inviteId, 'accept'),
    };
    for (const [action, res] of Object.entries(refused)) expect([action, res.status, res.body.error]).toEqual([action, 403, { code: 'forbidden', message }]);
    expect(await balances(m.id)).toEqual(before);
    const stakes = await t.database.db.selectFrom('challenge_stakes').select('id').where('user_id', '=', m.id).execute();
    expect(stakes).toEqual([]);

    // Still open: reading, withdrawing cash, declining an invite (it stakes nothing).
    expect((await send(t, m, '/api/wallet')).status).toBe(200);
    expect((await send(t, m, '/api/profile')).status).toBe(200);
    const redeem = await send<{ success: boolean }>(t, m, '/api/wallet/redemptions', { body: { tokensToRedeem: 100, recipientCode: recipient, currency: 'KES' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect([redeem.status, redeem.body.success]).toEqual([201, true]);
    expect((await balances(m.id)).cash).toBe(before.cash - 100);
    const reject = await respond(t, m, inviteId, 'reject');
    expect(reject.status).toBe(200);
    clock.at = null;
  });
});

describe('ending', () => {
  it.each(SELF_EXCLUSION_KINDS.filter((kind) => kind !== 'closed'))('%s ends exactly at its end: blocked a minute before, open at the end', async (kind) => {
    const m = await member(t, `rp_end_${kind}`);
    const start = (clock.at = new Date());
    await takeBreak(t, m, kind);
    const endsAt = new Date(start.getTime() + DURATION[kind]!);
    clock.at = new Date(endsAt.getTime() - 60_000);
    expect((await buyKes(t, m, 50)).status).toBe(403);
    expect((await statusOf(t, m)).activeExclusion?.kind).toBe(kind);
    clock.at = endsAt;
    expect((await buyKes(t, m, 50)).status).toBe(201);
    const status = await statusOf(t, m);
    expect(status.activeExclusion).toBeNull();
    expect(status.exclusionHistory).toEqual([{ kind, startsAt: start.toISOString(), endsAt: endsAt.toISOString() }]);
    clock.at = null;
  });

  it('a closed account stays closed: ten years on, still no buying or staking', async () => {
    const m = await member(t, 'rp_closed_forever');
    const start = (clock.at = new Date());
    await takeBreak(t, m, 'closed');
    clock.at = new Date(start.getTime() + 3653 * DAY);
    const res = await buyKes(t, m, 50);
    expect([res.status, res.body.error?.message]).toEqual([403, M.closed(start)]);
    expect(M.closed(start)).toContain('You can still sign in, withdraw your cash tokens and see your history.');
    clock.at = null;
  });
});

describe('cannot be shortened or ended early', () => {
  it('while a break runs, one that does not end at least an hour later is refused; a longer one (or closing) extends it; after closing nothing is accepted', async () => {
    const m = await member(t, 'rp_no_shortening');
    const start = (clock.at = new Date());
    await takeBreak(t, m, 'break_7d');
    const weekEnd = new Date(start.getTime() + 7 * DAY);
    // The same break again at once would end at the same time: refused (nothing gained, nothing lost).
    const same = await takeBreak(t, m, 'break_7d');
    expect([same.status, same.body.error?.message]).toEqual([409, M.cannotShorten(weekEnd)]);
    clock.at = new Date(start.getTime() + 59 * 60_000);
    expect((await takeBreak(t, m, 'break_7d')).status).toBe(409);
    clock.at = new Date(start.getTime() + HOUR);
    const shorter = await takeBreak(t, m, 'break_24h');
    expect([shorter.status, shorter.body.error?.message]).toEqual([409, M.cannotShorten(weekEnd)]);
    expect((await statusOf(t, m)).activeExclusion).toMatchObject({ kind: 'break_7d', endsAt: weekEnd.toISOString() });

    const longer = await takeBreak(t, m, 'break_30d');
    expect(longer.status).toBe(201);
    const monthEnd = new Date(clock.at.getTime() + 30 * DAY);
    expect(longer.body.status.activeExclusion).toMatchObject({ kind: 'break_30d', endsAt: monthEnd.toISOString() });
    // The week is over; the month still runs.
    clock.at = new Date(weekEnd.getTime() + HOUR);
    expect((await buyKes(t, m, 50)).body.error?.message).toBe(M.onBreak(monthEnd));

    expect((await takeBreak(t, m, 'closed')).status).toBe(201);
    for (const any of SELF_EXCLUSION_KINDS) expect((await takeBreak(t, m, any)).body.error?.message).toBe(M.alreadyClosed);
    expect((await statusOf(t, m)).exclusionHistory.map((e) => e.kind)).toEqual(['closed', 'break_30d', 'break_7d']);
    clock.at = null;
  });

  it('near its end, the same break again lengthens it from now', async () => {
    const m = await member(t, 'rp_again');
    const start = (clock.at = new Date());
    await takeBreak(t, m, 'break_24h');
    clock.at = new Date(start.getTime() + 23 * HOUR);
    const again = await takeBreak(t, m, 'break_24h');
    expect([again.status, again.body.status.activeExclusion?.endsAt]).toEqual([201, new Date(start.getTime() + 47 * HOUR).toISOString()]);
    clock.at = new Date(start.getTime() + 30 * HOUR);
    expect((await buyKes(t, m, 50)).status).toBe(403);
    clock.at = null;
  });

  it('an admin gets the same refusal for their own break, and no endpoint reaches anyone else’s', async () => {
    clock.at = new Date();
    expect((await takeBreak(t, boss, 'break_30d')).status).toBe(201);
    const shorter = await takeBreak(t, boss, 'break_24h');
    expect([shorter.status, shorter.body.error?.message]).toEqual([409, M.cannotShorten(new Date(clock.at.getTime() + 30 * DAY))]);

    const m = await member(t, 'rp_admin_target');
    await takeBreak(t, m, 'break_7d');
    // The endpoints act on the caller only: a user id in the body is an unknown field.
    const aimed = await send(t, boss, '/api/responsible-play/self-exclusions', { body: { kind: 'break_24h', confirm: true, userId: m.id } });
    expect([aimed.status, aimed.body.error?.message]).toEqual([400, 'Unknown field: userId.']);
    // Nothing in the API ends or shortens a self-exclusion: no DELETE/PATCH and no admin route for it.
    const touching = Object.values(contract).filter((def) => /exclusion|responsible-play/.test(def.path));
    expect(touching.map((def) => def.method).sort()).toEqual(['GET', 'POST', 'PUT']);
    expect(touching.every((def) => def.access === 'user')).toBe(true);
    for (const method of ['DELETE', 'PATCH', 'PUT']) expect((await send(t, boss, '/api/responsible-play/self-exclusions', { method })).status).toBe(404);
    expect((await statusOf(t, m)).activeExclusion?.kind).toBe('break_7d');
    clock.at = null;
  });

  it('the rows are append-only, even to the application’s own database user', async () => {
    const m = await member(t, 'rp_append_only');
    await takeBreak(t, m, 'break_24h');
    await expect(sql`UPDATE self_exclusions SET ends_at = starts_at + interval '1 minute' WHERE user_id = ${m.id}`.execute(t.database.db)).rejects.toThrow(/append-only \(UPDATE refused\)/);
    await expect(sql`DELETE FROM self_exclusions WHERE user_id = ${m.id}`.execute(t.database.db)).rejects.toThrow(/append-only \(DELETE refused\)/);
    expect((await statusOf(t, m)).activeExclusion?.kind).toBe('break_24h');
  });

  it.each([
    [{ kind: 'break_24h' }, M.confirmRequired],
    [{ kind: 'break_24h', confirm: false }, M.confirmRequired],
    [{ kind: 'forever', confirm: true }, M.kindInvalid],
  ])('refuses %o with a clear 400 and starts nothing', async (body, message) => {
    const m = await member(t, `rp_bad_${String(body.kind)}_${String((body as { confirm?: boolean }).confirm)}`);
    const res = await send(t, m, '/api/responsible-play/self-exclusions', { body });
    expect([res.status, res.body.error?.message]).toEqual([400, message]);
    expect((await statusOf(t, m)).activeExclusion).toBeNull();
  });
});

describe('money owed still arrives', () => {
  it('refunds and winnings reach a person on a break', async () => {
    const m = await member(t, 'rp_owed');
    await fund(t.database.db, m.id, { cash: 200 });
    const opponent = await member(t, 'rp_owed_opponent');
    const invite = (await createChallenge(t, m, { type: 'two_player', two_player: { opponentId: opponent.id, playerAStake: 50, playerBStake: 50 } })).body.challengeId;
    const solo = (await createChallenge(t, host, { type: 'solo', solo: { playerAStake: 100 } })).body.challengeId;
    expect((await participate(t, m, solo, { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 100 })).status).toBe(200);
    expect((await balances(m.id)).cash).toBe(50);

    await takeBreak(t, m, 'break_30d');
    // The invite is declined: player A's stake comes back.
    expect((await respond(t, opponent, invite, 'reject')).status).toBe(200);
    expect((await balances(m.id)).cash).toBe(100);
    // The solo challenge fails: the backer is paid. (It has started by then: no result before the start, issue #24 item 8.)
    await t.database.db
      .updateTable('challenges')
      .set({ start_date: new Date(Date.now() - 60_000) })
      .where('id', '=', solo)
      .execute();
    const decided = await send(t, boss, `/api/admin/challenges/${solo}/decision`, { body: { outcome: 'solo_fails' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(decided.status).toBe(200);
    await eventually(async () => ((await t.database.db.selectFrom('challenges').select('status').where('id', '=', solo).executeTakeFirstOrThrow()).status === 'paid_out' ? true : undefined));
    // T=200, W=100, L=100, F=40, D=160: the backer gets 160.
    expect((await balances(m.id)).cash).toBe(260);
  });
});
