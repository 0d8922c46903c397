// Settlement in chunks (decision 009) on a real database: small challenges forced through the path big
// ones take (every chunk its own transaction, two side by side), checked against settleChallenge()'s plan
// pocket by pocket; a failure between chunks — injected with a trigger that refuses one person's credit —
// resumed by the next run with the same numbers, paying each stake exactly once; concurrent runs; a void.
// The ledger invariants are checked mid-way here and when the file drops its database.
import type { SettlementPlan } from './settlement.reference-model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import type { Db } from '../../db/client';
import { verifyLedger } from '../ledger/ledger.verify';
import { sendSettlementNotices, settleChallengeNow, SETTLEMENT_NOTICES_JOB, type SettlementDeps } from './settlement.service';
import { addStake, balances, challengeRow, createChallenge, escrowOf, fund, insertPerson, planOf } from '../../../test/helpers/challenges';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

async function revenue(): Promise<number> {
  const { rows } = await sql<{ balance: string }>`SELECT balance FROM ledger_accounts WHERE kind = 'platform_revenue'`.execute(db);
  return Number(rows[0]!.balance);
}

/** Deps that run every settlement in chunks, two at a time, and record the jobs it queues. */
function chunked(queued: string[] = []): SettlementDeps {
  return {
    db,
    notifications: { notifyMany: async () => [] },
    jobs: { send: async (name, data) => (queued.push(`${name}:${(data as { challengeId: string }).challengeId}`), null) },
    settlement: { singleTransactionUpTo: 0, parallel: 2 },
  };
}

/**
 * A solo challenge, decided `solo_succeeds`, with `n` stakes over the 16 escrow shards: some part bonus,
 * about a third on the losing side, amounts that leave rounding tokens. Returns what each person should
 * hold after the settlement, computed with settleChallenge() on the stakes as they were loaded before.
 */
async function decidedChallenge(tag: string, n: number, { losingSide = 'solo_fails' } = {}) {
  const people: string[] = [];
  for (let i = 0; i < n; i += 1) people.push(await insertPerson(db, `${tag}${i}`));
  const id = await createChallenge(db, { type: 'solo', createdBy: people[0]! });
  for (const [i, person] of people.entries()) {
    await fund(db, person, { cash: 200, bonus: i % 3 === 0 ? 7 : 0 });
    const outcome = i === 0 || i % 3 !== 1 ? 'solo_succeeds' : losingSide;
    await addStake(db, id, { userId: person, role: i === 0 ? 'player_a' : 'backer', outcome, amount: 5 + ((i * 37) % 90), shard: i % 16 });
  }
  await sql`UPDATE challenges SET status = 'completed', outcome = 'solo_succeeds', decided_at = now() WHERE id = ${id}`.execute(db);
  const plan = await planOf(db, id, 'solo_succeeds');
  const expected = new Map<string, { cash: number; bonus: number }>();
  for (const p of people) expected.set(p, await balances(db, p));
  for (const w of plan.winners) {
    const b = expected.get(w.userId)!;
    expected.set(w.userId, { cash: b.cash + w.stakeBackCash + w.winnings, bonus: b.bonus + w.stakeBackBonus });
  }
  for (const l of plan.losers) expected.get(l.userId)!.bonus += l.lossMitigation;
  for (const r of plan.refunds) {
    const b = expected.get(r.userId)!;
    expected.set(r.userId, { cash: b.cash + r.cash, bonus: b.bonus + r.bonus });
  }
  return { id, people, plan, expected };
}

async function expectPaidAsPlanned(c: Awaited<ReturnType<typeof decidedChallenge>>) {
  for (const p of c.people) expect([p, await balances(db, p)]).toEqual([p, c.expected.get(p)]);
  expect(await escrowOf(db, c.id)).toBe(0);
  // One credit transaction per paid stake, each named by exactly one stake: nobody paid twice.
  const { rows } = await sql<{ stakes: number; credits: number; distinct_stakes: number; linked: number }>`
    SELECT (SELECT count(*)::int FROM challenge_stakes WHERE challenge_id = ${c.id} AND settlement_transaction_id IS NOT NULL) AS stakes,
           count(*)::int AS credits, count(DISTINCT metadata->>'stakeId')::int AS distinct_stakes,
           (SELECT count(*)::int FROM challenge_stakes s JOIN transactions t ON t.id = s.settlement_transaction_id WHERE s.challenge_id = ${c.id}) AS linked
    FROM transactions WHERE metadata->>'challengeId' = ${c.id}
      AND type IN ('challenge_winnings_credit', 'loss_mitigation_credit', 'challenge_refund')`.execute(db);
  const paidStakes = c.plan.winners.length + c.plan.losers.filter((l) => l.lossMitigation > 0).length + c.plan.refunds.length;
  expect(rows[0]).toEqual({ stakes: paidStakes, credits: paidStakes, distinct_stakes: paidStakes, linked: paidStakes });
  expect(await verifyLedger(db)).toEqual([]);
}

/** A test-only fault: any credit transaction for `userId` (or for anyone) is refused, as a crash would stop the chunk. */
async function refuseCredits(userId: string | null) {
  await sql`CREATE OR REPLACE FUNCTION test_refuse_credit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS test_refuse_credit ON transactions`.execute(db);
  await sql`
    CREATE TRIGGER test_refuse_credit BEFORE INSERT ON transactions FOR EACH ROW
    WHEN (NEW.type IN ('challenge_winnings_credit', 'loss_mitigation_credit', 'challenge_refund') AND (NEW.user_id = ${sql.lit(userId ?? '00000000-0000-0000-0000-000000000000')}::uuid OR ${sql.lit(userId === null)}))
    EXECUTE FUNCTION test_refuse_credit()`.execute(db);
}
const allowCredits = () => sql`DROP TRIGGER IF EXISTS test_refuse_credit ON transactions`.execute(db);

describe('settlement in chunks', () => {
  it('pays exactly the plan, chunk by chunk (two side by side), then marks the challenge paid_out and queues the notices once', async () => {
    const c = await decidedChallenge('chunk', 40);
    const revenueBefore = await revenue();
    const queued: string[] = [];
    const result = await settleChallengeNow(chunked(queued), c.id);
    expect(result).toMatchObject({ kind: 'settled', numbers: { total: c.plan.total, fee: c.plan.fee, distributable: c.plan.distributable } });
    expect((await challengeRow(db, c.id)).status).toBe('paid_out');
    expect(queued).toEqual([`${SETTLEMENT_NOTICES_JOB}:${c.id}`]);
    await expectPaidAsPlanned(c);
    expect((await revenue()) - revenueBefore).toBe(c.plan.platformRevenue);
    expect((await settleChallengeNow(chunked(), c.id)).kind).toBe('noop');
  });

  it('a failure between chunks leaves every committed chunk paid and the rest active; the next run pays the rest once, with the same numbers', async () => {
    const c = await decidedChallenge('crash', 40);
    // One winner's credit is refused: the chunk holding them rolls back, the other chunks commit.
    const victim = c.plan.winners[3]!.userId;
    await refuseCredits(victim);
    await expect(settleChallengeNow(chunked(), c.id)).rejects.toThrow(/injected fault/);
    await allowCredits();
    const { rows: half } = await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM challenge_stakes WHERE challenge_id = ${c.id} GROUP BY 1`.execute(db);
    const byStatus = Object.fromEntries(half.map((r) => [r.status, r.n]));
    expect(byStatus.active).toBeGreaterThan(0);
    expect((byStatus.won ?? 0) + (byStatus.lost ?? 0)).toBeGreaterThan(0);
    // Meanwhile: still `completed` (no decision or void applies), nobody told yet, the books balanced.
    expect((await challengeRow(db, c.id)).status).toBe('completed');
    expect(await sendSettlementNotices({ db, notifications: { notifyMany: async () => [] } }, c.id)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
    const { rows: started } = await sql<{ started_at: Date }>`SELECT started_at FROM challenge_settlements WHERE challenge_id = ${c.id}`.execute(db);

    // The retry (or the sweep's copy) resumes.
    expect((await settleChallengeNow(chunked(), c.id)).kind).toBe('settled');
    expect((await challengeRow(db, c.id)).status).toBe('paid_out');
    await expectPaidAsPlanned(c);
    const { rows: after } = await sql<{ started_at: Date }>`SELECT started_at FROM challenge_settlements WHERE challenge_id = ${c.id}`.execute(db);
    expect(after).toEqual(started); // the numbers were fixed once
  });

  it('a failure right after the start (numbers fixed, escrow balanced, nothing paid) is resumed too', async () => {
    const c = await decidedChallenge('early', 24);
    const escrowBefore = await escrowOf(db, c.id);
    await refuseCredits(null);
    await expect(settleChallengeNow(chunked(), c.id)).rejects.toThrow(/injected fault/);
    await allowCredits();
    // The fee already went to revenue; every stake is still active and the escrow holds the rest.
    expect(await escrowOf(db, c.id)).toBe(escrowBefore - c.plan.fee);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM challenge_stakes WHERE challenge_id = ${c.id} AND status = 'active'`.execute(db);
    expect(rows[0]!.n).toBe(24);
    expect(await verifyLedger(db)).toEqual([]);
    expect((await settleChallengeNow(chunked(), c.id)).kind).toBe('settled');
    await expectPaidAsPlanned(c);
  });

  it('three runs at once (the job, a retry, the sweep): one finishes, the others do nothing, every stake paid once', async () => {
    const c = await decidedChallenge('race', 36);
    const runs = await Promise.all([settleChallengeNow(chunked(), c.id), settleChallengeNow(chunked(), c.id), settleChallengeNow(chunked(), c.id)]);
    expect(runs.map((r) => r.kind).sort()).toEqual(['noop', 'noop', 'settled']);
    await expectPaidAsPlanned(c);
  });

  it('nobody on the winning side: every stake refunded to its own pockets in chunks, the challenge cancelled', async () => {
    const c = await decidedChallenge('void', 20, { losingSide: 'solo_succeeds' });
    await sql`UPDATE challenges SET outcome = 'solo_fails' WHERE id = ${c.id}`.execute(db);
    // Everyone staked on solo_succeeds: the plan for solo_fails refunds them all.
    const plan = await planOf(db, c.id, 'solo_fails');
    expect(plan.kind).toBe('void');
    const before = await revenue();
    const expected = await refundedBalances(c.people, plan);
    expect((await settleChallengeNow(chunked(), c.id)).kind).toBe('void');
    expect(await challengeRow(db, c.id)).toMatchObject({ status: 'cancelled', void_reason: 'Nobody staked on the winning outcome.' });
    await expectPaidAsPlanned({ ...c, plan, expected });
    expect(await revenue()).toBe(before);
  });
});

/** What everyone holds once their stakes came back: their balance now plus each refund. */
async function refundedBalances(people: string[], plan: SettlementPlan) {
  const expected = new Map<string, { cash: number; bonus: number }>();
  for (const p of people) expected.set(p, await balances(db, p));
  for (const r of plan.refunds) {
    const b = expected.get(r.userId)!;
    expected.set(r.userId, { cash: b.cash + r.cash, bonus: b.bonus + r.bonus });
  }
  return expected;
}
