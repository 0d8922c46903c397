// Gives every request an id, a child logger carrying it, the client IP, and one access-log line.
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { forwardedFor, pickClientIp, type TrustedProxies } from './client-ip';
import { AppError } from './errors';
import type { AppEnv } from './types';

/**
 * The caller of app.request() (the integration tests), which has no socket: it is treated as a peer on
 * loopback, so behind a trusted hop its X-Forwarded-For is read as a proxy's would be. Real traffic
 * comes through @hono/node-server (main.ts), which always has a socket.
 */
const IN_PROCESS_PEER = '127.0.0.1';

function clientIp(c: Context<AppEnv>, trusted: TrustedProxies): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming ? incoming.socket.remoteAddress : IN_PROCESS_PEER;
  // No peer address: the socket closed before we got here; nobody will read the answer anyway.
  if (!peer) throw new AppError(400, 'validation_error', 'The connection closed before the request could be read.');
  const chain = 'hops' in trusted && trusted.hops === 0 ? [peer] : [...forwardedFor(c.req.header('x-forwarded-for')), peer];
  const ip = pickClientIp(chain, trusted);
  if (!ip) throw new AppError(400, 'validation_error', 'The request does not say where it came from.');
  return ip;
}

export function requestContext(log: Logger, options: { trustedProxies: TrustedProxies }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const reqLog = log.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', reqLog);
    c.header('X-Request-Id', requestId);
    c.set('clientIp', clientIp(c, options.trustedProxies));
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/assets/')) return; // static files would drown the log
    reqLog.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}
