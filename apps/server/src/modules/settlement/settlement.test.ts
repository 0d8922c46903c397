// Results, admin decisions, voiding and settlement end to end on a real database (DOMAIN.md §4, §6):
// the three worked examples paid through the admin decision and the settlement job, with every
// pocket checked; refunds; idempotency and concurrent admins. The ledger invariants are checked when
// the file drops its database.
import { randomUUID } from 'node:crypto';
import { CHALLENGE_RESULT_MESSAGES as M } from '@changamoto/shared/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { moveEndedToVerification } from '../challenges/results.repo';
import { CHALLENGE_END_DATE_JOB, endDateJob } from '../challenges/challenges.jobs';
import { SETTLEMENT_SWEEP_JOB, settlementJobs } from './settlement.jobs';
import { SETTLEMENT_NOTICES_JOB, sendSettlementNotices, settleChallengeNow, type SettlementDeps } from './settlement.service';
import { addStake, admin, balances, challengeRow, createChallenge, creditsOf, escrowOf, fund, insertPerson, member, notificationTypesOf, revenue, send, stakesOf, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let boss2: Member;
let deps: SettlementDeps;
// Signed in first: settlement notifications queue e-mails, which would delay the sign-in codes.
let pa: Member;
let pb: Member;
let outsider: Member;
let plainUser: Member;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.database.db, notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }), jobs: t.jobs };
  boss = await admin(t, 'settle_admin_one');
  boss2 = await admin(t, 'settle_admin_two');
  pa = await member(t, 'claim_player_a');
  pb = await member(t, 'claim_player_b');
  outsider = await member(t, 'claim_outsider');
  plainUser = await member(t, 'perm_user');
});
afterAll(() => t.close());

const db = () => t.database.db;
const decide = (by: Member, id: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  send<{ success: true; status: string; outcome: string }>(t, by, `/api/admin/challenges/${id}/decision`, { body, headers: { 'Idempotency-Key': key } });
const voidIt = (by: Member, id: string, body: Record<string, unknown>) => send<{ success: true; status: string; refundedStakes: number }>(t, by, `/api/admin/challenges/${id}/void`, { body, headers: { 'Idempotency-Key': randomUUID() } });
const claim = (by: Member, id: string, body: Record<string, unknown>) => send<{ success: true; message: string }>(t, by, `/api/challenges/${id}/result`, { body });
/** The notices job runs after the settlement commits: waits until the person has been told something. */
const noticesOf = (userId: string) => eventually(async () => ((await notificationTypesOf(db(), userId)).length ? notificationTypesOf(db(), userId) : undefined));
/** Waits for the queued settlement job to finish the challenge. */
const settled = (id: string) =>
  eventually(async () => {
    const row = await challengeRow(db(), id);
    return ['paid_out', 'cancelled'].includes(row.status) ? row : undefined;
  });

describe('worked examples of DOMAIN.md §4, through the admin decision and the settlement job', () => {
  it('two_player: A 100, B 100, x 50 on A, y 30 on B; A wins → A 149, x 75; B 10 and y 3 bonus back; platform keeps 43', async () => {
    const [a, b, x, y] = [await insertPerson(db(), 'ex1_a'), await insertPerson(db(), 'ex1_b'), await insertPerson(db(), 'ex1_x'), await insertPerson(db(), 'ex1_y')];
    await fund(db(), a, { bonus: 30, cash: 200 }); // A's stake: 30 bonus + 70 cash
    await fund(db(), b, { cash: 100 });
    await fund(db(), x, { cash: 50 });
    await fund(db(), y, { bonus: 10, cash: 20 }); // y's backing: 10 bonus + 20 cash
    const id = await createChallenge(db(), { type: 'two_player', createdBy: a, playerA: a, playerB: b });
    expect(await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'player_a_wins', amount: 100 })).toMatchObject({ fromBonus: 30, fromCash: 70 });
    await addStake(db(), id, { userId: b, role: 'player_b', outcome: 'player_b_wins', amount: 100 });
    await addStake(db(), id, { userId: x, role: 'backer', outcome: 'player_a_wins', amount: 50, shard: 3 });
    expect(await addStake(db(), id, { userId: y, role: 'backer', outcome: 'player_b_wins', amount: 30, shard: 5 })).toMatchObject({ fromBonus: 10, fromCash: 20 });
    expect(await escrowOf(db(), id)).toBe(280);
    const revenueBefore = await revenue(t);

    const res = await decide(boss, id, { outcome: 'player_a_wins' });
    expect([res.status, res.body]).toEqual([200, { success: true, status: 'completed', outcome: 'player_a_wins' }]);
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'paid_out', outcome: 'player_a_wins', decided_by_user_id: boss.id });
    expect(row.settled_at).toBeInstanceOf(Date);

    // A: stake back to its pockets (30 bonus, 70 cash) + 49 winnings in cash.
    expect(await balances(db(), a)).toEqual({ bonus: 30, cash: 200 - 70 + 70 + 49 });
    expect(await balances(db(), b)).toEqual({ bonus: 10, cash: 0 });
    expect(await balances(db(), x)).toEqual({ bonus: 0, cash: 75 });
    expect(await balances(db(), y)).toEqual({ bonus: 3, cash: 0 });
    expect((await revenue(t)) - revenueBefore).toBe(43);
    expect(await escrowOf(db(), id)).toBe(0);

    const stakes = await stakesOf(db(), id);
    expect(stakes.get(a)).toMatchObject({ status: 'won', winnings: 49 });
    expect(stakes.get(x)).toMatchObject({ status: 'won', winnings: 25 });
    expect(stakes.get(b)).toMatchObject({ status: 'lost', winnings: 0 });
    expect(stakes.get(y)).toMatchObject({ status: 'lost', winnings: 0 });
    const credits = await creditsOf(db(), id);
    expect(credits.map((c) => [c.userId, c.type, c.amount, c.status]).sort()).toEqual(
      [
        [a, 'challenge_winnings_credit', 149, 'completed'],
        [x, 'challenge_winnings_credit', 75, 'completed'],
        [b, 'loss_mitigation_credit', 10, 'completed'],
        [y, 'loss_mitigation_credit', 3, 'completed'],
      ].sort(),
    );
    expect(await noticesOf(a)).toEqual(['challenge_won']);
    expect(await noticesOf(x)).toEqual(['challenge_backed_won']);
    expect(await noticesOf(b)).toEqual(['loss_mitigation_refund']);
    expect(await noticesOf(y)).toEqual(['loss_mitigation_refund']);
  });

  it('solo: A 100 and s 20 on succeeds, f 50 on fails; succeeds → A 113, s 23, f 5 bonus', async () => {
    const [a, s, f] = [await insertPerson(db(), 'ex2_a'), await insertPerson(db(), 'ex2_s'), await insertPerson(db(), 'ex2_f')];
    await fund(db(), a, { cash: 100 });
    await fund(db(), s, { bonus: 20 }); // a bonus-only backing: its stake back stays bonus, the winnings are cash
    await fund(db(), f, { cash: 50 });
    const id = await createChallenge(db(), { type: 'solo', createdBy: a });
    await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'solo_succeeds', amount: 100 });
    await addStake(db(), id, { userId: s, role: 'backer', outcome: 'solo_succeeds', amount: 20, shard: 1 });
    await addStake(db(), id, { userId: f, role: 'backer', outcome: 'solo_fails', amount: 50, shard: 2 });
    const revenueBefore = await revenue(t);

    expect((await decide(boss, id, { outcome: 'solo_succeeds' })).status).toBe(200);
    expect((await settled(id)).status).toBe('paid_out');
    expect(await balances(db(), a)).toEqual({ bonus: 0, cash: 113 });
    expect(await balances(db(), s)).toEqual({ bonus: 20, cash: 3 });
    expect(await balances(db(), f)).toEqual({ bonus: 5, cash: 0 });
    expect((await revenue(t)) - revenueBefore).toBe(34 - 5);
    expect(await escrowOf(db(), id)).toBe(0);
  });

  it('public: 10 entrants × 100, 8 winners → each winner gets 100 back, the 2 losers 10 bonus each (fee cap: winners never lose)', async () => {
    const creator = await insertPerson(db(), 'ex3_creator');
    const entrants: string[] = [];
    for (let i = 0; i < 10; i += 1) entrants.push(await insertPerson(db(), `ex3_p${i}`));
    const id = await createChallenge(db(), { type: 'public', createdBy: creator });
    for (const [i, p] of entrants.entries()) {
      await fund(db(), p, { cash: 100 });
      await addStake(db(), id, { userId: p, role: 'participant', outcome: 'completed', amount: 100, shard: i % 4 });
    }
    const winners = entrants.slice(0, 8);
    const revenueBefore = await revenue(t);

    expect((await decide(boss, id, { outcome: 'completed', winnerIds: [] })).body.error?.message).toBe(M.selectWinner);
    expect((await decide(boss, id, { outcome: 'completed' })).body.error?.message).toBe(M.selectWinner); // nobody marked yet
    expect((await decide(boss, id, { outcome: 'completed', winnerIds: [creator] })).body.error?.message).toBe(M.winnersNotParticipants);
    expect((await decide(boss, id, { outcome: 'solo_succeeds', winnerIds: winners })).body.error?.message).toBe(M.invalidOutcome);
    expect((await challengeRow(db(), id)).status).toBe('active'); // refusals changed nothing

    expect((await decide(boss, id, { outcome: 'completed', winnerIds: winners })).status).toBe(200);
    expect((await settled(id)).status).toBe('paid_out');
    for (const w of winners) expect(await balances(db(), w)).toEqual({ bonus: 0, cash: 100 });
    for (const l of entrants.slice(8)) expect(await balances(db(), l)).toEqual({ bonus: 10, cash: 0 });
    expect((await revenue(t)) - revenueBefore).toBe(200 - 20);
    expect(await escrowOf(db(), id)).toBe(0);
    const stakes = await stakesOf(db(), id);
    expect(winners.every((w) => stakes.get(w)!.isWinner && stakes.get(w)!.status === 'won')).toBe(true);
    expect(await noticesOf(winners[0]!)).toEqual(['challenge_won']);
    expect(await noticesOf(entrants[9]!)).toEqual(['loss_mitigation_refund']);
  });
});

describe('refunds', () => {
  it('nobody on the winning side: every stake back to its own pockets, no fee, challenge cancelled', async () => {
    const [a, s] = [await insertPerson(db(), 'nw_a'), await insertPerson(db(), 'nw_s')];
    await fund(db(), a, { bonus: 40, cash: 60 });
    await fund(db(), s, { cash: 20 });
    const id = await createChallenge(db(), { type: 'solo', createdBy: a });
    await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'solo_succeeds', amount: 100 });
    await addStake(db(), id, { userId: s, role: 'backer', outcome: 'solo_succeeds', amount: 20, shard: 7 });
    const revenueBefore = await revenue(t);

    expect((await decide(boss, id, { outcome: 'solo_fails' })).status).toBe(200);
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'cancelled', outcome: 'solo_fails', void_reason: 'Nobody staked on the winning outcome.' });
    expect(await balances(db(), a)).toEqual({ bonus: 40, cash: 60 });
    expect(await balances(db(), s)).toEqual({ bonus: 0, cash: 20 });
    expect(await revenue(t)).toBe(revenueBefore);
    expect(await escrowOf(db(), id)).toBe(0);
    // One settlement's credits share created_at (its transaction's start): compared as a set.
    expect((await creditsOf(db(), id)).map((c) => [c.userId, c.type, c.amount]).sort()).toEqual(
      [
        [a, 'challenge_refund', 100],
        [s, 'challenge_refund', 20],
      ].sort(),
    );
    expect([...(await stakesOf(db(), id)).values()].every((st) => st.status === 'refunded')).toBe(true);
  });

  it('an admin voids: cancelled with the reason, every stake back to its own pockets, no fee; a second void is refused', async () => {
    const [a, b, x] = [await insertPerson(db(), 'void_a'), await insertPerson(db(), 'void_b'), await insertPerson(db(), 'void_x')];
    await fund(db(), a, { bonus: 25, cash: 75 });
    await fund(db(), b, { cash: 100 });
    await fund(db(), x, { bonus: 5, cash: 10 });
    const id = await createChallenge(db(), { type: 'two_player', createdBy: a, playerA: a, playerB: b, status: 'pending_verification' });
    await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'player_a_wins', amount: 100 });
    await addStake(db(), id, { userId: b, role: 'player_b', outcome: 'player_b_wins', amount: 100, shard: 1 });
    await addStake(db(), id, { userId: x, role: 'backer', outcome: 'player_b_wins', amount: 15, shard: 2 });
    const revenueBefore = await revenue(t);

    expect((await voidIt(boss, id, { reason: 'x' })).body.error?.message).toBe(M.reasonRequired);
    expect((await voidIt(boss, id, {})).status).toBe(400);
    const res = await voidIt(boss, id, { reason: 'Irregular activity reported.' });
    expect([res.status, res.body]).toEqual([200, { success: true, status: 'cancelled', refundedStakes: 3 }]);
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'cancelled', void_reason: 'Irregular activity reported.', decided_by_user_id: boss.id });
    expect(await balances(db(), a)).toEqual({ bonus: 25, cash: 75 });
    expect(await balances(db(), b)).toEqual({ bonus: 0, cash: 100 });
    expect(await balances(db(), x)).toEqual({ bonus: 5, cash: 10 });
    expect(await revenue(t)).toBe(revenueBefore);
    expect(await escrowOf(db(), id)).toBe(0);
    expect((await creditsOf(db(), id)).every((c) => c.type === 'challenge_refund')).toBe(true);
    expect(await noticesOf(x)).toEqual(['transaction_completed']);

    const again = await voidIt(boss, id, { reason: 'Once more.' });
    expect([again.status, again.body.error?.message]).toEqual([409, M.notVoidable]);
    const decideAfter = await decide(boss, id, { outcome: 'player_a_wins' });
    expect([decideAfter.status, decideAfter.body.error?.message]).toEqual([409, M.notDecidable]);
  });
});

describe('exactly once', () => {
  async function soloWithStakes(tag: string) {
    const [a, f] = [await insertPerson(db(), `${tag}_a`), await insertPerson(db(), `${tag}_f`)];
    await fund(db(), a, { cash: 100 });
    await fund(db(), f, { cash: 100 });
    const id = await createChallenge(db(), { type: 'solo', createdBy: a });
    await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'solo_succeeds', amount: 100 });
    await addStake(db(), id, { userId: f, role: 'backer', outcome: 'solo_fails', amount: 100, shard: 9 });
    return { a, f, id };
  }

  it('running the settlement job again (and concurrently) pays once', async () => {
    const { a, f, id } = await soloWithStakes('idem');
    expect((await decide(boss, id, { outcome: 'solo_succeeds' })).status).toBe(200);
    // Alongside the queued job, three more runs at once and one after: all lock the challenge row.
    const runs = await Promise.all([settleChallengeNow(deps, id), settleChallengeNow(deps, id), settleChallengeNow(deps, id)]);
    await settled(id);
    expect(runs.filter((r) => r.kind === 'settled').length).toBeLessThanOrEqual(1);
    expect((await settleChallengeNow(deps, id)).kind).toBe('noop');
    // T=200, W=100, F=min(40,100)=40 → A 160; f 10 bonus.
    expect(await balances(db(), a)).toEqual({ bonus: 0, cash: 160 });
    expect(await balances(db(), f)).toEqual({ bonus: 10, cash: 0 });
    expect((await creditsOf(db(), id)).length).toBe(2);
  });

  it('the money commits first; the notices job then tells each person once, however often it runs', async () => {
    const { a, f, id } = await soloWithStakes('tell');
    // Straight to `completed` without the admin route, so no queued job races the runs below.
    await sql`UPDATE challenges SET status = 'completed', outcome = 'solo_succeeds' WHERE id = ${id}`.execute(db());
    const queued: string[] = [];
    const quiet: SettlementDeps = { ...deps, jobs: { send: async (name, data) => (queued.push(`${name}:${(data as { challengeId: string }).challengeId}`), null) } };
    expect((await settleChallengeNow(quiet, id)).kind).toBe('settled');
    expect(queued).toEqual([`${SETTLEMENT_NOTICES_JOB}:${id}`]);
    expect(await balances(db(), a)).toEqual({ bonus: 0, cash: 160 });
    expect(await notificationTypesOf(db(), a)).toEqual([]);

    const runs = await Promise.all([sendSettlementNotices(deps, id), sendSettlementNotices(deps, id), sendSettlementNotices(deps, id)]);
    expect(runs.sort()).toEqual([0, 0, 2]);
    expect(await sendSettlementNotices(deps, id)).toBe(0);
    expect(await notificationTypesOf(db(), a)).toEqual(['challenge_won']);
    expect(await notificationTypesOf(db(), f)).toEqual(['loss_mitigation_refund']);
    const { rows } = await sql<{ message: string }>`SELECT message FROM notifications WHERE user_id = ${a}`.execute(db());
    expect(rows[0]!.message).toBe('You won “Test solo challenge”: 160 tokens (your 100-token stake plus 60 tokens) are in your wallet.');
  });

  it('the sweep queues again a settlement and notices whose jobs were lost, and each runs once', async () => {
    const lost = await soloWithStakes('lost');
    const untold = await soloWithStakes('untold');
    // Decided 40 minutes ago, its job gone; and one paid out 40 minutes ago whose notices never ran.
    await sql`UPDATE challenges SET status = 'completed', outcome = 'solo_succeeds', decided_at = now() - interval '40 minutes' WHERE id = ${lost.id}`.execute(db());
    await sql`UPDATE challenges SET status = 'completed', outcome = 'solo_fails' WHERE id = ${untold.id}`.execute(db());
    await settleChallengeNow({ ...deps, jobs: { send: async () => null } }, untold.id);
    await sql`UPDATE challenges SET settled_at = now() - interval '40 minutes' WHERE id = ${untold.id}`.execute(db());
    expect(await notificationTypesOf(db(), untold.f)).toEqual([]);

    const sweep = settlementJobs(deps).find((j) => j.name === SETTLEMENT_SWEEP_JOB)!;
    await sweep.handle({} as never);
    await sweep.handle({} as never);
    expect((await settled(lost.id)).status).toBe('paid_out');
    expect(await balances(db(), lost.a)).toEqual({ bonus: 0, cash: 160 });
    expect(await noticesOf(lost.a)).toEqual(['challenge_won']);
    expect(await noticesOf(untold.f)).toEqual(['challenge_backed_won']);
    // Everything done: the next sweep finds nothing, and nobody heard twice.
    await sweep.handle({} as never);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await notificationTypesOf(db(), lost.a)).toEqual(['challenge_won']);
    expect(await notificationTypesOf(db(), untold.f)).toEqual(['challenge_backed_won']);
    expect((await creditsOf(db(), lost.id)).length).toBe(2);
  });

  it('a challenge that is not settled yet gets no notices', async () => {
    const { a, id } = await soloWithStakes('early');
    expect(await sendSettlementNotices(deps, id)).toBe(0);
    expect(await notificationTypesOf(db(), a)).toEqual([]);
  });

  it('two admins deciding at once: one decision, the other 409, settled once', async () => {
    const { a, f, id } = await soloWithStakes('race');
    const [one, two] = await Promise.all([decide(boss, id, { outcome: 'solo_succeeds' }), decide(boss2, id, { outcome: 'solo_fails' })]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.error?.message).toBe(M.alreadyDecided);
    const winner = one.status === 200 ? 'solo_succeeds' : 'solo_fails';
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'paid_out', outcome: winner, decided_by_user_id: one.status === 200 ? boss.id : boss2.id });
    const credits = await creditsOf(db(), id);
    expect(credits.filter((c) => c.type === 'challenge_winnings_credit')).toHaveLength(1);
    expect(await balances(db(), winner === 'solo_succeeds' ? a : f)).toEqual({ bonus: 0, cash: 160 });
    expect(await balances(db(), winner === 'solo_succeeds' ? f : a)).toEqual({ bonus: 10, cash: 0 });
    // A later decision (a new action, new key) is refused too.
    const later = await decide(boss, id, { outcome: 'solo_succeeds' });
    expect([later.status, later.body.error?.message]).toEqual([409, M.alreadyDecided]);
  });

  it('a replayed decision (same Idempotency-Key) answers the first response and queues nothing new', async () => {
    const { id } = await soloWithStakes('replay');
    const key = randomUUID();
    const first = await decide(boss, id, { outcome: 'solo_succeeds' }, key);
    const second = await decide(boss, id, { outcome: 'solo_succeeds' }, key);
    expect([first.status, second.status, second.headers.get('Idempotent-Replayed')]).toEqual([200, 200, 'true']);
    await settled(id);
    expect((await creditsOf(db(), id)).filter((c) => c.type === 'challenge_winnings_credit')).toHaveLength(1);
  });
});

describe('result claims (spec §4, §5)', () => {
  it('players only; a claim moves the challenge to pending_verification; different claims flag it disputed', async () => {
    const id = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id });
    const denied = await claim(outsider, id, { outcome: 'player_a_wins' });
    expect([denied.status, denied.body.error?.message]).toEqual([403, M.notPlayer]);
    expect((await claim(pa, id, { outcome: 'solo_succeeds' })).body.error?.message).toBe(M.invalidOutcome);

    const first = await claim(pa, id, { outcome: 'player_a_wins' });
    expect([first.status, first.body]).toEqual([200, { success: true, message: 'Result submitted successfully!' }]);
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'pending_verification', disputed: false });
    // A claim may be changed until an admin decides (DOMAIN.md §9); the claims then agree, so no dispute.
    expect((await claim(pa, id, { outcome: 'player_b_wins' })).status).toBe(200);
    expect((await claim(pb, id, { outcome: 'player_b_wins' })).status).toBe(200);
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'pending_verification', disputed: false });
    expect((await claim(pa, id, { outcome: 'player_a_wins' })).status).toBe(200);
    expect(await challengeRow(db(), id)).toMatchObject({ status: 'pending_verification', disputed: true });
    // The admin resolves the dispute, saying why.
    expect((await decide(boss, id, { outcome: 'player_b_wins', reason: 'The evidence shows B won.' })).status).toBe(200);
    expect((await settled(id)).status).toBe('cancelled'); // no stakes were inserted: W = 0, nothing to pay
  });

  it('matching claims are not a dispute; a challenge that is not active refuses claims', async () => {
    const id = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id });
    await claim(pa, id, { outcome: 'player_b_wins' });
    await claim(pb, id, { outcome: 'player_b_wins' });
    expect((await challengeRow(db(), id)).disputed).toBe(false);

    for (const status of ['pending_acceptance', 'completed', 'paid_out', 'cancelled', 'rejected']) {
      const other = await createChallenge(db(), { type: 'two_player', createdBy: pa.id, playerA: pa.id, playerB: pb.id, status });
      const res = await claim(pa, other, { outcome: 'player_a_wins' });
      expect([status, res.status, res.body.error?.message]).toEqual([status, 409, M.notActive]);
    }
    expect((await claim(pa, randomUUID(), { outcome: 'player_a_wins' })).status).toBe(404);
  });

  it('solo: the creator claims; a backer may not', async () => {
    const id = await createChallenge(db(), { type: 'solo', createdBy: pa.id });
    await fund(db(), outsider.id, { cash: 10 });
    await addStake(db(), id, { userId: outsider.id, role: 'backer', outcome: 'solo_fails', amount: 10 });
    expect((await claim(outsider, id, { outcome: 'solo_fails' })).body.error?.message).toBe(M.notPlayer);
    expect((await claim(pa, id, { outcome: 'solo_succeeds' })).status).toBe(200);
    expect(await voidIt(boss, id, { reason: 'Tidy up the test.' })).toMatchObject({ status: 200 });
    expect(await balances(db(), outsider.id)).toEqual({ bonus: 0, cash: 10 });
  });

  it('public: the creator submits completed with the winners; the admin verifies without re-marking', async () => {
    const id = await createChallenge(db(), { type: 'public', createdBy: pa.id });
    const people = [await insertPerson(db(), 'pub_w'), await insertPerson(db(), 'pub_l')];
    for (const p of people) {
      await fund(db(), p, { cash: 50 });
      await addStake(db(), id, { userId: p, role: 'participant', outcome: 'completed', amount: 50 });
    }
    expect((await claim(pb, id, { outcome: 'completed', winnerIds: [people[0]] })).body.error?.message).toBe(M.notPlayer);
    expect((await claim(pa, id, { outcome: 'completed' })).body.error?.message).toBe(M.selectWinner);
    expect((await claim(pa, id, { outcome: 'completed', winnerIds: [people[0]] })).status).toBe(200);
    expect((await stakesOf(db(), id)).get(people[0]!)!.isWinner).toBe(true);
    expect((await decide(boss, id, { outcome: 'completed' })).status).toBe(200);
    expect((await settled(id)).status).toBe('paid_out');
    // T=100, W=50, F=min(20,50)=20 → winner 80; loser 5 bonus.
    expect(await balances(db(), people[0]!)).toEqual({ bonus: 0, cash: 80 });
    expect(await balances(db(), people[1]!)).toEqual({ bonus: 5, cash: 0 });
  });
});

describe('permissions (DOMAIN.md §6)', () => {
  it('admin endpoints refuse a signed-in non-admin (403) and a visitor (401)', async () => {
    const user = plainUser;
    const id = await createChallenge(db(), { type: 'solo', createdBy: user.id });
    for (const [path, body] of [
      [`/api/admin/challenges/${id}/decision`, { outcome: 'solo_succeeds' }],
      [`/api/admin/challenges/${id}/void`, { reason: 'Because I can.' }],
    ] as const) {
      expect((await send(t, user, path, { body, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(403);
      expect((await t.request(path, { method: 'POST', body, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(401);
    }
    expect((await t.request(`/api/challenges/${id}/result`, { method: 'POST', body: { outcome: 'solo_succeeds' } })).status).toBe(401);
    expect((await challengeRow(db(), id)).status).toBe('active');
  });
});

describe('end-date job', () => {
  it('moves active challenges past their end date to pending_verification, and only those', async () => {
    const creator = await insertPerson(db(), 'ending');
    const ended = await createChallenge(db(), { type: 'solo', createdBy: creator, endDate: new Date(Date.now() - 60_000) });
    const running = await createChallenge(db(), { type: 'solo', createdBy: creator });
    const endedCancelled = await createChallenge(db(), { type: 'solo', createdBy: creator, status: 'cancelled', endDate: new Date(Date.now() - 60_000) });
    const job = [endDateJob(deps)].find((j) => j.name === CHALLENGE_END_DATE_JOB)!;
    expect(job.schedule).toBe('* * * * *');
    await job.handle(undefined as never);
    expect((await challengeRow(db(), ended)).status).toBe('pending_verification');
    expect((await challengeRow(db(), running)).status).toBe('active');
    expect((await challengeRow(db(), endedCancelled)).status).toBe('cancelled');
    expect(await moveEndedToVerification(db())).toEqual([]);
  });
});
