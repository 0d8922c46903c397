// Reading the session of many requests at once (session-reader.ts): each request gets its own person;
// a sign-out, an expiry, a suspension and a forged cookie take effect at once; the daily extension and
// the clean-up of an expired session are still better-auth's. On a rate-limited signed-in route the read
// starts beside the rate-limit count (prefetch), and better-auth runs only for a request let through.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUsers, SESSION_COOKIE, signedSessionCookie, type SignedInUser } from '../../../test/helpers/signed-sessions';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/helpers/test-app';
import { verifiedCookieValue } from './session-reader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const people = (tag: string, count: number) => createSignedInUsers(t.database.db, { tag, count, tokens: 0, secret: TEST_AUTH_SECRET });
const profile = async (cookie: string) => {
  const response = await t.request('/api/profile', { headers: { Cookie: cookie } });
  return { status: response.status, id: response.status === 200 ? ((await response.json()) as { id: string }).id : null };
};
const tokenOf = (person: SignedInUser) => decodeURIComponent(person.cookie.slice(SESSION_COOKIE.length + 1)).split('.')[0]!;
// auth_sessions is better-auth's table (not in our Kysely schema): plain SQL.
const session = async (person: SignedInUser) => (await sql<{ expires_at: Date }>`SELECT expires_at FROM auth_sessions WHERE token = ${tokenOf(person)}`.execute(t.database.db)).rows[0];
const setExpiry = (person: SignedInUser, at: Date) => sql`UPDATE auth_sessions SET expires_at = ${at} WHERE token = ${tokenOf(person)}`.execute(t.database.db);
const DAY = 86_400_000;

describe('the session reader', () => {
  it('sixty requests at once, sixty people: each request is its own person', async () => {
    const crowd = await people('crowd', 60);
    const answers = await Promise.all(crowd.map((p) => profile(p.cookie)));
    expect(answers).toEqual(crowd.map((p) => ({ status: 200, id: p.userId })));
  });

  it('a session deleted (signed out elsewhere) or a suspended person is refused on the next request', async () => {
    const [out, banned, later] = await people('gone', 3);
    expect((await profile(out!.cookie)).status).toBe(200);
    await sql`DELETE FROM auth_sessions WHERE token = ${tokenOf(out!)}`.execute(t.database.db);
    expect((await profile(out!.cookie)).status).toBe(401);

    await t.database.db.updateTable('users').set({ banned: true, ban_expires: null }).where('id', '=', banned!.userId).execute();
    expect((await profile(banned!.cookie)).status).toBe(401);
    // A suspension that has run out no longer refuses.
    await t.database.db
      .updateTable('users')
      .set({ banned: true, ban_expires: new Date(Date.now() - 1000) })
      .where('id', '=', later!.userId)
      .execute();
    expect((await profile(later!.cookie)).status).toBe(200);
  });

  it('a cookie not signed with our secret, or no session cookie at all, is nobody', async () => {
    const [person] = await people('forged', 1);
    expect((await profile(signedSessionCookie(tokenOf(person!), 'another-secret-0123456789-abcdefghijkl'))).status).toBe(401);
    expect((await profile(`${SESSION_COOKIE}=${encodeURIComponent(tokenOf(person!))}`)).status).toBe(401);
    expect((await profile('other=1')).status).toBe(401);
    expect(verifiedCookieValue(`${tokenOf(person!)}.`, TEST_AUTH_SECRET)).toBeNull();
  });

  it('an expired session is refused and removed, as better-auth does', async () => {
    const [person] = await people('expired', 1);
    await setExpiry(person!, new Date(Date.now() - 1000));
    expect((await profile(person!.cookie)).status).toBe(401);
    expect(await session(person!)).toBeUndefined();
  });

  it('a session a day old is extended by better-auth (30 days from now) and the request goes through', async () => {
    const [person] = await people('due', 1);
    const old = new Date(Date.now() + 28 * DAY);
    await setExpiry(person!, old);
    expect(await profile(person!.cookie)).toEqual({ status: 200, id: person!.userId });
    expect((await session(person!))!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  describe('started early, beside the rate-limit count (a rate-limited signed-in route)', () => {
    // POST /api/challenges/:id/participation (money limit, 300 per IP per 10 minutes) on a challenge that
    // does not exist: a 404 is a request that got its person, a 401 one that did not.
    const back = (cookie: string, ip: string) =>
      t.request(`/api/challenges/${crypto.randomUUID()}/participation`, {
        method: 'POST',
        ip,
        headers: { Cookie: cookie, 'Idempotency-Key': crypto.randomUUID() },
        body: { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 1 },
      });

    it('each request is its own person; a signed-out session or a forged cookie is nobody', async () => {
      const crowd = await people('early', 20);
      const answers = await Promise.all(crowd.map((p, i) => back(p.cookie, `10.9.1.${i + 1}`)));
      expect(answers.map((r) => r.status)).toEqual(crowd.map(() => 404));
      const [out] = crowd;
      await sql`DELETE FROM auth_sessions WHERE token = ${tokenOf(out!)}`.execute(t.database.db);
      expect((await back(out!.cookie, '10.9.2.1')).status).toBe(401);
      expect((await back(signedSessionCookie(tokenOf(crowd[1]!), 'another-secret-0123456789-abcdefghijkl'), '10.9.2.2')).status).toBe(401);
    });

    it('an expired session is removed by better-auth only when the rate limit lets the request through', async () => {
      const [person] = await people('limited', 1);
      await setExpiry(person!, new Date(Date.now() - 1000));
      // This address has used up its money limit: refused before the route reads its person.
      await sql`INSERT INTO rate_limit_counters (key, window_started_at, hits) VALUES ('money:10.9.3.1', now(), 300)`.execute(t.database.db);
      expect((await back(person!.cookie, '10.9.3.1')).status).toBe(429);
      expect(await session(person!)).toBeDefined();
      expect((await back(person!.cookie, '10.9.3.2')).status).toBe(401);
      expect(await session(person!)).toBeUndefined();
    });
  });
});
