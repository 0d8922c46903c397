// Challenge search (issue #17 §2) and the open-first list order (issue #16 §3) through the real app on a
// real database (pg_trgm and unaccent, migration 0023): typos, case and accents forgiven; titles,
// descriptions, categories and usernames; open challenges first; keyset pages; the 400s; the rate limit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '@changamoto/shared/domain';
import { announceChallenges } from '../../../test/helpers/challenges';
import { insertUser } from '../../../test/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { encodeCursor, LIST_MESSAGES } from './challenge-list';
import { OPEN_FIRST_MESSAGES } from './challenges.service';

let t: TestApp;
const db = () => t.database.db;
const HOUR = 3_600_000;
let clock = Date.now() - 500 * HOUR;
/** Each inserted challenge is newer than the last. */
const tick = () => new Date((clock += 60_000));

interface Item {
  id: string;
  title: string;
  status: string;
}
interface Page {
  challenges: Item[];
  nextCursor: string | null;
}
type Err = { error: { code: string; message: string } };

async function mk(c: { title: string; description?: string; createdBy: string; status?: string; type?: 'solo' | 'two_player' | 'public'; category?: string; playerB?: string }) {
  const type = c.type ?? 'solo';
  const row = await db()
    .insertInto('challenges')
    .values({
      title: c.title,
      description: c.description ?? null,
      type,
      status: c.status ?? 'active',
      category_slug: c.category ?? 'other',
      start_date: new Date(Date.now() - HOUR),
      end_date: new Date(Date.now() + 48 * HOUR),
      created_by_user_id: c.createdBy,
      player_a_id: type === 'public' ? null : c.createdBy,
      player_b_id: c.playerB ?? null,
      created_at: tick(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Announced as the app's writes are: a search page kept before it is dropped (decision 046).
  await announceChallenges(db(), [row.id]);
  return row.id;
}

async function get(path: string): Promise<{ status: number; body: Page & Err; headers: Headers }> {
  const response = await t.request(path);
  return { status: response.status, body: (await response.json()) as Page & Err, headers: response.headers };
}
async function search(query: string): Promise<Page> {
  const { status, body } = await get(`/api/challenges/search?${query}`);
  if (status !== 200) throw new Error(`search ${query} → ${status} ${JSON.stringify(body)}`);
  return body;
}
const found = async (q: string) => (await search(`q=${encodeURIComponent(q)}&limit=50`)).challenges.map((c) => c.id);

/** Every page of a search or list, following nextCursor. */
async function walk(path: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const { status, body } = await get(`${path}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(status).toBe(200);
    seen.push(...body.challenges.map((c) => c.id));
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('more than 50 pages');
}

const ids: Record<string, string> = {};
let runner: string;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await insertUser(db(), { username: 'wanjiku_k' });
  runner = await insertUser(db(), { username: 'odhiambo_runs' });
  const opponent = await insertUser(db(), { username: 'chebet_plays' });
  ids.fifaActive = await mk({ title: 'Beat me at FIFA 25', createdBy: creator, type: 'two_player', playerB: opponent });
  ids.fifaCancelled = await mk({ title: 'FIFA weekend league', createdBy: creator, status: 'cancelled' });
  ids.fifaPending = await mk({ title: 'Fifa showdown at the mall', createdBy: creator, type: 'two_player', playerB: opponent, status: 'pending_acceptance' });
  ids.fifaCompleted = await mk({ title: 'Old FIFA final', createdBy: creator, status: 'completed' });
  ids.mbio = await mk({ title: 'Mbio za Nyika Ngong', description: 'Kukimbia kilomita kumi kila Jumamosi.', createdBy: creator, category: 'fitness' });
  ids.cafe = await mk({ title: 'Barista: Café latte art', createdBy: creator, category: 'cooking' });
  ids.described = await mk({ title: 'Weekend plan', description: 'Climb Kilimanjaro before December', createdBy: creator });
  ids.byRunner = await mk({ title: 'Sunday long run', createdBy: runner });
  ids.runnerAsB = await mk({ title: 'Chess rematch', createdBy: creator, type: 'two_player', playerB: runner, status: 'pending_acceptance' });
  ids.music = await mk({ title: 'Learn three songs on guitar', createdBy: creator, category: 'music' });
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

describe('what a search finds', () => {
  it('is not fooled by case, accents or a typo', async () => {
    // 'fif': a word still being typed (the suggestions ask as one types).
    for (const q of ['fifa', 'FIFA', 'FIFA 25', 'fiffa', 'fifaa', 'fif', 'fifx']) expect(await found(q), q).toContain(ids.fifaActive);
    expect(await found('FIFA 25')).not.toContain(ids.mbio);
    // A Swahili title, by one of its words, in any case.
    for (const q of ['mbio', 'MBIO', 'Mbio za', 'nyika']) expect(await found(q), q).toContain(ids.mbio);
    // Accents folded both ways: 'cafe' finds 'Café', and 'CAFÉ' too.
    for (const q of ['cafe', 'CAFÉ', 'café latte']) expect(await found(q), q).toContain(ids.cafe);
    expect(await found('kilimanjro')).toContain(ids.described);
    expect(await found('zzqxv')).toEqual([]);
  });

  it('finds a challenge by the words it has now: an edited title is searched at once', async () => {
    const id = await mk({ title: 'Placeholder title', createdBy: runner });
    expect(await found('okapi')).toEqual([]);
    await db().updateTable('challenges').set({ title: 'Spot an okapi at the sanctuary' }).where('id', '=', id).execute();
    await announceChallenges(db(), [id]);
    expect(await found('okapi')).toEqual([id]);
    expect(await found('okapy')).toEqual([id]);
  });

  it('matches descriptions and category names', async () => {
    expect(await found('jumamosi')).toEqual([ids.mbio]);
    // 'Fitness' (typo'd) is the mbio challenge's category; 'Cooking' the café's; neither title says so.
    expect(await found('fitnes')).toContain(ids.mbio);
    expect(await found('cooking')).toContain(ids.cafe);
    expect(await found('cooking')).not.toContain(ids.mbio);
  });

  it("finds a person's challenges by their username: created by them or where they play", async () => {
    const byName = await found('odhiambo');
    expect(byName).toEqual(expect.arrayContaining([ids.byRunner, ids.runnerAsB]));
    expect(byName).not.toContain(ids.fifaActive);
    expect(await found('odhiambo_runs')).toEqual(expect.arrayContaining([ids.byRunner, ids.runnerAsB]));
    expect(await found('odhiamb')).toContain(ids.byRunner);
    // Player B of the FIFA challenges.
    expect(await found('chebet')).toEqual(expect.arrayContaining([ids.fifaActive, ids.fifaPending]));
  });
});

describe('order, filters and pages', () => {
  it('lists open challenges first: active, then awaiting acceptance, then finished and cancelled', async () => {
    const fifa = (await found('fifa')).filter((id) => [ids.fifaActive, ids.fifaPending, ids.fifaCancelled, ids.fifaCompleted].includes(id));
    expect(fifa.slice(0, 2)).toEqual([ids.fifaActive, ids.fifaPending]);
    expect(fifa.slice(2).sort()).toEqual([ids.fifaCancelled, ids.fifaCompleted].sort());
  });

  it('applies the list filters: statuses (Show finished off), type and category', async () => {
    const open = (await search('q=fifa&statuses=active,pending_acceptance&limit=50')).challenges;
    expect(open.map((c) => c.id)).toEqual(expect.arrayContaining([ids.fifaActive, ids.fifaPending]));
    expect(open.every((c) => ['active', 'pending_acceptance'].includes(c.status))).toBe(true);
    expect((await search('q=fifa&type=two_player&limit=50')).challenges.map((c) => c.id).sort()).toEqual([ids.fifaActive, ids.fifaPending].sort());
    expect((await search('q=kilimanjaro&category=fitness')).challenges).toEqual([]);
    expect((await search('q=mbio&category=Fitness')).challenges.map((c) => c.id)).toEqual([ids.mbio]);
  });

  it('pages with a cursor: every match once, in the order of one long page', async () => {
    const whole = await found('fifa');
    expect(whole.length).toBeGreaterThanOrEqual(4);
    expect(await walk('/api/challenges/search?q=fifa&limit=1')).toEqual(whole);
    expect(await walk('/api/challenges/search?q=fifa&limit=3')).toEqual(whole);
  });
});

describe('bad input is a 400 with a message, never a 500', () => {
  it.each([
    ['', SEARCH_MESSAGES.tooShort],
    ['q=', SEARCH_MESSAGES.tooShort],
    ['q=%20a%20', SEARCH_MESSAGES.tooShort],
    [`q=${'x'.repeat(101)}`, SEARCH_MESSAGES.tooLong],
    ['q=fifa&statuses=bogus', LIST_MESSAGES.unknownStatus('bogus')],
    ['q=fifa&cursor=not!base64', LIST_MESSAGES.invalidCursor],
    ['q=fifa&limit=0', 'limit must be at least 1.'],
    ['q=fifa&extra=1', undefined],
  ])('%s', async (query, message) => {
    const { status, body } = await get(`/api/challenges/search?${query}`);
    expect(status).toBe(400);
    if (message) expect(body.error.message).toBe(message);
  });

  it("refuses another order's cursor: a list's (new, trending, open first) on a search and a search's on a list", async () => {
    const key = { createdAt: '2026-01-01T00:00:00.000000Z', id: ids.mbio!, score: '0.500', rank: 0 };
    for (const cursor of [encodeCursor('new', key), encodeCursor('trending', { ...key, score: '5' }), encodeCursor('open', key)]) {
      expect((await get(`/api/challenges/search?q=fifa&cursor=${cursor}`)).status).toBe(400);
    }
    expect((await get(`/api/challenges?sort=new&cursor=${encodeCursor('search', key)}`)).status).toBe(400);
    expect((await get(`/api/challenges?sort=new&openFirst=true&cursor=${encodeCursor('search', key)}`)).status).toBe(400);
    // A search cursor with a trending-like score.
    expect((await get(`/api/challenges/search?q=fifa&cursor=${encodeCursor('search', { ...key, score: '12' })}`)).status).toBe(400);
  });
});

describe('the list, open first (issue #16 §3)', () => {
  it('sort=new&openFirst=true: active newest first, then awaiting acceptance, then the rest; pages keep the order', async () => {
    const all = await walk('/api/challenges?sort=new&openFirst=true&limit=2');
    const rows = await db().selectFrom('challenges').select(['id', 'status', 'created_at']).execute();
    const rank = (s: string) => (s === 'active' ? 0 : s === 'pending_acceptance' ? 1 : 2);
    const expected = [...rows].sort((a, b) => rank(a.status) - rank(b.status) || b.created_at.getTime() - a.created_at.getTime()).map((r) => r.id);
    expect(all).toEqual(expected);
    // Show finished off: only the open ones, in the same order.
    const open = await walk('/api/challenges?sort=new&openFirst=true&statuses=active,pending_acceptance&limit=3');
    expect(open).toEqual(expected.filter((id) => ['active', 'pending_acceptance'].includes(rows.find((r) => r.id === id)!.status)));
  });

  it('openFirst with the trending sort is a 400', async () => {
    const { status, body } = await get('/api/challenges?sort=trending&openFirst=true');
    expect(status).toBe(400);
    expect(body.error.message).toBe(OPEN_FIRST_MESSAGES.newOnly);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has searched too often', async () => {
    expect((await get('/api/challenges/search?q=fifa')).status).toBe(200);
    const { rows } = await sql<{ key: string }>`SELECT key FROM rate_limit_counters WHERE key LIKE 'challenge-search:%'`.execute(db());
    expect(rows).toHaveLength(1);
    // As if this address had already asked 300 times in the window.
    await sql`UPDATE rate_limit_counters SET hits = 300 WHERE key = ${rows[0]!.key}`.execute(db());
    const limited = await get('/api/challenges/search?q=fifa');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The list is not limited by the search's counter.
    expect((await get('/api/challenges?sort=new')).status).toBe(200);
  });
});
