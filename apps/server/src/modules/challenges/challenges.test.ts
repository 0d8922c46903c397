import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoData } from '../../db/seed';
import { seedDemoAccounts } from '../auth/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.auth, 'demo-pass-1');
});
/** The demo data of npm start, made through the app (db/seed.ts). */
const seed = () => seedDemoData({ app: t.app, db: t.database.db, origin: t.env.PUBLIC_URL, password: 'demo-pass-1', simulatorUrl: t.paystack.url });
afterAll(() => t.close());

type List = { challenges: { id: string; title: string; isFeatured: boolean; type: string; category: { slug: string } }[] };

describe('GET /api/challenges', () => {
  it('is an empty list on an empty database (the home page shows its empty state)', async () => {
    const response = await t.request('/api/challenges?featured=true&limit=3');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ challenges: [], nextCursor: null });
  });

  it('returns the latest featured challenges first, limited as asked', { timeout: 90_000 }, async () => {
    expect(await seed()).toEqual({ seeded: true, challenges: 8 });
    const body = (await (await t.request('/api/challenges?featured=true&limit=3')).json()) as List;
    expect(body.challenges.map((c) => c.title)).toEqual(['FIFA 25 head-to-head: best of three', 'Cook a three-course meal under KES 1,000', 'Nairobi trivia night: Kenyan history']);
    expect(body.challenges.every((c) => c.isFeatured)).toBe(true);
  });

  it('filters by type and by category', async () => {
    const solo = (await (await t.request('/api/challenges?type=solo')).json()) as List;
    expect(solo.challenges.map((c) => c.type)).toEqual(['solo', 'solo', 'solo']);
    const gaming = (await (await t.request('/api/challenges?category=Gaming')).json()) as List;
    expect(gaming.challenges.map((c) => c.category.slug)).toEqual(['gaming', 'gaming']);
  });

  it('seeding twice inserts nothing the second time (idempotent)', async () => {
    expect(await seed()).toEqual({ seeded: false, reason: 'already_seeded' });
    const all = (await (await t.request('/api/challenges?limit=50')).json()) as List;
    expect(all.challenges).toHaveLength(8);
  });

  it.each([
    ['limit=0', 'limit must be at least 1.'],
    ['limit=51', 'limit must be at most 50.'],
    ['limit=abc', 'limit must be a number.'],
    ['limit=2.5', 'limit must be a whole number.'],
    ['type=duel', 'Unknown challenge type.'],
    ['featured=yes', 'featured must be true or false.'],
    ['sort=new&hack=1', 'Unknown field: hack.'],
  ])('refuses ?%s with a clear 400', async (query, message) => {
    const response = await t.request(`/api/challenges?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});
