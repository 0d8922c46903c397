// bench/pg-waits: what the server's PostgreSQL connections are doing, sampled from pg_stat_activity
// while a load runs — on CPU, waiting for a lock (which one), or idle in a transaction waiting for the
// Node server to send the next statement. Tells a database bottleneck from an application one.
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/client';

export interface WaitProfile {
  /** Mean number of the server's connections busy (in a statement or a transaction). */
  busy: number;
  /** Share of busy connection-samples per state, largest first. */
  shares: [string, number][];
}

export function sampleWaits(db: Db, database: string, { everyMs = 50 } = {}): { stop(): Promise<WaitProfile> } {
  const counts = new Map<string, number>();
  let samples = 0;
  let busySamples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      // pg-boss names its connections; the realtime listener only LISTENs. What remains is the request pool.
      const { rows } = await sql<{ what: string; n: number }>`
        SELECT CASE WHEN state = 'idle in transaction' THEN 'idle in transaction (waiting for the server)'
                    WHEN wait_event IS NULL THEN 'running (CPU)'
                    ELSE wait_event_type || ':' || wait_event END AS what, count(*)::int AS n
        FROM pg_stat_activity
        WHERE datname = ${database} AND backend_type = 'client backend' AND pid <> pg_backend_pid()
          AND application_name <> 'pgboss' AND query NOT ILIKE 'LISTEN%' AND state <> 'idle'
        GROUP BY 1`.execute(db);
      samples += 1;
      for (const row of rows) {
        counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
        busySamples += row.n;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const shares = [...counts].map(([what, n]): [string, number] => [what, n / Math.max(1, busySamples)]).sort((a, b) => b[1] - a[1]);
      return { busy: busySamples / Math.max(1, samples), shares };
    },
  };
}
