// The real application on a fresh database: buildApp with real jobs (pg-boss), the dev outbox as
// e-mail/SMS provider, and a silent logger. Tests talk to it through app.request().
import { pino } from 'pino';
import { buildApp } from '../../src/app';
import { loadEnv, type Env } from '../../src/env';
import { rateLimitJobs } from '../../src/http/rate-limit';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../src/jobs/queue';
import { messagingJobs } from '../../src/modules/messaging/messaging.service';
import { createAppAuth, type Auth } from '../../src/modules/auth';
import { createProviders, type Providers } from '../../src/providers';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  database: TestDatabase;
  jobs: JobQueue;
  env: Env;
  auth: Auth;
  /** JSON request with an Origin and a client IP (TRUST_PROXY is on in tests). */
  request(path: string, init?: { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(options: { env?: Record<string, string>; providers?: (defaults: Providers) => Providers; extraJobs?: JobDefinition<never>[]; webDistDir?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000', ...options.env });
  const log = pino({ level: 'silent' });
  const defaults = createProviders(env, database.db);
  const providers = options.providers ? options.providers(defaults) : defaults;
  const jobs = await startJobQueue({
    connectionString: database.url,
    log,
    jobs: [...messagingJobs(providers, { retryDelaySeconds: 1 }), ...rateLimitJobs(database.db), ...(options.extraJobs ?? [])],
    pollingIntervalSeconds: 0.5,
    maxConnections: 3,
  });
  const auth = createAppAuth({ env, db: database.db, jobs, secret: 'test-secret-0123456789-abcdefghijklmnop' });
  const app = buildApp({ env, db: database.db, jobs, log, auth, webDistDir: options.webDistDir ?? null });
  return {
    app,
    database,
    jobs,
    env,
    auth,
    async request(path, init = {}) {
      const headers: Record<string, string> = { Origin: env.PUBLIC_URL, 'X-Forwarded-For': init.ip ?? '203.0.113.10', ...init.headers };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      return app.request(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body) });
    },
    async close() {
      await jobs.stop();
      await database.drop();
    },
  };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, { timeoutMs = 10_000, intervalMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
