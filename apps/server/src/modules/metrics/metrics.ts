// Prometheus metrics (prom-client), served on their own port (metrics-server.ts), never on the app's.
// Request figures are labelled by the contract's route name (listChallenges, placeStake…), never the raw
// path: one series per endpoint, whatever ids people put in URLs. The database figures are read at
// scrape time, so a scrape shows the state of now and the app does no work between scrapes.
import type { MiddlewareHandler } from 'hono';
import type pg from 'pg';
import client from 'prom-client';
import type { Db } from '../../db/client';
import { ROUTE_POLICIES, type RoutePolicy } from '../../http/route-policies';
import type { AppEnv } from '../../http/types';
import type { ReadModelStats } from '../read-model/read-model';
import { ledgerTotals, payoutsPending, purchasesPending, queueFigures, TAX_ACCOUNT_KINDS } from './metrics.repo';

export interface MetricsSources {
  db: Db;
  /** The app's connection pool (total, idle, waiting). */
  pool: pg.Pool;
  /** Open /api/events streams on this instance. */
  sseClients?: () => number;
  /** The read model's figures (decision 037), null when it is off. */
  readModel?: () => ReadModelStats | null;
}

export interface Metrics {
  /** Times every request; mount right after the request context. */
  middleware: MiddlewareHandler<AppEnv>;
  /** The exposition text of every metric, database figures read now. */
  render(): Promise<string>;
  contentType: string;
}

/** Seconds: from a cached list (~1 ms) to a slow provider-bound write (several seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const OTHER_ROUTES = Object.entries(ROUTE_POLICIES as Record<string, RoutePolicy>).map(([name, policy]) => ({
  name,
  matches: policy.path.endsWith('*') ? (path: string) => path.startsWith(policy.path.slice(0, -1)) : (path: string) => path === policy.path,
}));

/** The label of a request no contract entry answered: a named non-contract route, or one of a few buckets. */
export function routeLabel(path: string, status: number): string {
  const named = OTHER_ROUTES.find((route) => route.matches(path));
  if (named) return named.name;
  if (path === '/healthz' || path === '/readyz') return path.slice(1);
  if (path.startsWith('/dev/')) return 'dev';
  if (path.startsWith('/api/')) return status === 404 ? 'api_not_found' : 'api_other';
  if (path.startsWith('/assets/')) return 'static';
  return 'web_page';
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'changamoto_' });
  const gauge = (name: string, help: string, labelNames: string[] = []) => new client.Gauge({ name: `changamoto_${name}`, help, labelNames, registers: [registry] });

  const latency = new client.Histogram({
    name: 'changamoto_http_request_duration_seconds',
    help: 'HTTP request latency by contract route name, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pool = gauge('db_pool_connections', 'Database pool connections by state (total, idle, waiting requests)', ['state']);
  const queueDepth = gauge('job_queue_depth', 'pg-boss jobs waiting to run (created or retry) per queue', ['queue']);
  const queueAge = gauge('job_queue_oldest_age_seconds', 'Age of the oldest waiting job per queue', ['queue']);
  const sse = gauge('sse_clients', 'Open /api/events streams on this instance');
  const payouts = gauge('payouts_pending', 'Payouts queued or processing at Paystack');
  const payoutsAge = gauge('payouts_pending_oldest_age_seconds', 'Age of the oldest pending payout');
  const purchases = gauge('purchases_pending', 'Purchases started and not yet paid, failed or cancelled');
  const purchasesAge = gauge('purchases_pending_oldest_age_seconds', 'Age of the oldest pending purchase');
  const ledger = gauge('ledger_balance_tokens', 'Sum of ledger balances per account kind (tokens)', ['kind']);
  const readModelBytes = gauge('read_model_bytes', 'Bytes of answers the read model keeps in memory (READ_MODEL_MAX_BYTES bounds it)');
  const readModelEntries = gauge('read_model_entries', 'Answers the read model keeps in memory');
  const readModelCounts = gauge('read_model_events', 'Read model counts since start: hits, loads, stale loads, evictions, invalidations', ['kind']);
  const taxes = gauge('ledger_taxes_payable_kes', 'Taxes payable to KRA: every tax_…_payable account kind of the movement catalogue (KES; those accounts hold cents)');

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const stop = latency.startTimer();
    try {
      await next();
    } finally {
      const status = c.res.status;
      const route = c.get('routeName') ?? routeLabel(new URL(c.req.url).pathname, status);
      stop({ route, method: c.req.method, status_class: statusClass(status) });
    }
  };

  async function readDatabaseFigures(): Promise<void> {
    pool.set({ state: 'total' }, sources.pool.totalCount);
    pool.set({ state: 'idle' }, sources.pool.idleCount);
    pool.set({ state: 'waiting' }, sources.pool.waitingCount);
    sse.set(sources.sseClients?.() ?? 0);
    const kept = sources.readModel?.();
    if (kept) {
      readModelBytes.set(kept.bytes);
      readModelEntries.set(kept.entries);
      for (const kind of ['hits', 'loads', 'staleLoads', 'evictions', 'invalidations'] as const) readModelCounts.set({ kind }, kept[kind]);
    }
    const [queues, pendingPayouts, pendingPurchases, totals] = await Promise.all([queueFigures(sources.db), payoutsPending(sources.db), purchasesPending(sources.db), ledgerTotals(sources.db)]);
    // A queue that emptied since the last scrape must read 0, not keep its last value.
    queueDepth.reset();
    queueAge.reset();
    for (const queue of queues) {
      queueDepth.set({ queue: queue.queue }, queue.depth);
      queueAge.set({ queue: queue.queue }, queue.oldestAgeSeconds);
    }
    payouts.set(pendingPayouts.count);
    payoutsAge.set(pendingPayouts.oldestAgeSeconds);
    purchases.set(pendingPurchases.count);
    purchasesAge.set(pendingPurchases.oldestAgeSeconds);
    for (const [kind, total] of Object.entries(totals)) ledger.set({ kind }, Number(total));
    taxes.set(TAX_ACCOUNT_KINDS.reduce((sum, kind) => sum + Number(totals[kind] ?? 0n), 0) / 100);
  }

  return {
    middleware,
    contentType: registry.contentType,
    async render() {
      await readDatabaseFigures();
      return registry.metrics();
    },
  };
}
