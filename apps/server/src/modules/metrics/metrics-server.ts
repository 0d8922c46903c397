// /metrics on its own port, never the app's (issue #22): bound to 127.0.0.1 by default, so only this
// machine (a Prometheus agent beside the app) can scrape it. Bound elsewhere (a container network), it
// requires METRICS_TOKEN as a bearer token (env.ts refuses a non-loopback host without one).
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Logger } from '../../logger';
import type { Metrics } from './metrics';

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** When set, every scrape must send `Authorization: Bearer <token>`. */
  token?: string | undefined;
  metrics: Metrics;
  log: Logger;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the Authorization header with the expected bearer token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (options.token && !bearerMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    options.metrics.render().then(
      (text) => res.writeHead(200, { 'Content-Type': options.metrics.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        options.log.warn({ err: error }, 'metrics scrape failed');
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
