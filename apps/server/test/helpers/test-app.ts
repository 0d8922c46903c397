// The real application on a fresh database: buildApp with real jobs (pg-boss), the dev outbox as
// e-mail/SMS provider, and a silent logger. Tests talk to it through app.request().
import { pino } from 'pino';
import { buildApp } from '../../src/app';
import { loadEnv, type Env } from '../../src/env';
import { rateLimitJobs } from '../../src/http/rate-limit';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../src/jobs/queue';
import { messagingJobs } from '../../src/modules/messaging/messaging.service';
import { smsJobs } from '../../src/modules/sms/sms.service';
import { createServices, type ServiceDeps } from '../../src/services';
import webpush from 'web-push';
import { createAppAuth, type Auth } from '../../src/modules/auth';
import { createRealtime, type Realtime } from '../../src/modules/realtime/realtime.listener';
import type { ReadModel } from '../../src/modules/read-model/read-model';
import { startPaystackSimulator, type RunningPaystackSimulator } from '@changamoto/paystack-simulator';
import { createPaystackClient, type PaystackClient } from '../../src/providers/paystack';
import { createProviders, type Providers } from '../../src/providers';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  database: TestDatabase;
  jobs: JobQueue;
  env: Env;
  auth: Auth;
  /** This app's LISTEN connection for /api/events (reconnects fast in tests). */
  realtime: Realtime;
  /** A Paystack simulator of this test app's own (no webhook URL unless a test sets one). */
  paystack: RunningPaystackSimulator;
  /** What buildApp takes for Paystack, for tests that build a second app on the same database. */
  paystackDeps: { client: PaystackClient; secretKey: string };
  /** The app's services (src/services.ts), for tests that call a service as another entry point would (USSD). */
  services: ReturnType<typeof createServices>;
  /** The app's read model (decision 037): its figures, for tests that check what it keeps. */
  readModel: ReadModel;
  /**
   * Stops the simulator and starts it again on the same address (and, with `paystackDataDir`, the same
   * records), as a restart of the server's in-process simulator does; `t.paystack` is the new one.
   */
  restartPaystack(options?: { webhookUrl?: string }): Promise<void>;
  /** JSON request with an Origin and a client IP (TRUST_PROXY is on in tests). */
  request(path: string, init?: { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** USSD_CALLBACK_SECRET of every test app: its callback is POST /api/ussd/<this>. */
export const TEST_USSD_SECRET = 'test-ussd-callback-secret-0123';

/** BETTER_AUTH_SECRET of every test app (createSignedInUsers signs its cookies with it). */
export const TEST_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnop';

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    providers?: (defaults: Providers) => Providers;
    extraJobs?: JobDefinition<never>[];
    webDistDir?: string;
    /** Wraps the Paystack client that the app and its jobs use (e.g. to watch every call). */
    paystackClient?: (client: PaystackClient) => PaystackClient;
    /** The simulator keeps its records in this directory (as the server's does in DATA_DIR); default in memory. */
    paystackDataDir?: string;
    /** Web push to a local push service (test/helpers/push-service.ts): its host and an agent that trusts it. */
    push?: ServiceDeps['push'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // The read model is on (decision 037): every test that reads right after writing checks it drops what the write changed.
  // No payout-account hold: tests redeem right after adding an account (the hold's own tests set it).
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://localhost:3000',
    PAYOUT_ACCOUNT_HOLD_HOURS: '0',
    USSD_CALLBACK_SECRET: TEST_USSD_SECRET,
    ...testVapidKeys(),
    ...options.env,
  });
  const log = pino({ level: 'silent' });
  const defaults = createProviders(env, database.db);
  const providers = options.providers ? options.providers(defaults) : defaults;
  const jobs = await startJobQueue({
    connectionString: database.url,
    log,
    jobs: [...messagingJobs(providers, { retryDelaySeconds: 1 }), ...smsJobs({ db: database.db, sender: providers.sms, log }, { retryDelaySeconds: 1 }), ...rateLimitJobs(database.db), ...(options.extraJobs ?? [])],
    pollingIntervalSeconds: 0.5,
    maxConnections: 3,
  });
  const auth = createAppAuth({ env, db: database.db, jobs, secret: TEST_AUTH_SECRET });
  const realtime = createRealtime({ connectionString: database.url, log, initialRetryMs: 50, maxRetryMs: 1_000 });
  await realtime.start();
  const simulatorOptions = { secretKey: 'sk_test_changamoto_tests', timing: { transferCompletionMs: null, chargeCompletionMs: null }, dataDir: options.paystackDataDir };
  const paystack = await startPaystackSimulator({ port: 0, ...simulatorOptions });
  const paystackClient = createPaystackClient({ baseUrl: paystack.url, secretKey: paystack.secretKey });
  const paystackDeps = { client: options.paystackClient ? options.paystackClient(paystackClient) : paystackClient, secretKey: paystack.secretKey };
  // The app and its job workers from one composition root (src/services.ts), as main.ts does.
  const deps = { env, db: database.db, jobs, log, auth, paystack: paystackDeps, push: options.push };
  const services = createServices(deps);
  const workers = services.workerJobs({ retryDelaySeconds: 1 });
  // Payout transfers (modules/payouts) and challenge settlement with the end-date sweep (modules/settlement),
  // retried fast in tests; two-player invites that were not answered in time (modules/challenges), every
  // minute. Not the purchase reconciliation (wallet): its tests run it themselves.
  await jobs.register([...workers.payouts, ...workers.settlement, ...workers.challenges, ...workers.push]);
  let readModel: ReadModel | null = null;
  const app = buildApp({ ...deps, services, webDistDir: options.webDistDir ?? null, realtime, onReadModel: (model) => (readModel = model) });
  const testApp: TestApp = {
    app,
    database,
    jobs,
    env,
    auth,
    realtime,
    paystack,
    paystackDeps,
    services,
    readModel: readModel!,
    async restartPaystack(restart = {}) {
      await testApp.paystack.stop();
      // More time for this (loaded) process to see its keep-alive sockets to the old server closed.
      await new Promise((resolve) => setTimeout(resolve, 250));
      testApp.paystack = await startPaystackSimulator({ port: Number(new URL(testApp.paystack.url).port), ...simulatorOptions, webhookUrl: restart.webhookUrl });
    },
    async request(path, init = {}) {
      const headers: Record<string, string> = { Origin: env.PUBLIC_URL, 'X-Forwarded-For': init.ip ?? '203.0.113.10', ...init.headers };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      return app.request(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body) });
    },
    async close() {
      await realtime.stop();
      await testApp.paystack.stop();
      await jobs.stop();
      await database.drop();
    },
  };
  return testApp;
}

/** A VAPID key pair of the test app's own, so no test writes one into the repository's data directory. */
function testVapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
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
