import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import type { JobQueue } from '../../jobs/queue';
import { createAppAuth } from '../auth';
import { createPaystackClient } from '../../providers/paystack';
import type { Db } from '../../db/client';

const runningJobs: JobQueue = { register: async () => {}, send: async () => null, sendMany: async () => {}, isRunning: () => true, stop: async () => {} };
// Readiness never calls Paystack; a client pointing nowhere is enough.
const paystack = { client: createPaystackClient({ baseUrl: 'http://127.0.0.1:9', secretKey: 'sk_test_unused' }), secretKey: 'sk_test_unused' };
const env = loadEnv({ NODE_ENV: 'test' });
const appOn = (db: Db, jobs: JobQueue = runningJobs) => buildApp({ env, db, jobs, log: pino({ level: 'silent' }), auth: createAppAuth({ env, db, jobs, secret: 's'.repeat(32) }), paystack });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('health and readiness', () => {
  it('/healthz answers while the process lives; /readyz reports the database and jobs', async () => {
    const app = appOn(database.db);
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', jobs: 'ok' } });
  });

  it('/readyz fails with 503 when the database is down, while /healthz still answers', async () => {
    const doomed = await createTestDatabase();
    const app = appOn(doomed.db);
    expect((await app.request('/readyz')).status).toBe(200);
    // Take the database away for real: drop it, terminating the pool's connections.
    const { dropDatabase } = await import('../../../test/helpers/database');
    await dropDatabase(doomed.name);
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable', jobs: 'ok' } });
    expect((await app.request('/healthz')).status).toBe(200);
    await doomed.close();
  });

  it('/readyz fails when the job queue is stopped', async () => {
    const app = appOn(database.db, { ...runningJobs, isRunning: () => false });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', jobs: 'unavailable' } });
  });
});
