// `npm start`: embedded PostgreSQL (or DATABASE_URL) → migrations → demo seed → jobs → HTTP.
// Ctrl-C / SIGTERM: stop accepting, drain requests, stop jobs, close the pool, stop PostgreSQL.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { describeStartupError, runCli } from './cli';
import { migrate } from './db/migrate';
import type { Db } from './db/client';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed';
import { loadEnv, REPO_ROOT, type Env } from './env';
import { rateLimitJobs } from './http/rate-limit';
import { installJobSchema, startJobQueue } from './jobs/queue';
import { createLogger } from './logger';
import { createAppAuth } from './modules/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/auth/demo-accounts';
import { messagingJobs } from './modules/messaging/messaging.service';
import { smsJobs } from './modules/sms/sms.service';
import { createMetrics } from './modules/metrics/metrics';
import { startMetricsServer } from './modules/metrics/metrics-server';
import { createRealtime, type Realtime } from './modules/realtime/realtime.listener';
import type { ReadModel } from './modules/read-model/read-model';
import { setUpPaystack, type PaystackSetup } from './providers/paystack-setup';
import { createProviders } from './providers';
import { createServices } from './services';

const SHUTDOWN_TIMEOUT_MS = 25_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function listeningLine(host: string, port: number): string {
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (LOOPBACK_HOSTS.has(host)) return `${where}, this machine only (HOST=0.0.0.0 opens it to your network)`;
  return host === '0.0.0.0' || host === '::' ? `${where}, every network interface` : where;
}

function outboxLine(emailToOutbox: boolean, smsToOutbox: boolean, env: Env): string {
  const email = emailToOutbox ? 'dev outbox' : 'SMTP';
  const sms = smsToOutbox ? 'dev outbox' : "Africa's Talking";
  const summary = email === sms ? `${email} (e-mail and SMS)` : `e-mail: ${email}; SMS: ${sms}`;
  if (!emailToOutbox && !smsToOutbox) return summary;
  // Staging on simulators (ALLOW_SIMULATORS): messages are kept in the dev_outbox table, never served.
  if (env.NODE_ENV === 'production') return `${summary} (the dev_outbox table; /dev/outbox is off in production)`;
  return `${summary} at http://localhost:${env.PORT}/dev/outbox (answers requests from this machine only)`;
}

async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `port ${port} is already in use. Stop the other process or set PORT to a free port.` : `cannot listen on ${host}:${port} (${error.message}).`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The demo data (db/seed.ts), once per data directory; a failure is a warning, never a failed start. */
async function seedDemo(app: ReturnType<typeof buildApp>, env: Env, paystack: PaystackSetup, log: ReturnType<typeof createLogger>, db: Db): Promise<void> {
  try {
    const result = await seedDemoData({ app, db, origin: env.PUBLIC_URL, password: env.DEMO_PASSWORD, simulatorUrl: paystack.simulatorUrl });
    if (result.seeded) log.info({ challenges: result.challenges }, 'demo data seeded through the app');
    else if (result.reason === 'no_simulator') log.info('demo challenges not seeded: they buy their tokens through the Paystack simulator, and PAYSTACK_SECRET_KEY is set');
  } catch (error) {
    log.warn({ err: error }, `demo data not seeded: ${(error as Error).message}`);
  }
}

await runCli(async () => {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  await assertPortFree(env.PORT, env.HOST);

  const opened = await openDatabase(env, log);
  let jobs: Awaited<ReturnType<typeof startJobQueue>> | undefined;
  let server: Server | undefined;
  let metricsServer: Server | undefined;
  let realtime: Realtime | undefined;
  let paystack: PaystackSetup | undefined;
  let stopping = false;

  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down');
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    if (server) {
      const closed = new Promise((resolve) => server!.close(resolve)); // waits for in-flight requests
      // Live event streams never finish by themselves: end them so the server can close.
      await realtime?.stop().catch((error: unknown) => log.warn({ err: error }, 'stopping realtime failed'));
      server.closeIdleConnections();
      await closed;
    }
    await realtime?.stop().catch((error: unknown) => log.warn({ err: error }, 'stopping realtime failed'));
    metricsServer?.close();
    await jobs?.stop().catch((error: unknown) => log.warn({ err: error }, 'stopping jobs failed'));
    await paystack?.stop().catch(() => {});
    await opened.close();
    log.info('stopped');
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const applied = await migrate(opened.database.pool);
    if (applied.length) log.info({ applied }, 'migrations applied');
    await installJobSchema(opened.url);
    const providers = createProviders(env, opened.database.db);
    // Only ALLOW_SIMULATORS lets production get here without real providers (env.ts): say so in the log.
    const simulated = [!env.PAYSTACK_SECRET_KEY && 'payments', providers.email.kind === 'outbox' && 'e-mail', providers.sms.kind === 'outbox' && 'SMS'].filter(Boolean);
    if (env.NODE_ENV === 'production' && simulated.length) log.warn({ simulated }, 'ALLOW_SIMULATORS=true: staging on the local simulators; these reach no real provider');
    jobs = await startJobQueue({ connectionString: opened.url, log, jobs: [...messagingJobs(providers), ...smsJobs({ db: opened.database.db, sender: providers.sms, log }), ...rateLimitJobs(opened.database.db)] });

    const distDir = path.join(REPO_ROOT, 'apps/web/dist');
    const webDistDir = existsSync(path.join(distDir, 'index.html')) ? distDir : null;
    if (!webDistDir) log.warn('apps/web/dist is not built: serving the API only (npm run dev serves the web app through Vite)');
    const auth = createAppAuth({ env, db: opened.database.db, jobs, secret: resolveAuthSecret(env) });
    const demoAccounts = env.SEED_DEMO_DATA && env.NODE_ENV !== 'production';
    if (demoAccounts) await seedDemoAccounts(opened.database.db, auth, env.DEMO_PASSWORD);
    realtime = createRealtime({ connectionString: opened.url, log });
    await realtime.start();
    paystack = await setUpPaystack(env, log);
    // One composition root (services.ts) for the HTTP app and the job workers alike.
    const deps = { env, db: opened.database.db, jobs, log, auth, paystack };
    const services = createServices(deps);
    const workers = services.workerJobs();
    await jobs.register([...workers.wallet, ...workers.payouts, ...workers.challenges, ...workers.settlement, ...workers.push, ...workers.retention, ...workers.finance]);
    let readModel: ReadModel | null = null;
    const metrics = createMetrics({ db: opened.database.db, pool: opened.database.pool, sseClients: () => realtime?.status().subscribers ?? 0, readModel: () => readModel?.stats() ?? null });
    const app = buildApp({ ...deps, services, webDistDir, realtime, metrics, onReadModel: (model) => (readModel = model) });
    // Before listening: nobody (no browser, no readiness check) sees the demo half made. Its purchases are
    // credited by verifying with the simulator; the simulator's webhooks retry until we listen, then find them done.
    if (demoAccounts) await seedDemo(app, env, paystack, log, opened.database.db);

    // Before the app listens: a metrics port already taken stops the start before anyone is answered.
    if (env.METRICS_PORT) metricsServer = await startMetricsServer({ host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN, metrics, log });
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s as Server)) as Server;
      s.once('error', reject);
    });
    server.on('error', (error) => {
      console.error(describeStartupError(error));
      void shutdown('server error', 1);
    });
    console.log(`\nChangamoto is running at ${env.PUBLIC_URL}`);
    console.log(`  listens:  ${listeningLine(env.HOST, env.PORT)}`);
    console.log(`  database: ${opened.embedded ? `embedded PostgreSQL in ${path.relative(REPO_ROOT, env.DATA_DIR) || '.'}/postgres` : 'DATABASE_URL'}`);
    console.log(`  messages: ${outboxLine(providers.email.kind === 'outbox', providers.sms.kind === 'outbox', env)}`);
    console.log(`  payments: ${paystack.simulatorUrl ? `Paystack simulator at ${paystack.simulatorUrl}` : 'Paystack'}`);
    console.log(`  API docs: ${env.PUBLIC_URL}/api/docs`);
    console.log(
      `  metrics:  ${env.METRICS_PORT ? `http://${env.METRICS_HOST.includes(':') ? `[${env.METRICS_HOST}]` : env.METRICS_HOST}:${env.METRICS_PORT}/metrics${env.METRICS_TOKEN ? ' (bearer token)' : ''}` : 'off (set METRICS_PORT)'}`,
    );
    if (demoAccounts) {
      console.log(`  demo logins (password "${env.DEMO_PASSWORD}"):`);
      for (const account of DEMO_ACCOUNTS) console.log(`    ${account.email.padEnd(32)} ${account.role === 'admin' ? 'admin' : 'player'} @${account.username}`);
    }
    console.log('');
  } catch (error) {
    // Nothing half-started may keep the process alive (a listening server answering 503 for ever).
    server?.close();
    server?.closeAllConnections();
    metricsServer?.close();
    await realtime?.stop().catch(() => {});
    await jobs?.stop().catch(() => {});
    await paystack?.stop().catch(() => {});
    await opened.close().catch(() => {});
    throw error;
  }
});
