// Property test (fast-check): the SQL that pays settlements (pay-stakes.repo.ts) computes exactly
// the plan of the test oracle settleChallenge() (settlement.reference-model.ts, DOMAIN.md §4) — fee, shares,
// rounding tokens with their tie-breaks, winnings, loss mitigation, refunds — for random stakes: amounts
// from 1 token to 2^40 (products past 2^64), many equal ones (equal remainders), bonus/cash splits, equal and microsecond-apart stake times,
// solo and public challenges. Each case runs in a transaction that is rolled back.
import fc from 'fast-check';
import { exactRate, RULE_DEFAULTS } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertUser } from '../../../test/helpers/fixtures';
import type { Db } from '../../db/client';
import * as payout from './pay-stakes.repo';
import { planOf } from '../../../test/helpers/challenges';

let database: TestDatabase;
let db: Db;
let people: string[];
const PEOPLE = 24;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  people = await Promise.all(Array.from({ length: PEOPLE }, () => insertUser(db)));
});
afterAll(() => database.drop());

const RATES = { fee: exactRate(RULE_DEFAULTS.platformFeeRate), mitigation: exactRate(RULE_DEFAULTS.lossMitigationRate) };
/** Microseconds after a base time: equal times (ties broken by id) and 1 µs apart (the createdAt doubles). */
const OFFSETS_US = [0, 0, 1, 2, 999, 1000, 1001, 5_000_000];

const stakeArb = fc.record({
  person: fc.integer({ min: 0, max: PEOPLE - 1 }),
  // Equal amounts make equal remainders: the rounding tokens then go by time, then by id.
  amount: fc.oneof({ arbitrary: fc.constantFrom(1, 3, 7, 10, 13), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 120 }), weight: 1 }, { arbitrary: fc.integer({ min: 1, max: 2 ** 40 }), weight: 1 }),
  bonusShare: fc.double({ min: 0, max: 1, noNaN: true }),
  onA: fc.boolean(),
  at: fc.integer({ min: 0, max: OFFSETS_US.length - 1 }),
  shard: fc.integer({ min: 0, max: 5 }),
});
const caseArb = fc.record({
  type: fc.constantFrom('solo' as const, 'public' as const),
  stakes: fc.uniqueArray(stakeArb, { selector: (s) => s.person, minLength: 1, maxLength: 18 }),
});

type Case = { type: 'solo' | 'public'; stakes: { person: number; amount: number; bonusShare: number; onA: boolean; at: number; shard: number }[] };

/** The challenge of a case, `completed`, with its stakes (and their stake transaction rows), in `tx`. */
async function setUp(tx: Db, c: Case): Promise<string> {
  const outcome = c.type === 'public' ? 'completed' : 'solo_succeeds';
  const { rows } = await sql<{ id: string }>`
    INSERT INTO challenges (title, type, status, outcome, category_slug, start_date, end_date)
    VALUES ('Plan case', ${c.type}, 'completed', ${outcome}, 'fitness', now() - interval '1 day', now() + interval '1 day') RETURNING id`.execute(tx);
  const id = rows[0]!.id;
  for (const s of c.stakes) {
    const fromBonus = Math.floor(s.amount * s.bonusShare);
    const { rows: t } = await sql<{ id: string }>`
      INSERT INTO transactions (user_id, type, status, amount_tokens) VALUES (${people[s.person]}, 'challenge_stake', 'completed', ${-s.amount}) RETURNING id`.execute(tx);
    await sql`
      INSERT INTO challenge_stakes (challenge_id, user_id, role, outcome, is_winner, amount, from_bonus, from_cash, escrow_shard, transaction_id, created_at)
      VALUES (${id}, ${people[s.person]}, ${c.type === 'public' ? 'participant' : 'backer'}, ${c.type === 'public' ? 'completed' : s.onA ? 'solo_succeeds' : 'solo_fails'},
              ${c.type === 'public' && s.onA}, ${s.amount}, ${fromBonus}, ${s.amount - fromBonus}, ${s.shard}, ${t[0]!.id},
              timestamptz '2026-03-01 10:00:00+00' + make_interval(secs => ${OFFSETS_US[s.at]! / 1e6}))`.execute(tx);
  }
  return id;
}

/** Claims one side of every shard and reads what the batch would pay each stake. */
async function claimed(tx: Db, id: string, side: payout.Side, wins: ReturnType<typeof payout.winsOf>) {
  await payout.claimStakes(tx, id, side, [0, 1, 2, 3, 4, 5], wins);
  const { rows } = await sql<{ stake_id: string; credit: string; winnings: string; from_bonus: string; from_cash: string; transaction_id: string | null }>`
    SELECT stake_id, credit, winnings, from_bonus, from_cash, transaction_id FROM settlement_batch`.execute(tx);
  await payout.dropBatch(tx);
  return new Map(rows.map((r) => [r.stake_id, { credit: Number(r.credit), winnings: Number(r.winnings), fromBonus: Number(r.from_bonus), fromCash: Number(r.from_cash), paid: r.transaction_id !== null }]));
}

/** Checks one case in `tx`: the numbers, then what each side's claim would pay every stake. */
async function compare(tx: Db, c: Case): Promise<void> {
  const id = await setUp(tx, c);
  const plan = await planOf(tx, id, 'solo_succeeds', { isPublic: c.type === 'public' });
  const wins = payout.winsOf({ type: c.type, outcome: c.type === 'public' ? 'completed' : 'solo_succeeds' });
  const numbers = await payout.recordSettlementNumbers(tx, id, wins, RATES);
  expect(numbers).toEqual({ kind: plan.kind, total: plan.total, winningTotal: plan.winningTotal, fee: plan.fee, distributable: plan.distributable, lossMitigation: plan.fee - plan.platformRevenue });
  if (plan.kind === 'void') {
    const refunds = await claimed(tx, id, 'refund', wins);
    expect(refunds.size).toBe(plan.refunds.length);
    for (const r of plan.refunds) expect(refunds.get(r.stakeId)).toMatchObject({ credit: r.bonus + r.cash, fromBonus: r.bonus, fromCash: r.cash, paid: true });
    return;
  }
  const targets = await payout.escrowTargets(tx, id, 'won', wins);
  expect(targets.reduce((sum, t) => sum + t.target, 0)).toBe(plan.distributable);
  const won = await claimed(tx, id, 'won', wins);
  expect(won.size).toBe(plan.winners.length);
  for (const w of plan.winners) expect(won.get(w.stakeId)).toEqual({ credit: w.share, winnings: w.winnings, fromBonus: w.stakeBackBonus, fromCash: w.stakeBackCash, paid: true });
  const lost = await claimed(tx, id, 'lost', wins);
  expect(lost.size).toBe(plan.losers.length);
  for (const l of plan.losers) expect(lost.get(l.stakeId)).toMatchObject({ credit: l.lossMitigation, winnings: 0, paid: l.lossMitigation > 0 });
}

const ROLLBACK = new Error('rolled back on purpose');

describe('the settlement SQL and settleChallenge()', () => {
  it('agree on the fee, every share, rounding token, winnings, mitigation and refund', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        cases += 1;
        await db
          .transaction()
          .execute(async (tx) => {
            await compare(tx, c);
            throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          });
      }),
      { numRuns: 150 },
    );
    expect(cases).toBeGreaterThanOrEqual(150);
  }, 240_000);
});
