// The after-commit send of live events (realtime.publish.ts publishCommitted) on a real database: one
// statement that does not wait for its WAL flush (issue #21 §3, decision 044) — every payload reaches a
// LISTENer, in order, and the flush setting never outlives that statement on its connection.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { createDatabase, type Database } from '../../db/client';
import { publishCommitted, REALTIME_CHANNEL } from './realtime.publish';

let database: TestDatabase;
let single: Database; // one connection: the next statement runs where the send ran
beforeAll(async () => {
  database = await createTestDatabase();
  single = createDatabase(database.url, { max: 1 });
});
afterAll(async () => {
  await single.close();
  await database.drop();
});

describe('publishCommitted', () => {
  it("sends every payload, in order, and leaves the connection's flush setting as it was", async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => n.channel === REALTIME_CHANNEL && heard.push(n.payload ?? ''));
      await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
      const payloads = Array.from({ length: 5 }, (_, i) => JSON.stringify({ topic: `test:${i}`, event: { type: 'test.sent', data: {} } }));
      await Promise.all([publishCommitted(single.db, payloads.slice(0, 2)), publishCommitted(single.db, payloads.slice(2))]);
      for (let i = 0; i < 250 && heard.length < payloads.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(payloads);
      const { rows } = await sql<{ s: string; open: boolean }>`SELECT current_setting('synchronous_commit') AS s, now() <> statement_timestamp() AS open`.execute(single.db);
      expect(rows[0]).toEqual({ s: 'on', open: false });
    } finally {
      await listener.end();
    }
  });
});
