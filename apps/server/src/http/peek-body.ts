// The JSON body of a request that another handler reads after us (better-auth reads the original
// Request): read from a clone once per request, however many of our guards look at it.
import type { Context } from 'hono';
import type { AppEnv } from './types';

export interface PeekedBody {
  /** The body as sent ('' when there is none). */
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
}

const peeked = new WeakMap<Request, Promise<PeekedBody>>();

export function peekBody(c: Context<AppEnv>): Promise<PeekedBody> {
  let body = peeked.get(c.req.raw);
  if (!body) {
    body = c.req.raw
      .clone()
      .text()
      .catch(() => '')
      .then((text) => {
        try {
          return { text, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
        } catch {
          return { text, json: undefined };
        }
      });
    peeked.set(c.req.raw, body);
  }
  return body;
}
