// A challenge's stake lists a page at a time (issue #8, detail.repo.ts): the detail carries the first
// DETAIL_STAKES_PAGE participants, backers and winners with the cursor of the rest, and
// GET /api/challenges/:id/stakes walks them to the end with nothing skipped or repeated, even where
// stakes share a created_at (one transaction) across a page's edge. Totals still count every stake;
// the reader's own stakes come with the detail for them alone. The ledger invariants are checked when
// the file drops its database.
import { randomUUID } from 'node:crypto';
import { DETAIL_STAKES_PAGE, type ChallengeDetail, type ChallengeStake } from '@changamoto/shared/contract';
import { CHALLENGE_MESSAGES as M } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { settleChallengeNow } from '../settlement/settlement.service';
import { addStake, addStakeIn, createChallenge, fund, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';
import { LIST_MESSAGES } from './challenge-list';
import { refundStake } from './challenges.service';

let t: TestApp;
let reader: Member;
let stranger: Member;
beforeAll(async () => {
  t = await createTestApp();
  [reader, stranger] = await Promise.all([member(t, 'pages_reader'), member(t, 'pages_stranger')]);
});
afterAll(() => t.close());

const db = () => t.database.db;
type Err = { error: { code: string; message: string } };
interface Page {
  stakes: ChallengeStake[];
  nextCursor: string | null;
}

async function detail(id: string, as?: Member) {
  if (as) return send<{ challenge: ChallengeDetail }>(t, as, `/api/challenges/${id}`);
  const response = await t.request(`/api/challenges/${id}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as { challenge: ChallengeDetail } & Partial<Err> };
}
async function page(id: string, list: string, cursor: string | null) {
  const response = await t.request(`/api/challenges/${id}/stakes?list=${list}&cursor=${encodeURIComponent(cursor ?? '')}`);
  return { status: response.status, body: (await response.json()) as Page & Partial<Err> };
}
/** A list from the detail's first page to its end, through every cursor. */
async function walk(id: string, list: 'participants' | 'backers' | 'winners', first: ChallengeStake[], cursor: string | null) {
  const seen = [...first];
  let pages = 1;
  while (cursor) {
    const next = await page(id, list, cursor);
    expect(next.status).toBe(200);
    expect(next.body.stakes.length).toBeLessThanOrEqual(DETAIL_STAKES_PAGE);
    seen.push(...next.body.stakes);
    cursor = next.body.nextCursor;
    pages += 1;
  }
  return { ids: seen.map((s) => s.id), pages, stakes: seen };
}
/** The stakes of a role in the lists' order, straight from the table. */
async function stakeIdsInOrder(challengeId: string, role: string) {
  const { rows } = await sql<{ id: string }>`SELECT id FROM challenge_stakes WHERE challenge_id = ${challengeId} AND role = ${role} ORDER BY created_at, id`.execute(db());
  return rows.map((r) => r.id);
}
async function people(n: number, tag: string, tokens = 100) {
  const ids = await Promise.all(Array.from({ length: n }, (_, i) => insertPerson(db(), `${tag}${i}`)));
  for (const id of ids) await fund(db(), id, { cash: tokens, bonus: 5 });
  return ids;
}

/** A challenge by a new person; a solo one with `playerAStake`, their stake in escrow. */
async function newChallenge(type: 'solo' | 'public', tag: string, playerAStake?: number) {
  const [creator] = await people(1, `${tag}creator`);
  const id = await createChallenge(db(), { type, createdBy: creator! });
  if (playerAStake) await addStake(db(), id, { userId: creator!, role: 'player_a', outcome: 'solo_succeeds', amount: playerAStake });
  return { id, creator: creator! };
}

describe('backers', () => {
  it('the detail has the first page; the pages after it give every backer once, in order, across shared created_at', async () => {
    const { id, creator } = await newChallenge('solo', 'bk_', 50);
    const backers = await people(45, 'bk_');
    const amountOf = (i: number) => 1 + (i % 7);
    const outcomeOf = (i: number) => (i % 3 ? 'solo_succeeds' : 'solo_fails');
    for (let i = 0; i < 10; i++) await addStake(db(), id, { userId: backers[i]!, role: 'backer', outcome: outcomeOf(i), amount: amountOf(i) });
    // 25 backings in one transaction share created_at: the 20th and 21st of the list are among them.
    await db()
      .transaction()
      .execute(async (tx) => {
        for (let i = 10; i < 35; i++) await addStakeIn(tx, id, { userId: backers[i]!, role: 'backer', outcome: outcomeOf(i), amount: amountOf(i) });
      });
    for (let i = 35; i < 45; i++) await addStake(db(), id, { userId: backers[i]!, role: 'backer', outcome: outcomeOf(i), amount: amountOf(i) });
    // Two refunded backings stay in the list (marked) but not in the totals.
    const refunded = await db().selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', id).where('user_id', 'in', [backers[3]!, backers[20]!]).execute();
    await db()
      .transaction()
      .execute(async (tx) => {
        for (const stake of refunded) await refundStake(tx, stake, 'challenge_refund');
      });

    const { status, body } = await detail(id);
    expect(status).toBe(200);
    const c = body.challenge;
    expect(c.backers).toHaveLength(DETAIL_STAKES_PAGE);
    expect(c.backersNextCursor).toEqual(expect.any(String));
    const all = await walk(id, 'backers', c.backers, c.backersNextCursor);
    expect(all.ids).toEqual(await stakeIdsInOrder(id, 'backer'));
    expect(all.pages).toBe(3);
    expect(
      all.stakes
        .filter((s) => s.status === 'refunded')
        .map((s) => s.userId)
        .sort(),
    ).toEqual([backers[3]!, backers[20]!].sort());

    const live = [...Array(45).keys()].filter((i) => i !== 3 && i !== 20);
    const on = (outcome: string) => live.filter((i) => outcomeOf(i) === outcome);
    const sum = (list: number[]) => list.reduce((total, i) => total + amountOf(i), 0);
    expect(c.totals).toMatchObject({
      succeedBackerStake: sum(on('solo_succeeds')),
      succeedBackersCount: on('solo_succeeds').length,
      failBackerStake: sum(on('solo_fails')),
      failBackersCount: on('solo_fails').length,
      overallTotalStake: 50 + sum(live),
    });
    expect(c).toMatchObject({ backersCount: 43, totalJackpot: 50 + sum(live), participants: [], participantsNextCursor: null, winners: [], winnersNextCursor: null, myStakes: [] });
    expect(c.playerStakes.map((s) => [s.userId, s.role, s.amount])).toEqual([[creator, 'player_a', 50]]);
    // Each stake as before: its person, amount and the time to the millisecond.
    const first = all.stakes[0]!;
    expect(first).toMatchObject({ userId: backers[0], user: { id: backers[0], username: 'bk_0' }, role: 'backer', amount: amountOf(0), outcome: outcomeOf(0), status: 'active', isWinner: false, winningsTokens: 0 });
    expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('participants and the reader’s own stakes', () => {
  it('exactly a page has no next cursor; one more has a page of one', async () => {
    const { id } = await newChallenge('public', 'pp_');
    const joiners = await people(DETAIL_STAKES_PAGE + 1, 'pp_');
    for (const userId of joiners.slice(0, DETAIL_STAKES_PAGE)) await addStake(db(), id, { userId, role: 'participant', outcome: 'completed', amount: 10 });
    const full = (await detail(id)).body.challenge;
    expect(full.participants).toHaveLength(DETAIL_STAKES_PAGE);
    expect(full.participantsNextCursor).toBeNull();
    expect(full.backersNextCursor).toBeNull();

    await addStake(db(), id, { userId: joiners.at(-1)!, role: 'participant', outcome: 'completed', amount: 10 });
    const more = (await detail(id)).body.challenge;
    expect(more.participants.map((s) => s.id)).toEqual(full.participants.map((s) => s.id));
    const rest = await page(id, 'participants', more.participantsNextCursor);
    expect(rest.status).toBe(200);
    expect(rest.body.stakes.map((s) => s.userId)).toEqual([joiners.at(-1)]);
    expect(rest.body.nextCursor).toBeNull();
    expect(more.totals.publicParticipantsCount).toBe(DETAIL_STAKES_PAGE + 1);
    expect(more.totalJackpot).toBe(10 * (DETAIL_STAKES_PAGE + 1));
  });

  it('a signed-in reader gets their own stakes, wherever the pages put them; a visitor and another reader do not', async () => {
    const { id } = await newChallenge('public', 'own_');
    for (const userId of await people(DETAIL_STAKES_PAGE + 5, 'own_')) await addStake(db(), id, { userId, role: 'participant', outcome: 'completed', amount: 3 });
    await fund(db(), reader.id, { cash: 20 });
    const mine = await addStake(db(), id, { userId: reader.id, role: 'participant', outcome: 'completed', amount: 3 });

    const own = await detail(id, reader);
    expect(own.status).toBe(200);
    expect(own.body.challenge.participants.map((s) => s.userId)).not.toContain(reader.id);
    expect(own.body.challenge.myStakes.map((s) => [s.id, s.userId, s.role, s.amount])).toEqual([[mine.id, reader.id, 'participant', 3]]);
    // Theirs alone: never kept by a cache, the browser's or a shared one.
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect((await detail(id)).body.challenge.myStakes).toEqual([]);
    expect((await detail(id, stranger)).body.challenge.myStakes).toEqual([]);
    // A cookie that signs nobody in (expired, forged) reads as a visitor: the detail, not a 401.
    const forged = await t.request(`/api/challenges/${id}`, { headers: { Cookie: 'changamoto.session_token=forged.signature' } });
    expect(forged.status).toBe(200);
    expect(((await forged.json()) as { challenge: ChallengeDetail }).challenge.myStakes).toEqual([]);
  });
});

describe('winners', () => {
  it('once settled: largest winnings first, a page at a time, every stake that won and no other', async () => {
    const { id } = await newChallenge('solo', 'win_', 40);
    const backers = await people(30, 'win_');
    // A losing side big enough that the fee leaves every winner something (DOMAIN.md §4 Settlement).
    for (const [i, userId] of backers.entries()) await addStake(db(), id, { userId, role: 'backer', outcome: i < 22 ? 'solo_succeeds' : 'solo_fails', amount: i < 22 ? 2 + (i % 5) * 3 : 100 });
    const before = (await detail(id)).body.challenge;
    expect(before).toMatchObject({ winners: [], winnersNextCursor: null });

    await db().updateTable('challenges').set({ status: 'completed', outcome: 'solo_succeeds' }).where('id', '=', id).execute();
    const notifications = createNotificationsService({ db: db(), messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
    await settleChallengeNow({ db: db(), notifications, jobs: t.jobs }, id);

    const c = (await detail(id)).body.challenge;
    expect(c.status).toBe('paid_out');
    expect(c.winners).toHaveLength(DETAIL_STAKES_PAGE);
    const all = await walk(id, 'winners', c.winners, c.winnersNextCursor);
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM challenge_stakes WHERE challenge_id = ${id} AND (is_winner OR winnings_tokens > 0) ORDER BY winnings_tokens DESC, id`.execute(db());
    expect(all.ids).toEqual(rows.map((r) => r.id));
    expect(all.ids.length).toBeGreaterThan(DETAIL_STAKES_PAGE);
    const winnings = all.stakes.map((s) => s.winningsTokens);
    expect(winnings).toEqual([...winnings].sort((a, b) => b - a));
    expect(all.stakes.every((s) => s.winningsTokens > 0 && s.outcome === 'solo_succeeds')).toBe(true);
  });
});

describe('refused pages', () => {
  let id: string;
  let cursor: string;
  beforeAll(async () => {
    ({ id } = await newChallenge('solo', 'bad_'));
    for (const userId of await people(DETAIL_STAKES_PAGE + 1, 'bad_')) await addStake(db(), id, { userId, role: 'backer', outcome: 'solo_fails', amount: 1 });
    cursor = (await detail(id)).body.challenge.backersNextCursor!;
    expect(cursor).toEqual(expect.any(String));
  });

  it('a cursor that is not one, or is another list’s, is a 400 saying to reload', async () => {
    const tampered = Buffer.from(JSON.stringify({ l: 'backers', t: '2026-01-01T00:00:00.000000Z', i: 'not-a-uuid' })).toString('base64url');
    for (const [list, bad] of [
      ['backers', 'garbage!'],
      ['backers', 'e30'],
      ['backers', tampered],
      ['participants', cursor],
      ['winners', cursor],
      ['backers', "'; DROP TABLE challenge_stakes; --"],
    ] as const) {
      const answer = await page(id, list, bad);
      expect(answer.status, `${list} ${bad}`).toBe(400);
      expect(answer.body.error?.message).toBe(LIST_MESSAGES.invalidCursor);
    }
  });

  it('a cursor at a time that does not exist (30 February, year 0) is a 400, never a 500 from the database', async () => {
    for (const time of ['2026-02-30T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z', '2026-06-31T10:00:00.000000Z', '2026-01-01T24:00:00.000000Z']) {
      for (const list of ['backers', 'participants'] as const) {
        const crafted = Buffer.from(JSON.stringify({ l: list, t: time, i: randomUUID() })).toString('base64url');
        const answer = await page(id, list, crafted);
        expect([list, time, answer.status, answer.body.error?.message]).toEqual([list, time, 400, LIST_MESSAGES.invalidCursor]);
      }
    }
  });

  it('a missing cursor or an unknown list is a 400; an unknown challenge is a 404', async () => {
    const missing = await t.request(`/api/challenges/${id}/stakes?list=backers`);
    expect(missing.status).toBe(400);
    const unknownList = await page(id, 'lurkers', cursor);
    expect(unknownList.status).toBe(400);
    expect(unknownList.body.error?.message).toBe('list must be participants, backers or winners.');
    for (const other of [randomUUID(), 'not-a-challenge']) {
      const answer = await page(other, 'backers', cursor);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe(M.notFound);
    }
  });

  it('a stake page is the same for everyone: a signed-in reader gets the same stakes', async () => {
    const visitor = await page(id, 'backers', cursor);
    const signedIn = await send<Page>(t, reader, `/api/challenges/${id}/stakes?list=backers&cursor=${cursor}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(visitor.body);
    expect(visitor.body.stakes).toHaveLength(1);
  });
});
