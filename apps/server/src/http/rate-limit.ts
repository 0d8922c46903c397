// Rate limiting with counters in PostgreSQL, so the limit holds across every server instance.
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/queue';
import { deleteExpiredRateLimits, hitRateLimits } from '../modules/rate-limit/rate-limit.repo';
import { ipBucket } from './client-ip';
import { coalesce } from './coalesce';
import { errors } from './errors';
import type { AppEnv } from './types';

export interface RateLimitRule {
  /** Names the counter; the client key is appended. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export function rateLimit(db: Db, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  // Hits of requests arriving together are counted in one statement (http/coalesce.ts), which does not
  // wait for its WAL flush (rate-limit.repo.ts: a crash may forget a few hits, never a token).
  const hit = coalesce((keys: string[]) => hitRateLimits(db, keys, rule.windowSeconds, { waitForFlush: false }));
  return async (c, next) => {
    const { hits, resetAt } = await hit(`${rule.name}:${ipBucket(c.get('clientIp'))}`);
    c.header('RateLimit-Limit', String(rule.limit));
    c.header('RateLimit-Remaining', String(Math.max(0, rule.limit - hits)));
    if (hits > rule.limit) throw errors.rateLimited(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
    await next();
  };
}

export const RATE_LIMIT_CLEANUP_JOB = 'rate-limits.cleanup';

export function rateLimitJobs(db: Db): JobDefinition<never>[] {
  const cleanup: JobDefinition<object> = {
    name: RATE_LIMIT_CLEANUP_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    schedule: '17 * * * *', // hourly
    handle: async () => {
      await deleteExpiredRateLimits(db, 24 * 3600);
    },
  };
  return [cleanup as JobDefinition<never>];
}
