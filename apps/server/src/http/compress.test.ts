// Response compression (compress.ts) on a real Node server: which answers are encoded and how the
// Accept-Encoding header is read; Vary on every compressible answer; the bytes intact once decoded.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, bodyBytes, compress } from './compress';

const big = { words: 'jambo '.repeat(400) };
let server: ServerType;
let base: string;
beforeAll(async () => {
  const app = new Hono();
  app.use('*', compress());
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ status: 'ok' }));
  app.get('/tagged', (c) => c.body(JSON.stringify(big), 200, { 'Content-Type': 'application/json', ETag: '"v1"' }));
  app.get('/no-transform', (c) => c.body(JSON.stringify(big), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }));
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/events', (c) => streamSSE(c, async (stream) => stream.writeSSE({ data: 'x'.repeat(2000) })));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http, which (unlike fetch) neither asks for nor decodes an encoding by itself. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compress', () => {
  it('gzips JSON of 1 KB or more for a client that accepts it, with Vary and the right length', async () => {
    const answer = await get('/big', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(JSON.stringify(big).length / 10);
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(big);
  });

  it('sends the same answer plain to a client that accepts no encoding, still with Vary', async () => {
    const answer = await get('/big');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual(big);
  });

  it('deflates for a client that takes only deflate, and honours q=0', async () => {
    const deflated = await get('/big', { 'Accept-Encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflated.body).toString('utf8'))).toEqual(big);
    expect((await get('/big', { 'Accept-Encoding': 'gzip;q=0, deflate;q=0.5' })).headers['content-encoding']).toBe('deflate');
    expect((await get('/big', { 'Accept-Encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers, images, event streams and no-transform answers as they are', async () => {
    const small = await get('/small', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
    expect((await get('/image', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/no-transform', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
    const events = await get('/events', { 'Accept-Encoding': 'gzip' });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.toString('utf8')).toContain('data: xxx');
  });

  it('weakens a strong ETag on an encoded answer (its bytes are not the plain ones)', async () => {
    expect((await get('/tagged', { 'Accept-Encoding': 'gzip' })).headers.etag).toBe('W/"v1"');
    expect((await get('/tagged')).headers.etag).toBe('"v1"');
  });
});

describe('acceptedEncoding', () => {
  it('prefers gzip on a tie, follows the q-values, and reads * as any', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('br')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(acceptedEncoding('deflate, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0.4, deflate;q=0.8')).toBe('deflate');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('*;q=0.5, gzip;q=0')).toBe('deflate');
    expect(acceptedEncoding('identity')).toBeNull();
  });
});

describe('bodyBytes', () => {
  const lightweight = (res: Response) => Object.getOwnPropertySymbols(res).some((key) => key.description === 'cache');

  it("reads @hono/node-server's lightweight response where it keeps its body, leaving it lightweight", async () => {
    // serve() above made the global Response @hono/node-server's own: what c.json() builds in the app.
    const text = new Response('{"jambo":"dunia"}', { headers: { 'Content-Type': 'application/json' } });
    expect(lightweight(text)).toBe(true);
    expect(Buffer.from(await bodyBytes(text)).toString('utf8')).toBe('{"jambo":"dunia"}');
    expect(lightweight(text)).toBe(true); // arrayBuffer() would have turned it into a streamed web Response
    const bytes = new Response(new Uint8Array([1, 2, 3]));
    expect([...(await bodyBytes(bytes))]).toEqual([1, 2, 3]);
    expect(lightweight(bytes)).toBe(true);
  });

  it('reads any other response the standard way', async () => {
    const stream = new Response(new Blob(['a', 'b']).stream());
    expect(Buffer.from(await bodyBytes(stream)).toString('utf8')).toBe('ab');
  });
});
