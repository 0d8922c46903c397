// The job queue of several server instances starting at the same moment on one database.
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { JOB_SCHEMA, startJobQueue, type JobDefinition } from './queue';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const log = pino({ level: 'silent' });
const jobsNamed = (prefix: string, count: number): JobDefinition<never>[] => Array.from({ length: count }, (_, i) => ({ name: `${prefix}.job-${i}`, retryLimit: 1, retryDelaySeconds: 1, handle: async () => {} }));

it('instances starting at once, each creating the same new queues, all start (no deadlock between them)', async () => {
  for (let round = 0; round < 2; round += 1) {
    const jobs = jobsNamed(`round-${round}`, 10);
    const started = await Promise.allSettled([0, 1, 2].map(() => startJobQueue({ connectionString: t.url, log, jobs, maxConnections: 2 })));
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
  }
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`${JOB_SCHEMA}.queue`)} WHERE name LIKE 'round-%'`.execute(t.db);
  expect(rows[0]!.n).toBe(20);
}, 120_000);

it('a queue that fails to start lets go of its connections (the process can end)', async () => {
  // A database of its own: nothing else here may hold a pg-boss connection to it.
  const own = await createTestDatabase();
  try {
    const bad: JobDefinition<never>[] = [{ name: 'bad.schedule', retryLimit: 1, retryDelaySeconds: 1, schedule: 'every blue moon', handle: async () => {} }];
    await expect(startJobQueue({ connectionString: own.url, log, jobs: bad, maxConnections: 2 })).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${own.name} AND application_name = 'pgboss'`.execute(own.db);
    expect(rows[0]!.n).toBe(0);
  } finally {
    await own.drop();
  }
});
