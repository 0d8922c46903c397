// bench/http-load: N concurrent request loops over kept-alive HTTP connections, a warm-up that is not
// counted, then throughput, latency percentiles and every non-2xx answer by status.
import { percentile } from './lib';
import { rawHttpClient } from './raw-http';

export interface Answer {
  status: number;
  body: string;
}

export interface HttpClient {
  request(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer>;
  close(): void;
}

/**
 * Kept-alive sockets written and read directly (raw-http.ts): lighter than node:http, which matters when
 * the load, the server and PostgreSQL share two cores.
 */
export function httpClient(baseUrl: string): HttpClient {
  return rawHttpClient(baseUrl);
}

export interface LoadResult {
  /** 2xx answers per second in the measured window. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** 2xx answers in the whole run, warm-up included (each one is a stake row). */
  okTotal: number;
  /** Non-2xx answers of the whole run by status ('network' for a failed request), with one body each. */
  failures: Map<string, { count: number; sample: string }>;
  /** A loop ran out of work (null from `one`) before the end. */
  ranOut: boolean;
}

/**
 * Runs `one(client)` from `clients` loops for warm-up + measured seconds. A request counts when it
 * starts inside the measured window; latency is over every answer of that window, whatever its status.
 */
export async function runLoad({ clients, warmupSeconds, seconds, one }: { clients: number; warmupSeconds: number; seconds: number; one: (client: number) => Promise<Answer> | null }): Promise<LoadResult> {
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  const latencies: number[] = [];
  const failures = new Map<string, { count: number; sample: string }>();
  let ok = 0;
  let okTotal = 0;
  let lastEnd = measureFrom;
  let ranOut = false;
  const fail = (status: string, body: string) => {
    const entry = failures.get(status) ?? { count: 0, sample: body.slice(0, 300) };
    entry.count += 1;
    failures.set(status, entry);
  };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const pending = one(client);
        if (!pending) return void (ranOut = true);
        const answer = await pending.catch((error: unknown) => ({ status: 0, body: String(error) }));
        const ended = performance.now();
        const good = answer.status >= 200 && answer.status < 300;
        if (good) okTotal += 1;
        else fail(answer.status ? String(answer.status) : 'network', answer.body);
        if (started < measureFrom) continue;
        latencies.push(ended - started);
        if (good) ok += 1;
        lastEnd = Math.max(lastEnd, ended);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: ok / ((lastEnd - measureFrom) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), okTotal, failures, ranOut };
}

/** Every answer of a run, 2xx or not, warm-up included. */
export function answered(result: LoadResult): number {
  return result.okTotal + [...result.failures.values()].reduce((n, f) => n + f.count, 0);
}

export interface OpenLoopResult {
  /** The arrival rate asked for (requests/s) and what the scheduler managed to send in the measured window. */
  rate: number;
  sentPerSecond: number;
  /** 2xx answers per second in the measured window. */
  perSecond: number;
  /** Latency from each request's PLANNED send time to its answer (ms): a late send counts as waiting. */
  p50: number;
  p99: number;
  p999: number;
  /** The most the scheduler sent behind plan (ms): big means the load generator itself fell behind. */
  maxLagMs: number;
  /** 2xx answers in the whole run, warm-up included (each one is a stake row). */
  okTotal: number;
  failures: Map<string, { count: number; sample: string }>;
  ranOut: boolean;
}

/**
 * Open loop (issue #21 §3): requests arrive at `rate` per second at planned instants, whatever the answers
 * do — as people arrive — unlike runLoad's closed loop, where a slow answer holds its client back and so
 * hides the queue it caused (coordinated omission). Each request's latency is measured from when it was
 * PLANNED to be sent, so the scheduler's own delays and any queue count too. A request counts when its
 * planned instant falls inside the measured window; the run waits for every answer.
 */
export async function runOpenLoop({ rate, warmupSeconds, seconds, one }: { rate: number; warmupSeconds: number; seconds: number; one: (i: number) => Promise<Answer> | null }): Promise<OpenLoopResult> {
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  const measureFrom = start + warmupSeconds * 1000;
  const total = Math.floor((warmupSeconds + seconds) * rate);
  const latencies: number[] = [];
  const failures = new Map<string, { count: number; sample: string }>();
  const pending: Promise<void>[] = [];
  let ok = 0;
  let okTotal = 0;
  let sent = 0;
  let maxLagMs = 0;
  let ranOut = false;
  const fire = (i: number, planned: number) => {
    const request = one(i);
    if (!request) return void (ranOut = true);
    const measured = planned >= measureFrom;
    if (measured) sent += 1;
    pending.push(
      request
        .catch((error: unknown) => ({ status: 0, body: String(error) }))
        .then((answer) => {
          const good = answer.status >= 200 && answer.status < 300;
          if (good) okTotal += 1;
          if (!good) {
            const status = answer.status ? String(answer.status) : 'network';
            const entry = failures.get(status) ?? { count: 0, sample: answer.body.slice(0, 300) };
            entry.count += 1;
            failures.set(status, entry);
          }
          if (!measured) return;
          latencies.push(performance.now() - planned);
          if (good) ok += 1;
        }),
    );
  };
  await new Promise<void>((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, each keeping its planned instant.
      while (i < total && start + i * interval <= now) {
        maxLagMs = Math.max(maxLagMs, now - (start + i * interval));
        fire(i, start + i * interval);
        i += 1;
      }
      if (i >= total || ranOut) return resolve();
      setTimeout(tick, Math.max(0, start + i * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { rate, sentPerSecond: sent / seconds, perSecond: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), p999: percentile(latencies, 99.9), maxLagMs, okTotal, failures, ranOut };
}
