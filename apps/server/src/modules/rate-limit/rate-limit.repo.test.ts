// The rate-limit counters on a real database: the count of hits arriving together, and the hit that
// does not wait for its WAL flush (issue #21 §3) — which must never reach beyond its own statement.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { runInTransaction } from '../../db/unit-of-work';
import { hitRateLimits } from './rate-limit.repo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const setting = async (db: TestDatabase['db']) => (await sql<{ s: string }>`SELECT current_setting('synchronous_commit') AS s`.execute(db)).rows[0]!.s;

describe('hitRateLimits', () => {
  it.each([true, false])('counts each hit in order, repeated keys included (waitForFlush: %s)', async (waitForFlush) => {
    const a = `a-${waitForFlush}`;
    const b = `b-${waitForFlush}`;
    const first = await hitRateLimits(database.db, [a, b, a], 60, { waitForFlush });
    expect(first.map((h) => h.hits)).toEqual([1, 1, 2]);
    const second = await hitRateLimits(database.db, [a], 60, { waitForFlush });
    expect(second.map((h) => h.hits)).toEqual([3]);
    const { rows } = await sql<{ key: string; hits: number }>`SELECT key, hits FROM rate_limit_counters WHERE key IN (${a}, ${b}) ORDER BY key`.execute(database.db);
    expect(rows).toEqual([
      { key: a, hits: 3 },
      { key: b, hits: 1 },
    ]);
  });

  it("without the flush wait, leaves the connection's setting as it was", async () => {
    // One connection, so the next statement runs where the hit ran.
    await database.db.connection().execute(async (db) => {
      await hitRateLimits(db, ['one-connection'], 60, { waitForFlush: false });
      expect(await setting(db)).toBe('on');
    });
  });

  it("inside a transaction, never turns off the flush of the transaction's commit (a stake's, a payout's)", async () => {
    await runInTransaction(database.db, async (tx) => {
      await hitRateLimits(tx, ['in-a-transaction'], 60, { waitForFlush: false });
      expect(await setting(tx)).toBe('on');
    });
  });
});
