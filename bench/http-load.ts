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
