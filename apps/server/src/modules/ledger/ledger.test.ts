import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertChallenge, insertUser } from '../../../test/helpers/fixtures';
import type { Db } from '../../db/client';
import { bonus, cash, escrow, getBalances, move, planBonusFirstSpends, platform } from './ledger';
import { BalanceFrozenError, InsufficientTokensError, LEDGER_MESSAGES } from './ledger.errors';
import { verifyLedger } from './ledger.verify';
import { insertTransaction, spendBonusFirst } from './ledger.test-helpers';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

/** A completed purchase of `tokens` (payments_in → cash), as the wallet will record one. */
async function buy(userId: string, tokens: number) {
  await db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'token_bundle_purchase', status: 'completed', amountTokens: tokens });
    await move(tx, [{ from: platform('payments_in'), to: cash(userId), amount: tokens, kind: 'token_bundle_purchase', transactionId: id }]);
  });
}

async function grantBonus(userId: string, tokens: number) {
  await db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'daily_bonus_credit', status: 'completed', amountTokens: tokens });
    await move(tx, [{ from: platform('promotions'), to: bonus(userId), amount: tokens, kind: 'daily_bonus_credit', transactionId: id }]);
  });
}

describe('ledger movements', () => {
  it('a purchase credits cash; the balance is cash + bonus; every invariant holds', async () => {
    const user = await insertUser(db);
    await buy(user, 100);
    await grantBonus(user, 5);
    expect(await getBalances(db, user)).toEqual({ cash: 100, bonus: 5, total: 105 });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('one movement of 15,000 legs is applied whole (set-based: no limit from query parameters), netted per account', async () => {
    const user = await insertUser(db);
    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'daily_bonus_credit', status: 'completed', amountTokens: 15_000 });
      const legs = Array.from({ length: 15_000 }, () => ({ from: platform('promotions'), to: bonus(user), amount: 1, kind: 'daily_bonus_credit', transactionId: id }));
      await move(tx, legs);
    });
    expect(await getBalances(db, user)).toEqual({ cash: 0, bonus: 15_000, total: 15_000 });
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ledger_transfers t JOIN transactions x ON x.id = t.transaction_id WHERE x.user_id = ${user}`.execute(db);
    expect(rows[0]!.n).toBe(15_000);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('a debit larger than the balance is refused and the whole transaction rolls back, row included', async () => {
    const user = await insertUser(db);
    await buy(user, 30);
    const before = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (tx) => {
        const id = await insertTransaction(tx, { userId: user, type: 'token_bundle_redemption', status: 'pending', amountTokens: -31 });
        await move(tx, [{ from: cash(user), to: platform('payout_pending'), amount: 31, kind: 'token_bundle_redemption', transactionId: id }]);
      }),
    ).rejects.toThrow(new InsufficientTokensError());
    const after = await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await getBalances(db, user)).toEqual({ cash: 30, bonus: 0, total: 30 });
  });

  it('a frozen balance refuses every movement, in and out', async () => {
    const user = await insertUser(db);
    await buy(user, 50);
    await db.updateTable('users').set({ balance_frozen: true }).where('id', '=', user).execute();
    await expect(buy(user, 10)).rejects.toThrow(new BalanceFrozenError());
    await expect(grantBonus(user, 10)).rejects.toThrow(LEDGER_MESSAGES.frozen);
    await db.updateTable('users').set({ balance_frozen: false }).where('id', '=', user).execute();
    expect((await getBalances(db, user)).total).toBe(50);
  });

  it('a compensation (a failed payout coming back) still reaches a frozen balance', async () => {
    const user = await insertUser(db);
    await buy(user, 40);
    const payout = await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'token_bundle_redemption', status: 'pending', amountTokens: -40 });
      await move(tx, [{ from: cash(user), to: platform('payout_pending'), amount: 40, kind: 'token_bundle_redemption', transactionId: id }]);
      return id;
    });
    await db.updateTable('users').set({ balance_frozen: true }).where('id', '=', user).execute();
    await db.transaction().execute(async (tx) => {
      await move(tx, [{ from: platform('payout_pending'), to: cash(user), amount: 40, kind: 'payout_failure_recredit', transactionId: payout }], { compensation: true });
      await tx.updateTable('transactions').set({ status: 'failed_recredited' }).where('id', '=', payout).execute();
    });
    expect((await getBalances(db, user)).cash).toBe(40);
    await db.updateTable('users').set({ balance_frozen: false }).where('id', '=', user).execute();
  });

  it('stakes spend bonus first, then cash, and a refund returns each part to where it came from', async () => {
    const user = await insertUser(db);
    const challenge = await insertChallenge(db);
    await buy(user, 100);
    await grantBonus(user, 30);
    const split = await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'challenge_stake', status: 'completed', amountTokens: -50 });
      return spendBonusFirst(tx, { userId: user, amount: 50, to: escrow(challenge), kind: 'challenge_stake', transactionId: id });
    });
    expect(split).toEqual({ fromBonus: 30, fromCash: 20 });
    expect(await getBalances(db, user)).toEqual({ cash: 80, bonus: 0, total: 80 });

    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'challenge_refund', status: 'completed', amountTokens: 50 });
      await move(tx, [
        { from: escrow(challenge), to: bonus(user), amount: split.fromBonus, kind: 'challenge_refund', transactionId: id },
        { from: escrow(challenge), to: cash(user), amount: split.fromCash, kind: 'challenge_refund', transactionId: id },
      ]);
    });
    expect(await getBalances(db, user)).toEqual({ cash: 100, bonus: 30, total: 130 });
    await db.updateTable('challenges').set({ status: 'cancelled' }).where('id', '=', challenge).execute();
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('a plan of many spends refuses each one on its own and counts one person’s spends against one balance', async () => {
    const [rich, twice, poor, frozen] = [await insertUser(db), await insertUser(db), await insertUser(db), await insertUser(db, { balanceFrozen: true })];
    const challenge = await insertChallenge(db);
    await buy(rich, 10);
    await buy(twice, 6);
    await grantBonus(twice, 2);
    await buy(poor, 1);
    const spends = [
      { userId: twice, amount: 5 }, // 2 bonus + 3 cash
      { userId: rich, amount: 10 },
      { userId: twice, amount: 4 }, // only 3 cash left: refused
      { userId: poor, amount: 2 },
      { userId: frozen, amount: 1 },
      { userId: twice, amount: 3 }, // exactly what is left
    ].map((s) => ({ ...s, to: escrow(challenge, 3), kind: 'challenge_stake' }));
    await db.transaction().execute(async (tx) => {
      const plan = await planBonusFirstSpends(tx, spends);
      expect(plan.outcomes.map((o) => (o instanceof Error ? o.constructor.name : o))).toEqual([
        { fromBonus: 2, fromCash: 3 },
        { fromBonus: 0, fromCash: 10 },
        'InsufficientTokensError',
        'InsufficientTokensError',
        'BalanceFrozenError',
        { fromBonus: 0, fromCash: 3 },
      ]);
      // Transaction rows for the spends that can be made only (a row no transfer backs breaks invariant 5).
      const ids = new Map<number, string>();
      for (const [i, s] of spends.entries()) {
        if (!(plan.outcomes[i] instanceof Error)) ids.set(i, await insertTransaction(tx, { userId: s.userId, type: 'challenge_stake', status: 'completed', amountTokens: -s.amount }));
      }
      await plan.apply((i) => ids.get(i)!);
    });
    expect(await getBalances(db, twice)).toEqual({ cash: 0, bonus: 0, total: 0 });
    expect(await getBalances(db, rich)).toEqual({ cash: 0, bonus: 0, total: 0 });
    expect(await getBalances(db, poor)).toEqual({ cash: 1, bonus: 0, total: 1 });
    const { rows } = await sql<{ balance: string }>`SELECT balance::text FROM ledger_accounts WHERE challenge_id = ${challenge} AND shard = 3`.execute(db);
    expect(rows[0]!.balance).toBe('18');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('a spend creates no pocket it does not take from; a person with no pocket at all is still refused as frozen', async () => {
    const [cashOnly, frozenNew, emptyNew] = [await insertUser(db), await insertUser(db, { balanceFrozen: true }), await insertUser(db)];
    const challenge = await insertChallenge(db);
    await buy(cashOnly, 5);
    const pockets = async (user: string) => (await db.selectFrom('ledger_accounts').select('kind').where('user_id', '=', user).orderBy('kind').execute()).map((r) => r.kind);
    await db.transaction().execute(async (tx) => {
      const plan = await planBonusFirstSpends(
        tx,
        [cashOnly, frozenNew, emptyNew].map((userId) => ({ userId, amount: 2, to: escrow(challenge, 1), kind: 'challenge_stake' })),
      );
      expect(plan.outcomes.map((o) => (o instanceof Error ? o.constructor.name : o))).toEqual([{ fromBonus: 0, fromCash: 2 }, 'BalanceFrozenError', 'InsufficientTokensError']);
      const id = await insertTransaction(tx, { userId: cashOnly, type: 'challenge_stake', status: 'completed', amountTokens: -2 });
      await plan.apply(() => id);
    });
    expect(await pockets(cashOnly)).toEqual(['user_cash']);
    expect(await getBalances(db, cashOnly)).toEqual({ cash: 3, bonus: 0, total: 3 });
  });

  it('refuses amounts that are not whole positive numbers', async () => {
    const user = await insertUser(db);
    for (const amount of [0, -5, 2.5, Number.NaN]) {
      await expect(db.transaction().execute((tx) => move(tx, [{ from: platform('payments_in'), to: cash(user), amount, kind: 'x' }]))).rejects.toThrow(/whole number above 0/);
    }
  });

  it('transfers are append-only: the database refuses to edit or delete them', async () => {
    await expect(sql`UPDATE ledger_transfers SET amount = amount + 1`.execute(db)).rejects.toThrow(/append-only \(UPDATE refused\)/);
    await expect(sql`DELETE FROM ledger_transfers`.execute(db)).rejects.toThrow(/append-only \(DELETE refused\)/);
  });

  it('verify finds a balance edited behind the ledger’s back (invariants 1 and 2)', async () => {
    const user = await insertUser(db);
    await buy(user, 10);
    await sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE user_id = ${user} AND kind = 'user_cash'`.execute(db);
    const breaches = await verifyLedger(db);
    expect(breaches).toEqual(expect.arrayContaining([expect.stringMatching(/^1\. the sum of all balances is 7/), expect.stringMatching(/^2\. account \d+ holds 17 but its transfers add up to 10/)]));
    await sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE user_id = ${user} AND kind = 'user_cash'`.execute(db);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('verify finds escrow left in a finished challenge (invariant 4) and a row its transfers do not back (invariant 5)', async () => {
    const user = await insertUser(db);
    const challenge = await insertChallenge(db);
    await buy(user, 40);
    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'challenge_stake', status: 'completed', amountTokens: -40 });
      await spendBonusFirst(tx, { userId: user, amount: 40, to: escrow(challenge), kind: 'challenge_stake', transactionId: id });
    });
    await db.updateTable('challenges').set({ status: 'paid_out' }).where('id', '=', challenge).execute();
    const ghost = await insertTransaction(db, { userId: user, type: 'challenge_winnings_credit', status: 'completed', amountTokens: 99 });
    const breaches = await verifyLedger(db);
    expect(breaches).toContain(`4. challenge ${challenge} is paid_out but its escrow holds 40`);
    expect(breaches).toContain(`5. transaction ${ghost} (completed, 99) is backed by transfers worth 0`);
    // Put things right for the after-file check: the ghost is marked cancelled, the stake refunded.
    await db.updateTable('transactions').set({ status: 'cancelled' }).where('id', '=', ghost).execute();
    await db.updateTable('challenges').set({ status: 'active' }).where('id', '=', challenge).execute();
    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'challenge_refund', status: 'completed', amountTokens: 40 });
      await move(tx, [{ from: escrow(challenge), to: cash(user), amount: 40, kind: 'challenge_refund', transactionId: id }]);
    });
    await db.updateTable('challenges').set({ status: 'cancelled' }).where('id', '=', challenge).execute();
    expect(await verifyLedger(db)).toEqual([]);
  });
});
