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
const jobsNamed = (prefix: string, count: number): JobDefinition<never>[] =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix}.job-${i}`, retryLimit: 1, retryDelaySeconds: 1, handle: async () => {} }));

it('instances starting at once, each creating the same new queues, all start (no deadlock between them)', async () => {
  for (let round = 0; round < 3; round += 1) {
    const jobs = jobsNamed(`round-${round}`, 12);
    const started = await Promise.allSettled([0, 1, 2].map(() => startJobQueue({ connectionString: t.url, log, jobs, maxConnections: 2 })));
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
  }
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`${JOB_SCHEMA}.queue`)} WHERE name LIKE 'round-%'`.execute(t.db);
  expect(rows[0]!.n).toBe(36);
});

it('a queue that fails to start lets go of its connections (the process can end)', async () => {
  const bad: JobDefinition<never>[] = [{ name: 'bad.schedule', retryLimit: 1, retryDelaySeconds: 1, schedule: 'every blue moon', handle: async () => {} }];
  await expect(startJobQueue({ connectionString: t.url, log, jobs: bad, maxConnections: 2 })).rejects.toThrow();
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${t.name} AND application_name = 'pgboss'`.execute(t.db);
  expect(rows[0]!.n).toBe(0);
});
