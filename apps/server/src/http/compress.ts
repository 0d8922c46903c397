// Response compression with node:zlib (gzip, or deflate for a client that takes only that) for the text
// our phones fetch on slow networks: scripts, styles, HTML and JSON of 1 KB or more. It replaces
// hono/compress, whose web CompressionStream and late c.header('Vary') turned every answer, compressed
// or not, into a streamed web Response: a measurable share of each request's CPU (issue #8 reads).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'gzip' | 'deflate';

/** Smaller bodies fit in a packet or two either way. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * zlib level: on a challenge detail (34 KB of JSON) level 4 comes within 3 % of the default level's
 * size (6) for about 70 % of its CPU; level 9 saves another 3 % for twice the CPU, which a kept detail,
 * most often sent once, would not earn back.
 */
export const COMPRESS_LEVEL = 4;

const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);

/** `body` in `encoding`, off the main thread (zlib's thread pool). */
export async function encode(body: Uint8Array, encoding: Encoding, level: number): Promise<Uint8Array<ArrayBuffer>> {
  const out = await (encoding === 'gzip' ? gzip : deflate)(body, { level });
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/** @hono/node-server's key for a lightweight Response's [status, body, headers] (found once, by its description). */
let lightweightKey: symbol | undefined;

/**
 * A response's body as bytes. Under @hono/node-server, c.json() and c.body() build a lightweight
 * Response that keeps its string or byte body at hand; read there, nothing is built around it, where
 * arrayBuffer() makes it a web Response with a stream (about 6 % of a challenge detail's server CPU).
 * Any other response (app.request() in tests, a stream) is read the standard way.
 */
export async function bodyBytes(res: Response): Promise<Uint8Array<ArrayBuffer>> {
  lightweightKey ??= Object.getOwnPropertySymbols(res).find((key) => key.description === 'cache');
  const body = lightweightKey ? (res as unknown as Record<symbol, unknown[] | undefined>)[lightweightKey]?.[1] : undefined;
  if (typeof body === 'string') {
    const bytes = Buffer.from(body, 'utf8');
    return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  }
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return new Uint8Array(await res.arrayBuffer());
}

/** The encoding an Accept-Encoding header prefers among ours (gzip on a tie), null for neither. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const of = (encoding: Encoding) => q.get(encoding) ?? q.get('*') ?? 0;
  const [gz, df] = [of('gzip'), of('deflate')];
  if (gz > 0 && gz >= df) return 'gzip';
  return df > 0 ? 'deflate' : null;
}

/** A response this middleware may encode: compressible text, not encoded already, not a range, not marked no-transform. */
function compressible(c: Context, res: Response): boolean {
  const headers = res.headers;
  const type = headers.get('content-type');
  return (
    res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !headers.has('content-encoding') &&
    !headers.has('transfer-encoding') &&
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')
  );
}

/** Adds Accept-Encoding to Vary: caches must keep the encoded and the plain answer apart. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Sets the response without hono merging it into the current one, which would read the current one's
 * body as a stream (the slow path of @hono/node-server).
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/**
 * Encodes compressible answers of COMPRESS_THRESHOLD_BYTES or more for clients that accept it, with Vary
 * on every compressible answer. Headers are changed on the response itself (never c.header() after
 * next()), so an answer that stays as it is keeps @hono/node-server's direct write.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!compressible(c, res)) return;
    varyOnEncoding(res.headers);
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) return;
    const body = await bodyBytes(res);
    const { status, headers } = res;
    if (body.byteLength < COMPRESS_THRESHOLD_BYTES) return replaceResponse(c, new Response(body, { status, headers }));
    const encoded = await encode(body, encoding, COMPRESS_LEVEL);
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    // The bytes differ from the identity answer's: a strong validator would claim otherwise (RFC 9110 8.8.1).
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    replaceResponse(c, new Response(encoded, { status, headers }));
  };
}
