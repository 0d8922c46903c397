import { sql } from 'kysely';
import { named, type Db } from '../../db/client';

/** Counts one hit in a fixed window shared by every instance; returns the count and when the window ends. */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; resetAt: Date }> {
  return (await hitRateLimits(db, [key], windowSeconds))[0]!;
}

/**
 * hitRateLimit for many hits at once (one statement): `keys` may repeat, and each hit gets the count it
 * would have got had they come one after another, in this order.
 */
export async function hitRateLimits(db: Db, keys: string[], windowSeconds: number): Promise<{ hits: number; resetAt: Date }[]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  // ORDER BY k: two instances counting overlapping keys lock their rows in the same order (no deadlock).
  const distinct = [...counts.keys()].sort();
  const { rows } = await sql<{ key: string; hits: number; window_started_at: Date }>`${named('rate-limit-hits')}
    INSERT INTO rate_limit_counters AS c (key, window_started_at, hits)
    SELECT k, now(), n FROM unnest(${distinct}::text[], ${distinct.map((k) => counts.get(k)!)}::int[]) AS v(k, n) ORDER BY k
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN EXCLUDED.hits ELSE c.hits + EXCLUDED.hits END,
      window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE c.window_started_at END
    RETURNING key, hits, window_started_at`.execute(db);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const row = byKey.get(key)!;
    const before = seen.get(key) ?? 0;
    seen.set(key, before + 1);
    return { hits: row.hits - counts.get(key)! + before + 1, resetAt: new Date(row.window_started_at.getTime() + windowSeconds * 1000) };
  });
}

/** Drops counters whose window ended long ago (run by a job). */
export async function deleteExpiredRateLimits(db: Db, olderThanSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
