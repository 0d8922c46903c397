// Contract fuzzing (issue #8 item 4): for every endpoint of the contract, at least FUZZ_PER_ENDPOINT
// (default 500) inputs its own zod schema refuses — wrong types, huge, negative and fractional numbers,
// unicode, oversized strings and bodies, missing and extra keys, SQL and script payloads — sent by a
// caller allowed to reach the endpoint. Every answer must be a 4xx in the one error shape, never a
// 5xx, and the database must be exactly as it was afterwards.
// Then every other route the running app answers (app.routes, test/helpers/mounted-routes.ts; issue
// #15 item 11): better-auth's mounted endpoints get the inputs their AUTH_ROUTES schemas refuse, the
// webhook unsigned and oddly signed bodies, and the GET routes (health, docs, events, outbox, uploads,
// the web app's files) hostile queries and paths: never a 5xx.
import { createHmac, randomUUID } from 'node:crypto';
import { contract, errorBodySchema, uploadFields, type EndpointDef } from '@changamoto/shared/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, member, type Member } from '../helpers/challenges';
import { mountedRoutes, tinyWebDist, type MountedRoute } from '../helpers/mounted-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hostile, prng, HOSTILE_STRINGS } from './hostile-inputs';

const PER_ENDPOINT = Number(process.env.FUZZ_PER_ENDPOINT ?? 500);
/** Per better-auth endpoint: their inputs are checked by one guard before anything runs (auth.routes.ts). */
const PER_AUTH_ROUTE = Math.ceil(PER_ENDPOINT / 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const CONCURRENCY = 8;
/**
 * Tables that legitimately change on any request (rate-limit counters, sessions and sign-in codes), or
 * on a job's clock whatever the requests do (the trending roll-up moves its window every minute).
 */
const NOT_DATA = new Set(['rate_limit_counters', 'auth_sessions', 'auth_verifications', 'auth_rate_limits', 'schema_migrations', 'challenge_trending_watermark', 'challenge_trending_rollup']);

let t: TestApp;
let user: Member;
let boss: Member;
beforeAll(async () => {
  // With a built web app, so its file routes are mounted as in production.
  t = await createTestApp({ webDistDir: tinyWebDist() });
  user = await member(t, 'fuzz_user');
  boss = await admin(t, 'fuzz_admin');
});
afterAll(() => t.close());

/** md5 of every data table's rows: any insert, update or delete changes it. */
async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(t.database.db);
  const out = new Map<string, string>();
  for (const { table_name } of rows) {
    if (NOT_DATA.has(table_name)) continue;
    const {
      rows: [row],
    } = await sql<{ h: string | null }>`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${sql.table(table_name)} x`.execute(t.database.db);
    out.set(table_name, row?.h ?? '');
  }
  return out;
}

let ip = 0;
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;
const cookieOf = (m: Member) => [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

interface Attempt {
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  /** An upload's multipart form: its text fields, and junk bytes in its file fields or none. */
  form?: { text: Record<string, string>; junkFiles: boolean };
  idempotencyKey?: string | null;
}

async function attempt(name: string, def: EndpointDef, a: Attempt) {
  const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': nextIp() };
  const who = def.access === 'admin' ? boss : def.access === 'user' ? user : null;
  if (who) headers.Cookie = cookieOf(who);
  if (def.idempotent && a.idempotencyKey !== null) headers['Idempotency-Key'] = a.idempotencyKey ?? randomUUID();
  let body: string | FormData | undefined;
  if (a.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(a.form.text)) form.append(k, v);
    if (a.form.junkFiles && def.upload) for (const field of uploadFields(def.upload)) form.append(field, new Blob(['not an image at all']), 'x.png');
    body = form;
  } else if (a.rawBody !== undefined) body = a.rawBody;
  else if (a.body !== undefined) body = JSON.stringify(a.body);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const url = a.path + (a.query ? `?${new URLSearchParams(a.query)}` : '');
  const res = await t.app.request(url, { method: def.method, headers, body: def.method === 'GET' ? undefined : body });
  const text = await res.text();
  const problem = (why: string) => `${name} ${def.method} ${url} body=${(typeof body === 'string' ? body : JSON.stringify(a.form ?? '')).slice(0, 300)} → ${res.status} ${text.slice(0, 300)}: ${why}`;
  if (res.status >= 500) return problem('a 5xx');
  if (res.status < 400) return problem('accepted an input its schema refuses');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return problem('not JSON');
  }
  if (!errorBodySchema.safeParse(parsed).success) return problem('not the error shape');
  return null;
}

function pathWith(def: EndpointDef, params: Record<string, unknown> | undefined) {
  return def.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    return encodeURIComponent(typeof value === 'string' ? value : value === undefined ? randomUUID() : JSON.stringify(value));
  });
}

/** Every attempt for one endpoint: hostile bodies, queries and params, plus header and size abuse. */
function attemptsFor(def: EndpointDef, rand: () => number): Attempt[] {
  const parts = (['body', 'query', 'params'] as const).filter((p) => def[p]);
  const out: Attempt[] = [];
  const per = Math.ceil(PER_ENDPOINT / Math.max(parts.length, 1));
  for (const part of parts) {
    const gen = hostile(def[part]!, { asStrings: part !== 'body' || Boolean(def.upload) });
    for (const [i, candidate] of gen.candidates(per, rand).entries()) {
      if (part === 'body' && def.upload) {
        const text = candidate && typeof candidate === 'object' && !Array.isArray(candidate) ? (candidate as Record<string, string>) : { junk: JSON.stringify(candidate) };
        out.push({ path: pathWith(def, undefined), form: { text, junkFiles: i % 2 === 0 } });
      } else if (part === 'body') out.push({ path: pathWith(def, undefined), body: candidate });
      else if (part === 'query') {
        // A query string carries only strings: an object candidate becomes its entries; anything else a junk key.
        const query = candidate && typeof candidate === 'object' && !Array.isArray(candidate) ? (candidate as Record<string, string>) : { q: JSON.stringify(candidate) };
        out.push({ path: pathWith(def, undefined), query });
      } else if (candidate && typeof candidate === 'object' && !Array.isArray(candidate)) out.push({ path: pathWith(def, candidate as Record<string, unknown>), body: undefined });
    }
  }
  // A body that is not JSON (where a body is read), and one far larger than any request may be (413 everywhere).
  if (def.body && !def.upload) out.push({ path: pathWith(def, undefined), rawBody: '{"unterminated": ' });
  if (def.method !== 'GET') out.push({ path: pathWith(def, undefined), rawBody: JSON.stringify({ blob: 'x'.repeat(2_000_000) }) });
  if (def.idempotent) {
    out.push({ path: pathWith(def, undefined), idempotencyKey: null, body: {} });
    for (const bad of ['', 'short', 'x'.repeat(300), '../../etc', '%E2%80%AE\r\n']) out.push({ path: pathWith(def, undefined), idempotencyKey: bad, body: {} });
  }
  // Without parts (nothing to refuse but abuse), the endpoint still must not fall over — checked separately.
  return out.filter((a) => a.body !== undefined || a.query || a.form || a.rawBody !== undefined || a.idempotencyKey !== undefined || def.params);
}

const endpoints = Object.entries(contract) as [string, EndpointDef][];

describe('contract fuzzing', () => {
  it(`every endpoint answers ${PER_ENDPOINT}+ refused inputs with a 4xx in the error shape, never a 5xx, writing nothing`, async () => {
    const before = await fingerprint();
    const rand = prng(SEED);
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const [name, def] of endpoints) {
      const attempts = attemptsFor(def, rand);
      counts[name] = attempts.length;
      for (let i = 0; i < attempts.length; i += CONCURRENCY) {
        const results = await Promise.all(attempts.slice(i, i + CONCURRENCY).map((a) => attempt(name, def, a)));
        failures.push(...results.filter((r): r is string => r !== null));
      }
      if (failures.length > 20) break;
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every endpoint with an input got its share (those with none are checked below).
    for (const [name, def] of endpoints) {
      if (def.body || def.query || def.params) expect([name, counts[name]! >= PER_ENDPOINT]).toEqual([name, true]);
    }
    const after = await fingerprint();
    const changed = [...before].filter(([table, hash]) => after.get(table) !== hash).map(([table]) => table);
    expect(changed).toEqual([]);
  }, 900_000);

  it('an endpoint with no input ignores hostile query strings and never fails', async () => {
    const rand = prng(SEED + 1);
    for (const [name, def] of endpoints.filter(([, d]) => !d.body && !d.query && !d.params && d.method === 'GET')) {
      for (let i = 0; i < 20; i++) {
        const value = HOSTILE_STRINGS[Math.floor(rand() * HOSTILE_STRINGS.length)]!.slice(0, 2000);
        const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': nextIp() };
        if (def.access !== 'public') headers.Cookie = cookieOf(def.access === 'admin' ? boss : user);
        const res = await t.app.request(`${def.path}?${new URLSearchParams({ [value.slice(0, 50) || 'k']: value })}`, { headers });
        expect([name, res.status < 500]).toEqual([name, true]);
      }
    }
  });

  it('text that fits a schema but holds NUL (which PostgreSQL cannot store) is a 400, not a database error', async () => {
    const headers = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': nextIp(), Cookie: cookieOf(user), 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
    const now = Date.now();
    const body = { title: 'Run\u0000 5 km', categorySlug: 'fitness', type: 'public', public: { entryFee: 5 }, startDate: new Date(now + 3_600_000).toISOString(), endDate: new Date(now + 86_400_000).toISOString() };
    const res = await t.app.request('/api/challenges', { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/NUL character/);
    const search = await t.app.request(`/api/users/search?q=${encodeURIComponent('ab\u0000c')}`, { headers: { Origin: t.env.PUBLIC_URL, Cookie: cookieOf(user) } });
    expect(search.status).toBe(400);
  });
});

/** One request to a non-contract route: the status, and whether the body is our error shape. */
async function rawAttempt(method: string, url: string, init: { body?: string; contentType?: string; signed?: boolean; as?: Member | null } = {}) {
  const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': nextIp() };
  if (init.as) headers.Cookie = cookieOf(init.as);
  if (init.body !== undefined) headers['Content-Type'] = init.contentType ?? 'application/json';
  if (init.signed && init.body !== undefined) headers['x-paystack-signature'] = createHmac('sha512', t.paystack.secretKey).update(init.body).digest('hex');
  const res = await t.app.request(url, { method, headers, body: init.body });
  const text = res.headers.get('content-type')?.includes('text/event-stream') ? (await res.body?.cancel(), '') : await res.text();
  let errorShape = false;
  try {
    errorShape = errorBodySchema.safeParse(JSON.parse(text)).success;
  } catch {
    // not JSON
  }
  return { status: res.status, errorShape, text };
}

/** Every attempt at one non-contract route, with what its answer must be. */
function nonContractAttempts(route: MountedRoute, rand: () => number): { method: string; url: string; body?: string; contentType?: string; signed?: boolean; as?: Member | null; must: 'refused' | 'no-5xx' }[] {
  const out: ReturnType<typeof nonContractAttempts> = [];
  const pick = () => HOSTILE_STRINGS[Math.floor(rand() * HOSTILE_STRINGS.length)]!.slice(0, 2000);
  const fill = (value: () => string) => route.path.replace(/:(\w+)/g, () => encodeURIComponent(value())).replace(/\*$/, () => encodeURIComponent(value()) || 'x');
  if (route.kind === 'auth') {
    const url = fill(() => 'google');
    const { body, query } = route.route;
    if (body) {
      for (const [i, candidate] of hostile(body).candidates(PER_AUTH_ROUTE, rand).entries()) out.push({ method: 'POST', url, body: JSON.stringify(candidate), as: i % 2 ? user : null, must: 'refused' });
      for (const [raw, contentType] of [
        ['{"unterminated": ', 'application/json'],
        ['email=a@b.co&image=javascript:alert(1)', 'application/x-www-form-urlencoded'],
        ['{"email":"a@b.co"}', 'text/plain'],
        [JSON.stringify({ blob: 'x'.repeat(2_000_000) }), 'application/json'],
      ] as const) {
        out.push({ method: 'POST', url, body: raw, contentType, must: 'refused' });
      }
    }
    if (query) for (const candidate of hostile(query, { asStrings: true }).candidates(PER_AUTH_ROUTE, rand)) out.push({ method: 'GET', url: `${url}?${new URLSearchParams(candidate as Record<string, string>)}`, must: 'refused' });
    if (!body && !query) for (let i = 0; i < 40; i++) out.push({ method: route.method, url: `${fill(pick)}?${new URLSearchParams({ code: pick(), state: pick(), error: pick() })}`, must: 'no-5xx' });
    return out;
  }
  if (route.kind !== 'other' || route.entry.kind === 'middleware') return out;
  if (route.entry.kind === 'webhook') {
    for (let i = 0; i < 40; i++) {
      const body = JSON.stringify({ event: i % 2 ? 'charge.success' : pick(), data: { reference: pick(), amount: pick() } });
      out.push({ method: 'POST', url: route.path, body, must: 'refused' }); // unsigned
      out.push({ method: 'POST', url: route.path, body: pick(), must: 'refused' });
    }
    // Signed by us, but not an event we know: never a 5xx.
    for (const body of ['not json', '[]', 'null', '{}', '{"event":"charge.success"}', '{"event":"charge.success","data":null}', '{"event":"transfer.success","data":{"reference":"\' OR 1=1 --"}}', '{"event":"unknown.thing","data":{}}']) {
      out.push({ method: 'POST', url: route.path, body, signed: true, must: 'no-5xx' });
    }
    return out;
  }
  // GET routes: hostile queries and, for a wildcard, hostile paths; as a visitor and as a user.
  const fileLike = () =>
    `${
      pick()
        .replace(/[^\w.-]/g, '')
        .slice(0, 40) || 'x'
    }.${['php', 'ico', 'txt', 'env', 'png', 'js', 'map'][Math.floor(rand() * 7)]}`;
  for (let i = 0; i < 20; i++) {
    const value = pick();
    // A wildcard gets hostile paths, half of them file names (a missing file must be a 404, not a 500).
    const url = route.path.endsWith('*') ? fill(i % 2 ? pick : fileLike) : (route.entry.sample ?? route.path);
    out.push({ method: 'GET', url: `${url}?${new URLSearchParams({ [value.slice(0, 50) || 'k']: value })}`, as: i % 2 ? user : null, must: 'no-5xx' });
  }
  // Another method than the route's: a 4xx.
  for (const method of ['POST', 'PUT', 'DELETE']) out.push({ method, url: route.entry.sample ?? route.path.replace('*', 'x'), body: '{}', must: 'refused' });
  return out;
}

describe('fuzzing every other route the app answers', () => {
  it('better-auth’s endpoints, the webhook, the outbox, health, docs, events and static files: refused inputs get a 4xx in the error shape, nothing a 5xx, nothing written', async () => {
    const { routes, missing } = mountedRoutes(t.app);
    expect(missing).toEqual([]); // the authorisation matrix says how to describe a new route
    const before = await fingerprint();
    const rand = prng(SEED + 2);
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const route of routes.filter((r) => r.kind !== 'contract')) {
      const attempts = nonContractAttempts(route, rand);
      counts[route.key] = attempts.length;
      for (let i = 0; i < attempts.length; i += CONCURRENCY) {
        const results = await Promise.all(
          attempts.slice(i, i + CONCURRENCY).map(async (a) => {
            const res = await rawAttempt(a.method, a.url, a);
            const problem = res.status >= 500 ? 'a 5xx' : a.must === 'refused' && !(res.status >= 400 && res.errorShape) ? 'not a 4xx in the error shape' : null;
            return problem && `${route.key}: ${a.method} ${a.url.slice(0, 200)} body=${(a.body ?? '').slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}: ${problem}`;
          }),
        );
        failures.push(...results.filter((r): r is string => Boolean(r)));
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every route that takes input got attempts (middleware answers nothing of its own).
    for (const route of routes.filter((r) => r.kind === 'auth' || (r.kind === 'other' && r.entry.kind !== 'middleware'))) expect([route.key, counts[route.key]! > 0]).toEqual([route.key, true]);
    const after = await fingerprint();
    expect([...before].filter(([table, hash]) => after.get(table) !== hash).map(([table]) => table)).toEqual([]);
  }, 300_000);
});
