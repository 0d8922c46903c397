// Public reads answered from memory for the many people who ask the same thing at once (issue #8,
// docs/decisions/010-public-reads.md): a challenge list page or detail is kept as the bytes that were
// sent, and their gzip made once, so a repeated answer costs neither the database, nor JSON, nor zlib.
// An answer is fresh for the TTL (VISITOR_CACHE_MS); past it, the next request loads it again while the
// others still get the old one, up to twice the TTL. No invalidation by local events, so several server
// instances on one database stay correct; the web client keeps these answers far longer anyway (spec
// §7: details 1 min, lists 5 min, trending 10 min).
//
// Who may be given a shared answer is each route's choice (mayShare). Whoever has just changed
// something must see it at once: every successful write through the API sets a cookie (markWriters)
// that, for twice the TTL, makes that browser's reads skip shared answers.
import type { Context, MiddlewareHandler } from 'hono';
import { acceptedEncoding, bodyBytes, COMPRESS_LEVEL, COMPRESS_THRESHOLD_BYTES, encode, replaceResponse, type Encoding } from './compress';

/** One kept answer: a 200 with its content type and body; each encoding made on first demand. */
interface Kept {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  loadedAt: number;
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer> | null>>>;
}

export interface SharedAnswersOptions {
  /** How long an answer is fresh (0: never kept). */
  ttlMs: number;
  /** How many answers are kept; past it, the least recently loaded goes. */
  maxEntries: number;
  /** Whether this request may be given an answer someone else's request loaded. */
  mayShare(c: Context): boolean;
  now?: () => number;
}

/** The path and query of the request: the key of its answer (the host is not part of it). */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * Middleware for a GET route: a shared request is answered from memory when a recent enough answer is
 * at hand; otherwise it runs the route, and its 200 answer is kept for the others. One load per key at
 * a time: requests arriving while it runs wait for it (or take the old answer while that is younger
 * than twice the TTL). A request whose answer is not a 200 keeps its own answer, and nothing is kept.
 */
export function sharedAnswers({ ttlMs, maxEntries, mayShare, now = Date.now }: SharedAnswersOptions): MiddlewareHandler {
  const entries = new Map<string, Kept>();
  /** The load running for a key: its answer, or null when it was not one to keep. */
  const loading = new Map<string, Promise<Kept | null>>();

  function keep(key: string, kept: Kept) {
    entries.delete(key); // re-inserted last: the Map's order is the eviction order
    entries.set(key, kept);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  async function load(c: Context, next: () => Promise<void>, key: string): Promise<void> {
    // Aged from when the load started: the data is at least that fresh.
    const startedAt = now();
    let settle!: (kept: Kept | null) => void;
    loading.set(key, new Promise((resolve) => (settle = resolve)));
    let kept: Kept | null = null;
    try {
      await next();
      const res = c.res;
      const type = res.headers.get('content-type');
      if (res.status === 200 && type && !res.headers.has('content-encoding')) {
        kept = { body: await bodyBytes(res), type, loadedAt: startedAt, encoded: {} };
        keep(key, kept);
      }
    } finally {
      loading.delete(key);
      settle(kept);
    }
    // The route's answer was read to keep it: this request is sent the kept bytes too.
    if (kept) await send(c, kept);
  }

  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET' || !mayShare(c)) return next();
    const key = pathAndQuery(c.req.url);
    const entry = entries.get(key);
    const age = entry ? now() - entry.loadedAt : Number.POSITIVE_INFINITY;
    if (entry && age < ttlMs) return send(c, entry);
    const pending = loading.get(key);
    if (!pending) return load(c, next, key);
    // Someone is loading it: the old answer while it is recent enough, else theirs once it is there.
    if (entry && age < 2 * ttlMs) return send(c, entry);
    const loaded = await pending;
    return loaded ? send(c, loaded) : next();
  };
}

/** Sends a kept answer, encoded when the client takes an encoding and the body is worth it (http/compress.ts). */
async function send(c: Context, kept: Kept): Promise<void> {
  const encoding = kept.body.byteLength >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(c.req.header('accept-encoding')) : null;
  const encoded = encoding ? await (kept.encoded[encoding] ??= encode(kept.body, encoding, COMPRESS_LEVEL).catch(() => null)) : null;
  const body = encoded ?? kept.body;
  // With its length stated, compress.ts need not read a plain answer to size it; it leaves an encoded one alone.
  const headers: Record<string, string> = { 'Content-Type': kept.type, 'Content-Length': String(body.byteLength), Vary: 'Accept-Encoding' };
  if (encoded) headers['Content-Encoding'] = encoding!;
  // c.body keeps the headers set before the route ran (the request id).
  replaceResponse(c, c.body(body, 200, headers));
}

/** The cookie that says "this browser changed something a moment ago" (see markWriters). */
export const WROTE_COOKIE = 'changamoto.wrote';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After every successful write (any method but GET, HEAD and OPTIONS answered with a 2xx), sets
 * WROTE_COOKIE for twice the TTL and a second: long enough that no answer loaded before the write is
 * still served when it expires, on any instance. Set on the response itself (see compress.ts); a
 * redirect, whose headers may be immutable, is not marked.
 */
export function markWriters({ ttlMs, secure }: { ttlMs: number; secure: boolean }): MiddlewareHandler {
  const cookie = `${WROTE_COOKIE}=1; Max-Age=${Math.ceil((2 * ttlMs) / 1000) + 1}; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return async (c, next) => {
    await next();
    if (ttlMs > 0 && !SAFE_METHODS.has(c.req.method) && c.res.status >= 200 && c.res.status < 300) c.res.headers.append('Set-Cookie', cookie);
  };
}

const wroteCookie = new RegExp(`(?:^|;)\\s*${WROTE_COOKIE.replace('.', '\\.')}=`);

/** This browser wrote something within twice the TTL (markWriters). */
export function wroteRecently(c: Context): boolean {
  return wroteCookie.test(c.req.header('cookie') ?? '');
}

/** No cookie and no Authorization header: nobody signed in. */
export function isVisitor(c: Context): boolean {
  return !c.req.header('cookie') && !c.req.header('authorization');
}

/** Anyone but a caller with an Authorization header (an API client keeps no cookie) or one who has just written. */
export function isReader(c: Context): boolean {
  return !c.req.header('authorization') && !wroteRecently(c);
}
