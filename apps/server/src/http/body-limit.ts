// hono's bodyLimit, without opening the body of a request that states its length. Why: touching
// `c.req.raw.body` makes @hono/node-server build a web Request and stream around the Node request, and
// every JSON body is then read through web streams; left alone, `c.req.json()` reads the socket
// directly. That was about a tenth of the server's CPU on a backing (bench:backing profile).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';

export function bodyLimit(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const streamed = honoBodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    // Node's HTTP parser reads exactly Content-Length bytes, never more: the header is the body's size.
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number.parseInt(length, 10) > options.maxSize ? options.onError(c) : next();
    return streamed(c, next);
  };
}
