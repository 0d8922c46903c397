import { sql, type RawBuilder } from 'kysely';
import { named, type Db } from '../../db/client';

/** Counts one hit in a fixed window shared by every instance; returns the count and when the window ends. */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; resetAt: Date }> {
  return (await hitRateLimits(db, [key], windowSeconds))[0]!;
}

/**
 * hitRateLimit for many hits at once (one statement): `keys` may repeat, and each hit gets the count it
 * would have got had they come one after another, in this order.
 * `waitForFlush: false` (the per-IP limits of every API route, http/rate-limit.ts): the count commits
 * without waiting for its WAL flush (synchronous_commit off for this statement's own transaction only,
 * set_config(…, true)). Every request of a rate-limited route runs it before its work, and waiting for
 * a flush there put a second disk wait in front of every backing, whose own commit waits for one anyway
 * (issue #21 §3, decision 041). A crash can lose at most the last ~0.6 s of hits (wal_writer_delay × 3):
 * a few uncounted requests, never a token. Inside a transaction it is ignored — it would turn off the
 * flush of the whole transaction. The lockouts (OTP, re-authentication) keep the default.
 */
export async function hitRateLimits(db: Db, keys: string[], windowSeconds: number, { waitForFlush = true }: { waitForFlush?: boolean } = {}): Promise<{ hits: number; resetAt: Date }[]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  // ORDER BY k: two instances counting overlapping keys lock their rows in the same order (no deadlock).
  const distinct = [...counts.keys()].sort();
  const async = !waitForFlush && !db.isTransaction;
  const { rows } = await sql<{ key: string; hits: number; window_started_at: Date }>`${named(async ? 'rate-limit-hits-async' : 'rate-limit-hits')}
    INSERT INTO rate_limit_counters AS c (key, window_started_at, hits)
    SELECT k, now(), n FROM unnest(${distinct}::text[], ${distinct.map((k) => counts.get(k)!)}::int[]) AS v(k, n)
    ${async ? sql`CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait` : sql``} ORDER BY k
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

/** Growing back-off: `free` attempts, then a wait of base·2ⁿ seconds before each next one, up to `cap`. */
export interface BackoffPolicy {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  /** Attempts older than this are forgotten (the hourly cleanup job drops rows after a day, so at most that). */
  forgetSeconds: number;
}

/** The wait after `hits` attempts, as SQL over a column or a value. */
function backoffWait(hits: RawBuilder<unknown>, policy: BackoffPolicy) {
  return sql<number>`(CASE WHEN ${hits} <= ${policy.free} THEN 0 ELSE LEAST(${policy.capSeconds}::float8, ${policy.baseSeconds}::float8 * power(2::float8, LEAST(${hits} - ${policy.free} - 1, 30))) END)`;
}

/**
 * Takes one attempt on `key` unless its back-off is running. An attempt counts when it starts, so a
 * burst sent together cannot all pass before the first failure is recorded; a success clears the key
 * (clearBackoffs). Rows live in rate_limit_counters: `hits` is the attempts so far, and
 * `window_started_at` the time of the last one (the cleanup job drops them a day later).
 */
export async function takeBackoffAttempt(db: Db, key: string, policy: BackoffPolicy): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { rows } = await sql<{ hits: number }>`${named('backoff-attempt')}
    INSERT INTO rate_limit_counters AS c (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => ${policy.forgetSeconds}) THEN 1 ELSE c.hits + 1 END,
      window_started_at = now()
    WHERE c.window_started_at + make_interval(secs => ${backoffWait(sql`c.hits`, policy)}) <= now()
    RETURNING hits`.execute(db);
  if (rows.length > 0) return { allowed: true };
  // Waiting: nothing was counted; say how long is left (read apart, only for the Retry-After header).
  const state = await backoffState(db, key, policy);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state?.secondsLeft ?? 1)) };
}

/** A key's attempts, the wait they impose after the last one, and how much of it is left; null when it has none. */
export async function backoffState(db: Db, key: string, policy: BackoffPolicy): Promise<{ attempts: number; waitSeconds: number; secondsLeft: number } | null> {
  const { rows } = await sql<{ attempts: number; wait_seconds: number; seconds_left: number }>`${named('backoff-state')}
    SELECT c.hits AS attempts, ${backoffWait(sql`c.hits`, policy)} AS wait_seconds,
      extract(epoch FROM c.window_started_at + make_interval(secs => ${backoffWait(sql`c.hits`, policy)}) - now())::float8 AS seconds_left
    FROM rate_limit_counters c WHERE c.key = ${key}`.execute(db);
  const row = rows[0];
  return row ? { attempts: row.attempts, waitSeconds: Number(row.wait_seconds), secondsLeft: Number(row.seconds_left) } : null;
}

/** Forgets the attempts on these keys (after a success). */
export async function clearBackoffs(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('rate_limit_counters').where('key', 'in', keys).execute();
}
