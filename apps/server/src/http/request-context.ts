// Gives every request an id, a child logger carrying it, the client IP, and one access-log line.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './types';

function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function requestContext(log: Logger, options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const reqLog = log.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', reqLog);
    c.set('clientIp', clientIp(c, options.trustProxy));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/assets/')) return; // static files would drown the log
    reqLog.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}
