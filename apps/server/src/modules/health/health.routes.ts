// /healthz: the process answers. /readyz: it can serve traffic (database reachable, jobs running).
import { sql } from 'kysely';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { AppEnv } from '../../http/types';

export function healthRoutes({ db, jobs }: { db: Db; jobs: JobQueue }) {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const database = await Promise.race([sql`SELECT 1`.execute(db).then(() => 'ok' as const), new Promise<'unavailable'>((resolve) => setTimeout(() => resolve('unavailable'), 2_000))]).catch(() => 'unavailable' as const);
    const checks = { database, jobs: jobs.isRunning() ? ('ok' as const) : ('unavailable' as const) };
    const ready = checks.database === 'ok' && checks.jobs === 'ok';
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
  });
  return app;
}
