import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** Counts one hit in a fixed window shared by every instance; returns the count and when the window ends. */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; resetAt: Date }> {
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`
    INSERT INTO rate_limit_counters AS c (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE c.hits + 1 END,
      window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE c.window_started_at END
    RETURNING hits, window_started_at`.execute(db);
  const row = rows[0]!;
  return { hits: row.hits, resetAt: new Date(row.window_started_at.getTime() + windowSeconds * 1000) };
}

/** Drops counters whose window ended long ago (run by a job). */
export async function deleteExpiredRateLimits(db: Db, olderThanSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
