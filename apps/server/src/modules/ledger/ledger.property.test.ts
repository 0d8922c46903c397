// Property test (fast-check): random sequences of purchases, bonuses, stakes into an escrow, refunds,
// redemptions, payout failures and reversals across several people. After every step the five
// invariants hold and every balance matches a simple model of what it should be.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertChallenge, insertUser } from '../../../test/helpers/fixtures';
import type { Db } from '../../db/client';
import { bonus, cash, escrow, getBalances, move, platform } from './ledger';
import { InsufficientTokensError } from './ledger.errors';
import { verifyLedger } from './ledger.verify';
import { insertTransaction, spendBonusFirst } from './ledger.test-helpers';
import { setTransactionStatus } from './transactions.repo';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

type Op =
  | { op: 'buy'; user: number; amount: number }
  | { op: 'bonus'; user: number; amount: number }
  | { op: 'stake'; user: number; amount: number }
  | { op: 'refund'; pick: number }
  | { op: 'redeem'; user: number; amount: number }
  | { op: 'payoutSucceeds'; pick: number }
  | { op: 'payoutFails'; pick: number }
  | { op: 'reverse'; pick: number };

const PEOPLE = 4;
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('buy' as const), user: person, amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ op: fc.constant('bonus' as const), user: person, amount: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ op: fc.constant('stake' as const), user: person, amount: fc.integer({ min: 1, max: 250 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('redeem' as const), user: person, amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ op: fc.constant('payoutSucceeds' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('payoutFails' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
);

describe('ledger under random operations', () => {
  it('keeps every invariant after each step and matches the model', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 40, maxLength: 100 }), async (ops) => {
        const users = await Promise.all(Array.from({ length: PEOPLE }, () => insertUser(db)));
        const challenge = await insertChallenge(db);
        const model = users.map(() => ({ cash: 0, bonus: 0 }));
        const stakes: { user: number; fromBonus: number; fromCash: number; refunded: boolean }[] = [];
        const payouts: { user: number; amount: number; txId: string; state: 'pending' | 'paid' | 'back' }[] = [];
        const pick = <T>(list: T[], i: number, ok: (t: T) => boolean) => list.filter(ok)[i % Math.max(1, list.filter(ok).length)];

        for (const op of ops) {
          await db
            .transaction()
            .execute(async (tx) => {
              switch (op.op) {
                case 'buy': {
                  const id = await insertTransaction(tx, { userId: users[op.user]!, type: 'token_bundle_purchase', status: 'completed', amountTokens: op.amount });
                  await move(tx, [{ from: platform('payments_in'), to: cash(users[op.user]!), amount: op.amount, kind: 'token_bundle_purchase', transactionId: id }]);
                  model[op.user]!.cash += op.amount;
                  break;
                }
                case 'bonus': {
                  const id = await insertTransaction(tx, { userId: users[op.user]!, type: 'daily_bonus_credit', status: 'completed', amountTokens: op.amount });
                  await move(tx, [{ from: platform('promotions'), to: bonus(users[op.user]!), amount: op.amount, kind: 'daily_bonus_credit', transactionId: id }]);
                  model[op.user]!.bonus += op.amount;
                  break;
                }
                case 'stake': {
                  const m = model[op.user]!;
                  const id = await insertTransaction(tx, { userId: users[op.user]!, type: 'challenge_stake', status: 'completed', amountTokens: -op.amount });
                  try {
                    const split = await spendBonusFirst(tx, { userId: users[op.user]!, amount: op.amount, to: escrow(challenge), kind: 'challenge_stake', transactionId: id });
                    expect(split.fromBonus).toBe(Math.min(m.bonus, op.amount)); // bonus first
                    m.bonus -= split.fromBonus;
                    m.cash -= split.fromCash;
                    stakes.push({ user: op.user, ...split, refunded: false });
                  } catch (error) {
                    expect(error).toBeInstanceOf(InsufficientTokensError);
                    expect(m.cash + m.bonus).toBeLessThan(op.amount);
                    throw error; // roll the whole step back, row included
                  }
                  break;
                }
                case 'refund': {
                  const stake = pick(stakes, op.pick, (s) => !s.refunded);
                  if (!stake) return;
                  const user = users[stake.user]!;
                  const id = await insertTransaction(tx, { userId: user, type: 'challenge_refund', status: 'completed', amountTokens: stake.fromBonus + stake.fromCash });
                  const legs = [];
                  if (stake.fromBonus) legs.push({ from: escrow(challenge), to: bonus(user), amount: stake.fromBonus, kind: 'challenge_refund', transactionId: id });
                  if (stake.fromCash) legs.push({ from: escrow(challenge), to: cash(user), amount: stake.fromCash, kind: 'challenge_refund', transactionId: id });
                  await move(tx, legs);
                  stake.refunded = true;
                  model[stake.user]!.bonus += stake.fromBonus;
                  model[stake.user]!.cash += stake.fromCash;
                  break;
                }
                case 'redeem': {
                  const m = model[op.user]!;
                  const id = await insertTransaction(tx, { userId: users[op.user]!, type: 'token_bundle_redemption', status: 'pending', amountTokens: -op.amount });
                  try {
                    await move(tx, [{ from: cash(users[op.user]!), to: platform('payout_pending'), amount: op.amount, kind: 'token_bundle_redemption', transactionId: id }]);
                  } catch (error) {
                    expect(error).toBeInstanceOf(InsufficientTokensError);
                    expect(m.cash).toBeLessThan(op.amount); // only cash is withdrawable
                    throw error;
                  }
                  m.cash -= op.amount;
                  payouts.push({ user: op.user, amount: op.amount, txId: id, state: 'pending' });
                  break;
                }
                case 'payoutSucceeds': {
                  const payout = pick(payouts, op.pick, (p) => p.state === 'pending');
                  if (!payout) return;
                  await move(tx, [{ from: platform('payout_pending'), to: platform('payouts_out'), amount: payout.amount, kind: 'payout_completed', transactionId: payout.txId }]);
                  await setTransactionStatus(tx, payout.txId, 'completed');
                  payout.state = 'paid';
                  break;
                }
                case 'payoutFails':
                case 'reverse': {
                  const from = op.op === 'payoutFails' ? 'pending' : 'paid';
                  const payout = pick(payouts, op.pick, (p) => p.state === from);
                  if (!payout) return;
                  const source = from === 'pending' ? platform('payout_pending') : platform('payouts_out');
                  await move(tx, [{ from: source, to: cash(users[payout.user]!), amount: payout.amount, kind: 'payout_failure_recredit', transactionId: payout.txId }]);
                  await setTransactionStatus(tx, payout.txId, 'failed_recredited', { errorMessage: op.op === 'payoutFails' ? 'Transfer failed' : 'Transfer reversed' });
                  model[payout.user]!.cash += payout.amount;
                  payout.state = 'back';
                  break;
                }
              }
            })
            .catch((error: unknown) => {
              if (!(error instanceof InsufficientTokensError)) throw error;
            });
          steps += 1;
          expect(await verifyLedger(db)).toEqual([]);
          for (const [i, user] of users.entries()) {
            const b = await getBalances(db, user);
            expect({ cash: b.cash, bonus: b.bonus }).toEqual(model[i]);
            expect(b.cash).toBeGreaterThanOrEqual(0);
            expect(b.bonus).toBeGreaterThanOrEqual(0);
          }
        }
        // Close the challenge cleanly so the after-file check sees no escrow left in a finished one.
        await db.transaction().execute(async (tx) => {
          for (const stake of stakes.filter((s) => !s.refunded)) {
            const user = users[stake.user]!;
            const id = await insertTransaction(tx, { userId: user, type: 'challenge_refund', status: 'completed', amountTokens: stake.fromBonus + stake.fromCash });
            const legs = [];
            if (stake.fromBonus) legs.push({ from: escrow(challenge), to: bonus(user), amount: stake.fromBonus, kind: 'challenge_refund', transactionId: id });
            if (stake.fromCash) legs.push({ from: escrow(challenge), to: cash(user), amount: stake.fromCash, kind: 'challenge_refund', transactionId: id });
            await move(tx, legs);
          }
          await tx.updateTable('challenges').set({ status: 'cancelled' }).where('id', '=', challenge).execute();
        });
        expect(await verifyLedger(db)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(steps).toBeGreaterThan(1500); // thousands of operations in all
  }, 240_000);
});
