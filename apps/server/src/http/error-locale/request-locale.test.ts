// The reader's language for their answer (request-locale.ts): a signed-in person's comes with the
// session read as the request arrived (modules/auth/session-reader.ts), so a backing's "Backed!" message
// costs no query of its own after the money (issue #21 §3); without that read (a visitor, or a session
// better-auth handled), it is read once from the cookie's session, as before.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUsers } from '../../../test/helpers/signed-sessions';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { createSessionReader } from '../../modules/auth/session-reader';
import type { AppEnv } from '../types';
import { requestLocaleReader } from './request-locale';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A database that fails every statement: the language must come without one. */
const noQueries = new Proxy({} as Kysely<never>, {
  get() {
    throw new Error('request-locale: queried the database');
  },
}) as unknown as Db;

/** A small app: the session reader as the contract router uses it, then the language of the answer. */
function appWith(localeDb: Db) {
  const reader = createSessionReader(t.auth, t.database.db);
  const localeOf = requestLocaleReader(t.auth, localeDb);
  const app = new Hono<AppEnv>();
  app.get('/who', async (c) => {
    const viewer = await reader(c);
    return c.json({ viewer: viewer?.id ?? null, locale: await localeOf(c) });
  });
  return app;
}

describe("the language of a signed-in reader's answer", () => {
  it('comes with the session read, in their profile language, with no query after the work', async () => {
    const [sw, en] = await createSignedInUsers(t.database.db, { tag: 'lread', count: 2, tokens: 0, secret: TEST_AUTH_SECRET });
    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', sw!.userId).execute();
    const app = appWith(noQueries);
    // The browser's own choice does not outweigh the profile.
    const swAnswer = await app.request('/who', { headers: { Cookie: sw!.cookie, 'Accept-Language': 'en' } });
    expect(await swAnswer.json()).toEqual({ viewer: sw!.userId, locale: 'sw' });
    const enAnswer = await app.request('/who', { headers: { Cookie: `${en!.cookie}; locale=sw` } });
    expect(await enAnswer.json()).toEqual({ viewer: en!.userId, locale: 'en' });
  });

  it('a profile language changed since is read by the next request', async () => {
    const [person] = await createSignedInUsers(t.database.db, { tag: 'lchange', count: 1, tokens: 0, secret: TEST_AUTH_SECRET });
    const app = appWith(noQueries);
    expect(await (await app.request('/who', { headers: { Cookie: person!.cookie } })).json()).toMatchObject({ locale: 'en' });
    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', person!.userId).execute();
    expect(await (await app.request('/who', { headers: { Cookie: person!.cookie } })).json()).toMatchObject({ locale: 'sw' });
  });

  it('without a session read (a visitor), the cookie or Accept-Language decides, as before', async () => {
    const app = appWith(t.database.db);
    expect(await (await app.request('/who', { headers: { Cookie: 'locale=sw' } })).json()).toEqual({ viewer: null, locale: 'sw' });
    expect(await (await app.request('/who', { headers: { 'Accept-Language': 'sw-KE,sw;q=0.9' } })).json()).toEqual({ viewer: null, locale: 'sw' });
  });
});
