// The challenge reads answered from memory (http/shared-answers.ts) through the real app, with a TTL far
// longer than the test: list pages are shared by everyone who has not just written, signed in or not;
// details only by visitors. Whoever has just written (the cookie a write sets) reads the database, so a
// backer sees their own backing at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WROTE_COOKIE } from '../../http/shared-answers';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buy, member, send, type Member } from '../../../test/helpers/members';

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp({ env: { VISITOR_CACHE_MS: '60000' } });
  [alice, bob] = await Promise.all([member(t, 'alice_vc'), member(t, 'bob_vc')]);
  await Promise.all([buy(t, alice.id, 500), buy(t, bob.id, 500)]);
});
afterAll(() => t.close());

interface Detail {
  challenge: { totalJackpot: number; backers: { userId: string }[] };
}
interface Page {
  challenges: { id: string; totalJackpot: number }[];
}
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

async function createSolo(stake: number): Promise<string> {
  const body = { title: `Walk ${randomUUID().slice(0, 6)}`, categorySlug: 'fitness', startDate: iso(HOUR), endDate: iso(7 * 24 * HOUR), type: 'solo', solo: { playerAStake: stake } };
  const answer = await send<{ challengeId: string }>(t, alice, '/api/challenges', { body, headers: { 'Idempotency-Key': randomUUID() } });
  expect(answer.status).toBe(201);
  return answer.body.challengeId;
}
/** Bob backs; returns the cookie his browser would keep from the answer (name=value). */
async function back(id: string, amount: number): Promise<string> {
  const answer = await send(t, bob, `/api/challenges/${id}/participation`, { body: { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: amount }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.get('set-cookie') ?? '';
  expect(cookie).toContain(`${WROTE_COOKIE}=1;`);
  return cookie.split(';')[0]!;
}
/** The member's session cookie alone: signed in, nothing written lately (their sign-in set the write cookie too). */
const sessionOf = (m: Member) => ({
  headers: {
    Cookie: [...m.c.cookies]
      .filter(([k]) => k !== WROTE_COOKIE)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  },
});
const asVisitor = async <T>(path: string) => (await (await t.request(path)).json()) as T;
const jackpotIn = (page: Page, id: string) => page.challenges.find((c) => c.id === id)?.totalJackpot;

it('a visitor and a signed-in reader may get the kept list, a visitor the kept detail; the backer reads their backing at once', async () => {
  const id = await createSolo(100);
  expect((await asVisitor<Detail>(`/api/challenges/${id}`)).challenge.totalJackpot).toBe(100);
  expect(jackpotIn(await asVisitor<Page>('/api/challenges?sort=new'), id)).toBe(100);

  const wrote = await back(id, 30);

  const asBob = { headers: { Cookie: `${sessionOf(bob).headers.Cookie}; ${wrote}` } };
  const own = await send<Detail>(t, bob, `/api/challenges/${id}`, asBob);
  expect(own.body.challenge.totalJackpot).toBe(130);
  expect(own.body.challenge.backers.map((b) => b.userId)).toEqual([bob.id]);
  expect(jackpotIn((await send<Page>(t, bob, '/api/challenges?sort=new', asBob)).body, id)).toBe(130);
  // The visitor's answers come from memory (this TTL outlives the test): the same as before the backing.
  expect((await asVisitor<Detail>(`/api/challenges/${id}`)).challenge.totalJackpot).toBe(100);
  expect(jackpotIn(await asVisitor<Page>('/api/challenges?sort=new'), id)).toBe(100);
  // Signed in, but nothing written lately (no cookie from a write): the kept list, and the detail from the database.
  expect(jackpotIn((await send<Page>(t, alice, '/api/challenges?sort=new', sessionOf(alice))).body, id)).toBe(100);
  expect((await send<Detail>(t, alice, `/api/challenges/${id}`, sessionOf(alice))).body.challenge.totalJackpot).toBe(130);
  // Another query is another key: read fresh.
  expect(jackpotIn(await asVisitor<Page>('/api/challenges?sort=new&category=fitness'), id)).toBe(130);
});

it('a signed-in detail read is not kept: the first visitor read after a change is fresh', async () => {
  const id = await createSolo(50);
  expect((await send<Detail>(t, bob, `/api/challenges/${id}`, sessionOf(bob))).body.challenge.totalJackpot).toBe(50);
  await back(id, 20);
  expect((await asVisitor<Detail>(`/api/challenges/${id}`)).challenge.totalJackpot).toBe(70);
});

it('any cookie, even one that signs nobody in, reads the detail from the database', async () => {
  const id = await createSolo(40);
  expect((await asVisitor<Detail>(`/api/challenges/${id}`)).challenge.totalJackpot).toBe(40);
  await back(id, 5);
  const withCookie = await t.request(`/api/challenges/${id}`, { headers: { Cookie: 'theme=dark' } });
  expect(((await withCookie.json()) as Detail).challenge.totalJackpot).toBe(45);
});
