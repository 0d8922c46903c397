// Only the better-auth endpoints the web app uses are reachable over HTTP, with only the inputs it
// sends (issue #15 item 2, DOMAIN.md §8): the admin plugin's powers, update-user and the rest answer
// 404; a sign-up or code sign-in cannot set fields of the new account that the form does not ask for.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo } from '../../../test/helpers/session';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/helpers/test-app';
import { admin, member, type Member } from '../../../test/helpers/challenges';
import { createAuth } from './auth';
import { AUTH_ROUTES } from './auth-surface';

let t: TestApp;
let boss: Member;
let victim: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'surface_admin');
  victim = await member(t, 'surface_victim');
});
afterAll(() => t.close());

type Answer = { error?: { code: string; message: string; fields?: Record<string, string> } } | null;
const cookieOf = (m: Member) => [...m.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function call(method: string, url: string, { as, body, contentType = 'application/json' }: { as?: Member; body?: unknown; contentType?: string } = {}) {
  const headers: Record<string, string> = { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': '198.51.100.240' };
  if (as) headers.Cookie = cookieOf(as);
  if (body !== undefined) headers['Content-Type'] = contentType;
  const response = await t.app.request(url, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  let json: Answer = null;
  try {
    json = JSON.parse(text) as Answer;
  } catch {
    // not JSON (a redirect, an HTML page)
  }
  return { status: response.status, json, text };
}

let endpointsFound: { name: string; method: string; path: string }[] | undefined;
/** Every endpoint better-auth's handler routes: read from the auth instance (with Google configured too), not written by hand. */
function betterAuthEndpoints(): { name: string; method: string; path: string }[] {
  if (endpointsFound) return endpointsFound;
  // Its discovery URL answers nothing: better-auth logs that once and skips the provider; only the routes matter here.
  const withGoogle = createAuth({
    env: t.env,
    db: t.database.db,
    secret: TEST_AUTH_SECRET,
    messages: { emailCode: async () => {}, confirmEmail: async () => {}, passwordReset: async () => {}, smsCode: async () => {} },
    google: { clientId: 'x', clientSecret: 'y', discoveryUrl: 'http://127.0.0.1:9/.well-known/openid-configuration' },
  });
  const out = new Map<string, { name: string; method: string; path: string }>();
  for (const api of [t.auth.api, withGoogle.api] as Record<string, unknown>[]) {
    for (const [name, endpoint] of Object.entries(api)) {
      const { path: endpointPath, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
      if (!endpointPath) continue; // server-only (no HTTP route)
      const methods = [options?.method ?? 'GET'].flat().flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]));
      for (const method of methods) out.set(`${method} ${endpointPath}`, { name, method, path: endpointPath });
    }
  }
  endpointsFound = [...out.values()];
  return endpointsFound;
}

const allowListed = (method: string, endpointPath: string) => AUTH_ROUTES.some((r) => r.method === method && r.path === endpointPath);

describe('the auth library’s HTTP surface', () => {
  it('every route better-auth answers is either allow-listed (auth-surface.ts) or answers 404 in our error shape, to an admin too', async () => {
    const endpoints = betterAuthEndpoints();
    expect(endpoints.length).toBeGreaterThan(60); // the enumeration found better-auth's API, not nothing
    const wrong: string[] = [];
    for (const { name, method, path: endpointPath } of endpoints) {
      if (allowListed(method, endpointPath)) continue;
      const url = `/api/auth${endpointPath.replace(/:(\w+)/g, 'x')}`;
      const res = await call(method, url, { as: boss, body: method === 'GET' ? undefined : {} });
      if (res.status !== 404 || res.json?.error?.code !== 'not_found') {
        wrong.push(`${method} ${url} (auth.api.${name}) answered ${res.status}: neither allow-listed in AUTH_ROUTES (modules/auth/auth-surface.ts) nor refused with a 404`);
      }
    }
    expect(wrong).toEqual([]);
    // And each allow-listed route is one better-auth really has (no stale entry).
    for (const route of AUTH_ROUTES)
      expect(
        endpoints.some((e) => e.method === route.method && e.path === route.path),
        `${route.method} ${route.path}`,
      ).toBe(true);
  });

  it('the allow-list is what the web app calls (apps/web authRequest paths) plus Google’s way back', () => {
    const webSrc = path.resolve(import.meta.dirname, '../../../../web/src');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((entry) => (statSync(path.join(dir, entry)).isDirectory() ? files(path.join(dir, entry)) : [path.join(dir, entry)]));
    const called = new Set<string>();
    for (const file of files(webSrc).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/authRequest(?:<[^(]*>)?\(\s*[`'"](\/[^`'"?$]+)/g)) called.add(match[1]!);
    }
    expect(called.size).toBeGreaterThan(5);
    expect([...new Set(AUTH_ROUTES.map((r) => r.path))].sort()).toEqual([...called, '/callback/:id'].sort());
  });

  it('the admin plugin’s endpoints (all of them) answer 404 to an admin, and nothing changes', async () => {
    const tables = ['users', 'auth_sessions', 'auth_accounts', 'audit_log'] as const;
    const fingerprint = async () => Promise.all(tables.map(async (table) => (await sql<{ h: string | null }>`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${sql.table(table)} x`.execute(t.database.db)).rows[0]?.h));
    const before = await fingerprint();
    const adminEndpoints = betterAuthEndpoints().filter((e) => e.path.startsWith('/admin/'));
    expect(adminEndpoints.map((e) => e.path)).toEqual(expect.arrayContaining(['/admin/set-role', '/admin/update-user', '/admin/set-user-password', '/admin/impersonate-user', '/admin/create-user', '/admin/ban-user', '/admin/list-users']));
    // Bodies that would succeed if the endpoints were reachable (they did, before the allow-list).
    const body = {
      userId: victim.id,
      role: 'admin',
      data: { kycStatus: 'verified', balanceFrozen: false },
      newPassword: 'taken-over-123',
      email: 'created-by-plugin@example.co.ke',
      password: 'created-123',
      name: 'Plugin',
      banReason: 'no audit row',
      sessionToken: 'x',
      permissions: { user: ['list'] },
    };
    const answers = [];
    for (const e of adminEndpoints) {
      const url = `/api/auth${e.path}${e.method === 'GET' ? `?id=${victim.id}&userId=${victim.id}` : ''}`;
      const res = await call(e.method, url, { as: boss, body: e.method === 'GET' ? undefined : body });
      answers.push([`${e.method} ${e.path}`, res.status, res.json?.error?.code]);
    }
    expect(answers).toEqual(adminEndpoints.map((e) => [`${e.method} ${e.path}`, 404, 'not_found']));
    expect(await fingerprint()).toEqual(before);
  });

  it('update-user is closed: no javascript: avatar, no 500 from a bad region or display name (PATCH /api/profile is the way)', async () => {
    for (const body of [{ image: 'javascript:alert(1)' }, { image: 'http://169.254.169.254/latest/meta-data' }, { region: 'XX' }, { displayUsername: '<b>x</b>' }, { name: 'Renamed' }]) {
      const res = await call('POST', '/api/auth/update-user', { as: victim, body });
      expect([JSON.stringify(body), res.status, res.json?.error?.code]).toEqual([JSON.stringify(body), 404, 'not_found']);
    }
    const row = await t.database.db.selectFrom('users').select(['avatar_url', 'region', 'display_username', 'name']).where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ avatar_url: null, region: 'KE', name: '' });
  });
});

describe('inputs of the allow-listed endpoints', () => {
  const signUp = (extra: Record<string, unknown>) => ({ email: 'form-only@example.co.ke', password: 'secret123', name: 'form_only', username: 'form_only', region: 'KE', isAdultConfirmed: true, ...extra });
  const accounts = () => t.database.db.selectFrom('users').select('id').where('email', '=', 'form-only@example.co.ke').execute();

  it('sign-up takes only the form’s fields: an image, a role or a KYC status is refused with a 400 naming it', async () => {
    for (const field of [{ image: 'javascript:alert(1)' }, { kycStatus: 'verified' }, { role: 'admin' }, { displayUsername: 'Someone_Else' }, { phoneNumber: '+254712345678' }]) {
      const res = await call('POST', '/api/auth/sign-up/email', { body: signUp(field) });
      const [key] = Object.keys(field);
      expect([key, res.status, res.json?.error?.code, res.json?.error?.fields?.[key!]]).toEqual([key, 400, 'validation_error', 'Unknown field.']);
    }
    expect(await accounts()).toEqual([]);
  });

  it('a bad region, username or display name is a 400 with our messages, not a 500 from a CHECK constraint', async () => {
    const region = await call('POST', '/api/auth/sign-up/email', { body: signUp({ region: 'XX' }) });
    expect([region.status, region.json?.error?.fields?.region]).toEqual([400, 'Please select a valid region']);
    const username = await call('POST', '/api/auth/sign-up/email', { body: signUp({ username: 'no spaces!' }) });
    expect([username.status, username.json?.error?.fields?.username]).toEqual([400, 'Username must be 3-20 characters: letters, numbers and underscores only.']);
    const nul = await call('POST', '/api/auth/sign-up/email', { body: signUp({ name: 'nul\u0000name' }) });
    expect(nul.status).toBe(400);
    expect(await accounts()).toEqual([]);
  });

  it('an e-mail code sign-in that creates the account cannot set its avatar, region or role', async () => {
    const email = 'code-creates@example.co.ke';
    const started = new Date();
    expect((await call('POST', '/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } })).status).toBe(200);
    const otp = (await latestMessageTo(t, email, { after: started })).body_text.match(/code is (\d{6})/)![1];
    const res = await call('POST', '/api/auth/sign-in/email-otp', { body: { email, otp, image: 'javascript:alert(1)', region: 'Global', kycStatus: 'verified' } });
    expect([res.status, res.json?.error?.fields?.image]).toEqual([400, 'Unknown field.']);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    // The same code, sent as the web app sends it, still signs in (the refused request did not use it up).
    expect((await call('POST', '/api/auth/sign-in/email-otp', { body: { email, otp } })).status).toBe(200);
    expect(await t.database.db.selectFrom('users').select(['avatar_url', 'region', 'kyc_status']).where('email', '=', email).executeTakeFirstOrThrow()).toEqual({ avatar_url: null, region: 'KE', kyc_status: 'unverified' });
  });

  it('codes go only to Kenyan numbers and only for sign-in; the body must be JSON, as the checks above read it', async () => {
    const phone = await call('POST', '/api/auth/phone-number/send-otp', { body: { phoneNumber: '+15555550100' } });
    expect([phone.status, phone.json?.error?.fields?.phoneNumber]).toEqual([400, 'Invalid format. Use 9 digits (7...) or 10 digits (07...).']);
    const reset = await call('POST', '/api/auth/email-otp/send-verification-otp', { body: { email: 'someone@example.co.ke', type: 'forget-password' } });
    expect(reset.status).toBe(400);
    const form = await call('POST', '/api/auth/sign-up/email', { body: new URLSearchParams({ ...signUp({}), isAdultConfirmed: 'true', image: 'javascript:alert(1)' }).toString(), contentType: 'application/x-www-form-urlencoded' });
    expect([form.status, form.json?.error?.message]).toEqual([400, 'Send the request body as JSON (Content-Type: application/json).']);
    expect(await accounts()).toEqual([]);
  });
});
