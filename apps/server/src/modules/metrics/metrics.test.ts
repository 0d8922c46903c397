// /metrics (issue #22 item 1): request latency by contract route name, pool, queue, SSE, pending payouts
// and purchases and ledger totals, served on METRICS_PORT only (loopback by default, or with a token).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { JOB_SCHEMA } from '../../jobs/queue';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fund, insertPerson } from '../../../test/helpers/challenges';
import { createMetrics, routeLabel, type Metrics } from './metrics';
import { startMetricsServer } from './metrics-server';
import { TAX_ACCOUNT_KINDS } from './metrics.repo';

let t: TestApp;
let metrics: Metrics;
let app: ReturnType<typeof buildApp>;
beforeAll(async () => {
  t = await createTestApp();
  metrics = createMetrics({ db: t.database.db, pool: t.database.pool, sseClients: () => t.realtime.status().subscribers });
  app = buildApp({ env: t.env, db: t.database.db, jobs: t.jobs, log: pino({ level: 'silent' }), auth: t.auth, paystack: t.paystackDeps, realtime: t.realtime, metrics });
});
afterAll(() => t.close());

/** The value of one sample line, e.g. value(text, 'changamoto_purchases_pending'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('is not served on the app port: 404, never the web page', async () => {
    const response = await app.request('/metrics');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('labels request latency with the contract route name and the status class, never the raw path', async () => {
    expect((await app.request('/api/config')).status).toBe(200);
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await app.request(`/api/challenges/${id}`)).status).toBe(404);
    expect((await app.request('/api/no-such-thing')).status).toBe(404);
    const text = await metrics.render();
    expect(text).toContain('changamoto_http_request_duration_seconds_count{route="getPublicConfig",method="GET",status_class="2xx"} 1');
    expect(text).toMatch(/changamoto_http_request_duration_seconds_count\{route="getChallenge",method="GET",status_class="4xx"\} 1/);
    expect(text).toContain('route="api_not_found"');
    expect(text).not.toContain(id);
  });

  it('reads pool, pending purchases and payouts, queue depth and ledger totals from the database at scrape time', async () => {
    const person = await insertPerson(t.database.db, 'metered');
    await fund(t.database.db, person, { cash: 40, bonus: 7 });
    await t.database.db
      .insertInto('transactions')
      .values({ user_id: person, type: 'token_bundle_purchase', status: 'pending', amount_tokens: '25', amount_currency: '99', reference: `metrics-${Date.now()}`, metadata: JSON.stringify({}) })
      .execute();
    // A queue with no worker on it, so its job waits.
    const boss = new PgBoss({ connectionString: t.database.url, schema: JOB_SCHEMA, max: 1, supervise: false, schedule: false, migrate: false });
    await boss.start();
    await boss.createQueue('metrics.test-queue');
    await boss.send('metrics.test-queue', { n: 1 });
    await boss.stop({ graceful: false, wait: true });
    const text = await metrics.render();
    expect(value(text, 'changamoto_purchases_pending')).toBe(1);
    expect(value(text, 'changamoto_payouts_pending')).toBe(0);
    expect(value(text, 'changamoto_ledger_balance_tokens{kind="user_cash"}')).toBe(40);
    expect(value(text, 'changamoto_ledger_balance_tokens{kind="user_bonus"}')).toBe(7);
    expect(value(text, 'changamoto_ledger_balance_tokens{kind="escrow"}')).toBe(0);
    expect(value(text, 'changamoto_ledger_balance_tokens{kind="platform_revenue"}')).toBe(0);
    expect(value(text, 'changamoto_ledger_taxes_payable_kes')).toBe(0);
    expect(value(text, 'changamoto_job_queue_depth{queue="metrics.test-queue"}')).toBe(1);
    expect(value(text, 'changamoto_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(text, 'changamoto_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(text, 'changamoto_sse_clients')).toBe(0);
  });

  it('sums as taxes payable exactly the catalogue kinds owed to KRA (tax_…_payable), not their counterparts', () => {
    expect([...TAX_ACCOUNT_KINDS].sort()).toEqual(['tax_excise_payable', 'tax_withholding_payable']);
  });

  it('gives non-contract requests a bounded label', () => {
    expect(routeLabel('/api/paystack/webhook', 200)).toBe('paystackWebhook');
    expect(routeLabel('/api/auth/sign-in/email', 200)).toBe('auth');
    expect(routeLabel('/challenges/5f0c', 200)).toBe('web_page');
    expect(routeLabel('/readyz', 200)).toBe('readyz');
  });
});

describe('the metrics port', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));
  const start = async (token?: string) => {
    const server = await startMetricsServer({ host: '127.0.0.1', port: 0, token, metrics, log: pino({ level: 'silent' }) });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  it('serves the exposition format on /metrics and nothing else', async () => {
    const base = await start();
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('# TYPE changamoto_http_request_duration_seconds histogram');
    expect((await fetch(`${base}/`)).status).toBe(404);
  });

  it('with METRICS_TOKEN, refuses a scrape without the bearer token', async () => {
    const base = await start('a-long-metrics-token-123');
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer a-long-metrics-token-123' } })).status).toBe(200);
  });

  it('is on 127.0.0.1 by default, off outside production unless asked, and never on another host without a token', () => {
    expect(loadEnv({ NODE_ENV: 'development' })).toMatchObject({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' });
    expect(loadEnv({ NODE_ENV: 'production', ALLOW_SIMULATORS: 'true', BETTER_AUTH_SECRET: 's'.repeat(32) })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(() => loadEnv({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '9464' })).toThrow(/METRICS_TOKEN is required when METRICS_HOST is 0.0.0.0/);
    expect(loadEnv({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_TOKEN: 'x'.repeat(16) })).toMatchObject({ METRICS_HOST: '0.0.0.0' });
  });
});
