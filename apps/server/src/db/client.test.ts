import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { createDatabase, prepared } from './client';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('createDatabase', () => {
  it('a connection cut while a transaction holds it (a database restart) fails that transaction, not the process', async () => {
    const crashes: unknown[] = [];
    const onUncaught = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onUncaught);
    const database = createDatabase(t.url, { max: 2 });
    try {
      const outcome = await database.db
        .transaction()
        .execute(async (tx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(tx);
          // What a fast shutdown does to every backend, while this transaction waits between statements
          // (as one does while it calls Paystack).
          await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(t.db);
          for (let i = 0; i < 100; i += 1) {
            const alive = await sql`SELECT 1 FROM pg_stat_activity WHERE pid = ${rows[0]!.pid}`.execute(t.db);
            if (!alive.rows.length) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await new Promise((resolve) => setTimeout(resolve, 100)); // lets the client read the server's goodbye
          return sql`SELECT 1`.execute(tx);
        })
        .then(
          () => 'committed',
          (error: Error) => error.message,
        );
      expect(outcome).not.toBe('committed');
      expect(crashes).toEqual([]);
      // The broken connection left the pool: the next query gets a fresh one.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
    }
  });

  it('a prepared(name) text runs as that named statement on its connection, with its parameters; other SQL stays unnamed', async () => {
    const database = createDatabase(t.url, { max: 1 });
    try {
      const text = `${prepared('test-double')}SELECT $1::int * 2 AS doubled`;
      for (const n of [1, 2, 3]) expect((await database.db.executeQuery<{ doubled: number }>(CompiledQuery.raw(text, [n]))).rows).toEqual([{ doubled: 2 * n }]);
      await sql`SELECT ${'not prepared'}::text`.execute(database.db);
      // The one connection's own statements: only the named one was kept.
      const { rows } = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(database.db);
      expect(rows).toEqual([{ name: 'test-double', statement: text }]);
    } finally {
      await database.close();
    }
  });
});
