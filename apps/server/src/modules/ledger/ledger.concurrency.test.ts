// 100 debits at the same moment against one balance: exactly as many succeed as the balance allows,
// and no balance is ever negative (guarded updates and row locks, not an in-process queue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertUser } from '../../../test/helpers/fixtures';
import { createDatabase, type Database } from '../../db/client';
import { cash, getBalances, move, platform } from './ledger';
import { InsufficientTokensError } from './ledger.errors';
import { verifyLedger } from './ledger.verify';
import { insertTransaction } from './ledger.test-helpers';

let database: TestDatabase;
let wide: Database; // many connections, so the 100 debits really run at once
beforeAll(async () => {
  database = await createTestDatabase();
  wide = createDatabase(database.url, { max: 50 });
});
afterAll(async () => {
  await wide.close();
  await database.drop();
});

describe('concurrent debits', () => {
  it('100 simultaneous redemptions of 10 against 500 tokens: exactly 50 succeed, balance 0, never negative', async () => {
    const user = await insertUser(database.db);
    await database.db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'token_bundle_purchase', status: 'completed', amountTokens: 500 });
      await move(tx, [{ from: platform('payments_in'), to: cash(user), amount: 500, kind: 'token_bundle_purchase', transactionId: id }]);
    });

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        wide.db.transaction().execute(async (tx) => {
          const id = await insertTransaction(tx, { userId: user, type: 'token_bundle_redemption', status: 'pending', amountTokens: -10 });
          await move(tx, [{ from: cash(user), to: platform('payout_pending'), amount: 10, kind: 'token_bundle_redemption', transactionId: id }]);
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(50);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientTokensError)).toBe(true);
    expect(await getBalances(database.db, user)).toEqual({ cash: 0, bonus: 0, total: 0 });
    const pending = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', user)
      .where('type', '=', 'token_bundle_redemption')
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(50); // the refused ones left no row behind
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('two-way movements between the same accounts in opposite directions never deadlock (ascending lock order)', async () => {
    const a = await insertUser(database.db);
    const b = await insertUser(database.db);
    for (const user of [a, b]) {
      await database.db.transaction().execute(async (tx) => {
        const id = await insertTransaction(tx, { userId: user, type: 'token_bundle_purchase', status: 'completed', amountTokens: 1000 });
        await move(tx, [{ from: platform('payments_in'), to: cash(user), amount: 1000, kind: 'token_bundle_purchase', transactionId: id }]);
      });
    }
    // A pays B and B pays A, 60 times each, all at once: a wrong lock order deadlocks here.
    await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        return wide.db.transaction().execute(async (tx) => {
          const out = await insertTransaction(tx, { userId: from, type: 'refund', status: 'completed', amountTokens: -1 });
          const into = await insertTransaction(tx, { userId: to, type: 'refund', status: 'completed', amountTokens: 1 });
          await move(tx, [
            { from: cash(from), to: platform('platform_revenue'), amount: 1, kind: 'test', transactionId: out },
            { from: platform('platform_revenue'), to: cash(to), amount: 1, kind: 'test', transactionId: into },
          ]);
        });
      }),
    );
    expect((await getBalances(database.db, a)).cash + (await getBalances(database.db, b)).cash).toBe(2000);
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
