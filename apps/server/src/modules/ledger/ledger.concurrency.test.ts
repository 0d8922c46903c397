// 100 debits at the same moment against one balance: exactly as many succeed as the balance allows,
// and no balance is ever negative (guarded updates and row locks, not an in-process queue). Stakes into
// escrow shards made at the same moment by other transactions: made once, locked in id order, no deadlock.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertChallenge, insertUser } from '../../../test/helpers/fixtures';
import { createDatabase, type Database } from '../../db/client';
import { postBonusFirst } from './index';
import { cash, escrow, getBalances, move, platform } from './ledger';
import { InsufficientTokensError } from './ledger.errors';
import { verifyLedger } from './ledger.verify';
import { escrowBalance, insertTransaction } from './ledger.test-helpers';

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

describe('stakes into escrow shards created at the same moment (postBonusFirst, decision 044)', () => {
  it('a shard another transaction creates while this one waits is found, locked and credited; nothing is lost', async () => {
    const challenge = await insertChallenge(database.db);
    const backer = await insertUser(database.db);
    await database.db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: backer, type: 'token_bundle_purchase', status: 'completed', amountTokens: 5 });
      await move(tx, [{ from: platform('payments_in'), to: cash(backer), amount: 5, kind: 'token_bundle_purchase', transactionId: id }]);
    });
    // Another transaction has made shard 7 and not committed yet: the stake's lookup does not see it (and
    // so locks nothing), its INSERT waits for that transaction to end, creates nothing, and finds it.
    const other = await wide.pool.connect();
    let stake: Promise<unknown> | undefined;
    try {
      await other.query('BEGIN');
      await other.query(`INSERT INTO ledger_accounts (kind, challenge_id, shard) VALUES ('escrow', $1, 7)`, [challenge]);
      stake = wide.db.transaction().execute((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: backer, amount: 3, to: escrow(challenge, 7) }]));
      await waitUntil(async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%ON CONFLICT (challenge_id, shard)%'`.execute(database.db)).rows[0]!.n === 1);
      await other.query('COMMIT');
    } finally {
      other.release();
    }
    const [outcome] = (await stake) as [{ fromCash: number }];
    expect(outcome).toMatchObject({ fromBonus: 0, fromCash: 3 });
    const shards = await database.db.selectFrom('ledger_accounts').select(['shard', 'balance']).where('challenge_id', '=', challenge).execute();
    expect(shards.map((s) => [s.shard, Number(s.balance)])).toEqual([[7, 3]]);
    expect(await getBalances(database.db, backer)).toEqual({ cash: 2, bonus: 0, total: 2 });
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('10 stakes of 3 at once from 10 tokens, every account already there (found and locked in one statement): exactly 3 taken', async () => {
    const challenge = await insertChallenge(database.db);
    const backer = await insertUser(database.db);
    await database.db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: backer, type: 'token_bundle_purchase', status: 'completed', amountTokens: 11 });
      await move(tx, [{ from: platform('payments_in'), to: cash(backer), amount: 11, kind: 'token_bundle_purchase', transactionId: id }]);
    });
    // The shard exists (a first stake of 1), so every one of the ten takes the one-statement path.
    await database.db.transaction().execute((tx) => postBonusFirst(tx, [{ type: 'challenge_stake', userId: backer, amount: 1, to: escrow(challenge, 3) }]));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => wide.db.transaction().execute(async (tx) => (await postBonusFirst(tx, [{ type: 'challenge_stake', userId: backer, amount: 3, to: escrow(challenge, 3) }]))[0])));
    expect(outcomes.filter((o) => !(o instanceof Error))).toHaveLength(3);
    expect(outcomes.filter((o) => o instanceof InsufficientTokensError)).toHaveLength(7);
    expect(await getBalances(database.db, backer)).toEqual({ cash: 1, bonus: 0, total: 1 });
    expect(await escrowBalance(database.db, challenge)).toBe(10n);
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('40 batches at once, the same people into the same new shards: every stake taken once, no deadlock, the money adds up', async () => {
    const challenge = await insertChallenge(database.db);
    const people = await Promise.all(Array.from({ length: 8 }, () => insertUser(database.db)));
    for (const person of people) {
      await database.db.transaction().execute(async (tx) => {
        const id = await insertTransaction(tx, { userId: person, type: 'token_bundle_purchase', status: 'completed', amountTokens: 100 });
        await move(tx, [{ from: platform('payments_in'), to: cash(person), amount: 100, kind: 'token_bundle_purchase', transactionId: id }]);
      });
    }
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, b) =>
        wide.db.transaction().execute((tx) =>
          postBonusFirst(
            tx,
            people.map((userId, p) => ({ type: 'challenge_stake' as const, userId, amount: 1, to: escrow(challenge, (b + p) % 3) })),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const taken = results.length * people.length;
    expect(await escrowBalance(database.db, challenge)).toBe(BigInt(taken));
    const left = await Promise.all(people.map((p) => getBalances(database.db, p)));
    expect(left.reduce((sum, b) => sum + b.total, 0)).toBe(people.length * 100 - taken);
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('waitUntil: still not so after 10 s');
}
