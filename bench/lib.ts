// bench/lib: what the bench scripts share — a throw-away embedded PostgreSQL, pgbench next to it (the
// yardstick that keeps a ratio meaningful on a noisy machine) and percentiles.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';

export interface BenchPostgres {
  server: EmbeddedPostgres;
  /** A scratch folder for this run (removed by stop). */
  dir: string;
  createDatabases(...names: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh cluster in a temporary folder on a random port in [basePort, basePort + spread). */
export async function startBenchPostgres(basePort: number, spread = 200, settings?: Record<string, string>): Promise<BenchPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'changamoto-bench-'));
  chmodSync(dir, 0o755); // as root, postgres runs as the postgres user and must reach its data folder
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: basePort + Math.floor(Math.random() * spread), ...(settings ? { settings } : {}) });
  return {
    server,
    dir,
    async createDatabases(...names) {
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      try {
        for (const name of names) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
      } finally {
        await admin.end();
      }
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function hasPgbench(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** pgbench's TPC-B at `scale` on `url`'s database (initialised here): tps, or NaN without pgbench. */
export function pgbenchTps(url: string, { scale, clients, seconds }: { scale: number; clients: number; seconds: number }): number {
  if (!hasPgbench()) return Number.NaN;
  const { hostname, port, username, password, pathname } = new URL(url);
  const env = { ...process.env, PGPASSWORD: password };
  const base = ['-h', hostname, '-p', port, '-U', username];
  const database = pathname.slice(1);
  execFileSync('pgbench', [...base, '-i', '-q', '-s', String(scale), database], { env, stdio: 'ignore' });
  const out = execFileSync('pgbench', [...base, '-c', String(clients), '-j', '2', '-T', String(seconds), database], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return Number(out.match(/tps = ([\d.]+)/)?.[1]);
}

/** The p-th percentile (0–100) of an ascending list, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The bench's server runs with the V8 memory flags of the production start (apps/server/package.json
 * `start`, which the Dockerfile's CMD repeats): `--max-semi-space-size=64` since decision 048.
 * BENCH_SERVER_CPU_PROF=<folder>: Node flags that make a server process write a V8 CPU profile there
 * when it stops (open it in Chrome DevTools) — to see where a request's time goes.
 * BENCH_SERVER_NODE_ARGS="<flags>": more Node flags for the bench's server process, after those (the
 * last of a flag wins): e.g. `--max-semi-space-size=0` (V8's own default) to compare against the
 * production setting.
 */
export function serverProfileArgs(): string[] {
  const folder = process.env.BENCH_SERVER_CPU_PROF;
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  return [...productionNodeFlags(), ...(folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : []), ...extra];
}

/** The `--max-…` V8 flags of `npm start` (apps/server/package.json). */
export function productionNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--max-'));
}

/**
 * BENCH_SCALE=n (issue #21 §5): the benches that fill a database fill n times more of it — reads n × 10k
 * challenges and n × 1M backings; backing and settlement run in a background of as many. Unset: each
 * bench's own default size (and no background); 0 when unset.
 */
export function benchScale(): number {
  const raw = process.env.BENCH_SCALE;
  if (raw === undefined || raw === '') return 0;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`BENCH_SCALE must be a whole number ≥ 1, not ${JSON.stringify(raw)}`);
  return scale;
}
