// The job queue while PostgreSQL is unreachable: a job that ends just then must not take the server down.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { eventually } from '../../test/helpers/test-app';
import { startJobQueue } from './queue';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

/** Refuses new connections to the test database and cuts pg-boss's, as a database restart does. */
async function cutOff(allow: boolean) {
  const admin = new pg.Client({ connectionString: t.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(t.name)} WITH ALLOW_CONNECTIONS ${allow}`);
    if (!allow) await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'pgboss'`, [t.name]);
  } finally {
    await admin.end();
  }
}

it('a job that ends while the database is unreachable does not take the process down, and the queue carries on', async () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  const lines: { msg?: string; err?: { message?: string } }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  const ran: string[] = [];
  const queue = await startJobQueue({
    connectionString: t.url,
    log,
    pollingIntervalSeconds: 0.5,
    maxConnections: 2,
    jobs: [
      {
        name: 'test.outage',
        retryLimit: 0,
        retryDelaySeconds: 1,
        async handle({ step }: { step: string }) {
          ran.push(step);
          // The database goes away while the job runs: pg-boss cannot record that it ended.
          if (step === 'first') await cutOff(false);
        },
      },
    ],
  });
  try {
    await queue.send('test.outage', { step: 'first' });
    const endNotRecorded = () => lines.some((line) => line.err?.message?.startsWith('pg-boss could not record that a job ended'));
    await eventually(async () => (rejections.length || endNotRecorded() ? true : undefined), { timeoutMs: 30_000 });
    expect(rejections).toEqual([]);
    expect(endNotRecorded()).toBe(true);

    await cutOff(true);
    await queue.send('test.outage', { step: 'second' });
    await eventually(async () => (ran.includes('second') ? true : undefined), { timeoutMs: 30_000 });
  } finally {
    process.off('unhandledRejection', onRejection);
    await cutOff(true);
    await queue.stop();
  }
});
