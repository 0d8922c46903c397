// Shared answers (shared-answers.ts) on a small app with an injected clock and a counting route: fresh
// for exactly the TTL, then the old answer for the others while one request loads (up to twice the TTL),
// one load per key for requests arriving together, nothing kept but 200s, the oldest answer dropped past
// the limit, gzip made once per answer, and the cookie that sends a writer past it all.
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress } from './compress';
import { isReader, isVisitor, markWriters, sharedAnswers, WROTE_COOKIE } from './shared-answers';

/** A route answering its n-th load with { n, ... } (padding makes it worth compressing), held while `gate` is set. */
function setup({ ttlMs = 1_000, maxEntries = 10, mayShare = isVisitor }: { ttlMs?: number; maxEntries?: number; mayShare?: typeof isVisitor } = {}) {
  const clock = { now: 1_000 };
  let loads = 0;
  const state: { gate: Promise<void> | null; status: number } = { gate: null, status: 200 };
  const app = new Hono();
  app.use('*', compress());
  app.use('*', markWriters({ ttlMs, secure: false }));
  app.get('/things/:id', sharedAnswers({ ttlMs, maxEntries, mayShare, now: () => clock.now }), async (c) => {
    const n = ++loads;
    if (state.gate) await state.gate;
    if (state.status !== 200) return c.json({ error: 'gone' }, state.status as 404);
    return c.json({ id: c.req.param('id'), n, padding: 'x'.repeat(2_000) });
  });
  app.post('/things', (c) => c.json({ ok: true }));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    return { status: response.status, n: response.status === 200 ? ((await response.json()) as { n: number }).n : null };
  };
  return { app, clock, state, get, loads: () => loads };
}

/** A promise to hold the route with, and its release. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('sharedAnswers', () => {
  it('serves the loaded answer until the TTL has passed since its load started, then the next request loads again', async () => {
    const t = setup();
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 1 });
    t.clock.now += 999;
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 1 });
    t.clock.now += 1;
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 2 });
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 2 });
  });

  it('while one request loads a stale answer again, the others get the old one up to twice the TTL, then wait for the new one', async () => {
    const t = setup();
    await t.get('/things/a');
    t.clock.now += 1_500;
    const held = gate();
    t.state.gate = held.promise;
    const loading = t.get('/things/a'); // loads, and waits for its own load
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 1 });
    t.clock.now += 499; // 1,999 ms old
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 1 });
    t.clock.now += 1; // 2,000 ms old: too old to serve
    const waiting = t.get('/things/a');
    held.open();
    expect(await loading).toEqual({ status: 200, n: 2 });
    expect(await waiting).toEqual({ status: 200, n: 2 });
    expect(t.loads()).toBe(2);
  });

  it('requests for a key while it loads share that one load', async () => {
    const t = setup();
    const held = gate();
    t.state.gate = held.promise;
    const answers = Promise.all([t.get('/things/a'), t.get('/things/a'), t.get('/things/a')]);
    held.open();
    expect(await answers).toEqual([1, 1, 1].map((n) => ({ status: 200, n })));
    expect(t.loads()).toBe(1);
  });

  it('keeps nothing but a 200: a not-found is answered to each request by the route itself', async () => {
    const t = setup();
    t.state.status = 404;
    const held = gate();
    t.state.gate = held.promise;
    const answers = Promise.all([t.get('/things/a'), t.get('/things/a')]);
    held.open();
    expect(await answers).toEqual([
      { status: 404, n: null },
      { status: 404, n: null },
    ]);
    expect(t.loads()).toBe(2); // the waiting request asked the route itself
    t.state.status = 200;
    t.state.gate = null;
    expect(await t.get('/things/a')).toEqual({ status: 200, n: 3 });
  });

  it('keeps queries apart, and the query is part of the key', async () => {
    const t = setup();
    expect((await t.get('/things/a')).n).toBe(1);
    expect((await t.get('/things/b')).n).toBe(2);
    expect((await t.get('/things/a?sort=new')).n).toBe(3);
    expect((await t.get('/things/a')).n).toBe(1);
  });

  it('holds at most maxEntries, dropping the least recently loaded', async () => {
    const t = setup({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await t.get(`/things/${id}`);
    expect((await t.get('/things/a')).n).toBe(4);
    expect((await t.get('/things/c')).n).toBe(3);
  });

  it('with a TTL of 0 every request loads', async () => {
    const t = setup({ ttlMs: 0 });
    await t.get('/things/a');
    expect((await t.get('/things/a')).n).toBe(2);
  });

  it('only requests the route lets share get a kept answer, and theirs are not kept', async () => {
    const t = setup();
    expect((await t.get('/things/a', { Cookie: 'theme=dark' })).n).toBe(1);
    expect((await t.get('/things/a')).n).toBe(2);
    expect((await t.get('/things/a', { Authorization: 'Bearer x' })).n).toBe(3);
    expect((await t.get('/things/a')).n).toBe(2);
  });

  it('sends gzip to a client that takes it, made once per answer, with the same JSON inside', async () => {
    const t = setup();
    await t.get('/things/a');
    for (let i = 0; i < 2; i++) {
      const response = await t.app.request('/things/a', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      expect(JSON.parse(gunzipSync(body).toString('utf8'))).toMatchObject({ id: 'a', n: 1 });
    }
    const plain = await t.app.request('/things/a');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { n: number }).n).toBe(1);
    expect(t.loads()).toBe(1);
  });
});

describe('markWriters', () => {
  it('marks a browser after a successful write, for twice the TTL and a second; never after a read or a refusal', async () => {
    const t = setup({ ttlMs: 1_000 });
    const write = await t.app.request('/things', { method: 'POST' });
    expect(write.headers.get('set-cookie')).toBe(`${WROTE_COOKIE}=1; Max-Age=3; Path=/api; HttpOnly; SameSite=Lax`);
    expect((await t.app.request('/things/a')).headers.get('set-cookie')).toBeNull();
    expect((await t.app.request('/nothing', { method: 'POST' })).headers.get('set-cookie')).toBeNull(); // 404
    expect((await setup({ ttlMs: 0 }).app.request('/things', { method: 'POST' })).headers.get('set-cookie')).toBeNull();
  });

  it('a reader with a session shares list answers, until they write', async () => {
    const t = setup({ mayShare: isReader });
    const session = 'changamoto.session_token=abc';
    expect((await t.get('/things/a', { Cookie: session })).n).toBe(1);
    expect((await t.get('/things/a', { Cookie: session })).n).toBe(1);
    expect((await t.get('/things/a', { Cookie: `${session}; ${WROTE_COOKIE}=1` })).n).toBe(2);
    expect((await t.get('/things/a', { Cookie: `${WROTE_COOKIE}=1` })).n).toBe(3);
    expect((await t.get('/things/a', { Authorization: 'Bearer x' })).n).toBe(4);
    expect((await t.get('/things/a', { Cookie: 'x.changamoto.wrote=1' })).n).toBe(1);
  });
});
