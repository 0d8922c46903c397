// The body limit on a real Node server: judged by Content-Length when the request states one, by
// counting the streamed bytes when it does not (chunked); a body within the limit still reads as JSON.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';

let server: ServerType;
let url: string;
beforeAll(async () => {
  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 100, onError: (c) => c.json({ error: 'too large' }, 413) }));
  app.post('/echo', async (c) => c.json({ got: await c.req.json() }));
  app.get('/echo', (c) => c.json({ got: null }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = { 'Content-Type': 'application/json' };
/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked). */
function chunked(text: string) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16) controller.enqueue(bytes.slice(i, i + 16));
      controller.close();
    },
  });
}
const post = (body: string | ReadableStream<Uint8Array>) => fetch(url, { method: 'POST', headers: json, body, duplex: 'half' } as RequestInit);

describe('bodyLimit', () => {
  it('a body within the limit is read as JSON, with or without Content-Length', async () => {
    const small = JSON.stringify({ a: 'x'.repeat(50) });
    expect(await (await post(small)).json()).toEqual({ got: { a: 'x'.repeat(50) } });
    expect(await (await post(chunked(small))).json()).toEqual({ got: { a: 'x'.repeat(50) } });
    expect((await fetch(url)).status).toBe(200);
  });

  it('a body over the limit is refused, whether its length is stated or only counted', async () => {
    const big = JSON.stringify({ a: 'x'.repeat(200) });
    const stated = await post(big);
    expect(stated.status).toBe(413);
    expect(await stated.json()).toEqual({ error: 'too large' });
    expect((await post(chunked(big))).status).toBe(413);
  });
});
