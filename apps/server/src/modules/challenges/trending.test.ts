// The trending roll-up (trending.repo.ts) against the definition it stands in for (DOMAIN.md §4: the
// tokens of each challenge's stakes created in the last 72 h, refunded ones excluded), on a real
// database: after stakes, rolls, refunds and a void; from any state of the roll-up that keeps its
// invariant, for the scores and for the trending list's pages; and the job with a stake's transaction
// still open while it runs.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { createDatabase } from '../../db/client';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { addStake, addStakeIn, createChallenge, fund, insertPerson } from '../../../test/helpers/challenges';
import { refundStake } from './challenges.service';
import { createResultsService } from './results.service';
import { createLocalPrivateStorage } from '../../providers/private-storage';
import { TRENDING_WINDOW_HOURS, movedScores, readWatermark, rebuildTrendingRollup, rollUpTrending } from './trending.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
type Scores = Record<string, number>;

/** The roll-up's scores and the definition's, in one snapshot and at one now(). */
async function bothScores(): Promise<{ rolledUp: Scores; defined: Scores }> {
  return db()
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      // What the list ranks by: each roll-up row's staked, plus the moved scores.
      const moved = movedScores(tx, await readWatermark(tx));
      const { rows: rolledUp } = await sql<{ challenge_id: string; recent: string }>`
        SELECT COALESCE(r.challenge_id, m.challenge_id) AS challenge_id, COALESCE(r.staked, 0) + COALESCE(m.delta, 0) AS recent
        FROM challenge_trending_rollup r FULL JOIN (${moved}) m ON m.challenge_id = r.challenge_id
        WHERE COALESCE(r.staked, 0) + COALESCE(m.delta, 0) <> 0`.execute(tx);
      const { rows: defined } = await sql<{ challenge_id: string; recent: string }>`
        SELECT challenge_id, SUM(amount) AS recent FROM challenge_stakes
        WHERE created_at > now() - make_interval(hours => ${TRENDING_WINDOW_HOURS}) AND status <> 'refunded'
        GROUP BY challenge_id`.execute(tx);
      const toScores = (rows: { challenge_id: string; recent: string }[]) => Object.fromEntries(rows.map((r) => [r.challenge_id, Number(r.recent)]));
      return { rolledUp: toScores(rolledUp), defined: toScores(defined) };
    });
}

async function expectExact(): Promise<Scores> {
  const { rolledUp, defined } = await bothScores();
  expect(rolledUp).toEqual(defined);
  return defined;
}

/** The invariant itself: each roll-up row = Σ of its stakes (any status) created in (lo, hi]. */
async function expectInvariant(): Promise<void> {
  const { rows } = await sql<{ challenge_id: string; stored: string | null; summed: string | null }>`
    WITH summed AS (
      SELECT s.challenge_id, SUM(s.amount) AS total FROM challenge_stakes s, challenge_trending_watermark w
      WHERE s.created_at > w.lo AND s.created_at <= w.hi GROUP BY s.challenge_id)
    SELECT COALESCE(r.challenge_id, summed.challenge_id) AS challenge_id, r.staked::text AS stored, summed.total::text AS summed
    FROM challenge_trending_rollup r FULL JOIN summed ON summed.challenge_id = r.challenge_id
    WHERE r.staked IS DISTINCT FROM summed.total`.execute(db());
  expect(rows).toEqual([]);
}

async function person(tokens: number): Promise<string> {
  const id = await insertPerson(db(), `tr_${randomUUID().slice(0, 6)}`);
  await fund(db(), id, { cash: tokens });
  return id;
}

const back = async (challengeId: string, amount: number, outcome = 'solo_succeeds') => addStake(db(), challengeId, { userId: await person(amount), role: 'backer', outcome, amount });
const stakeRow = (id: string) => db().selectFrom('challenge_stakes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rolledUpRows = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM challenge_trending_rollup`.execute(db())).rows[0]!.n);

describe('the roll-up gives the same scores as adding up the stakes', () => {
  it('after stakes, rolls, a refund and a void; and the trending list ranks by them', async () => {
    const creator = await person(300);
    const [a, b, c] = (await Promise.all([0, 1, 2].map(() => createChallenge(db(), { type: 'solo', createdBy: creator })))) as [string, string, string];
    await addStake(db(), a, { userId: creator, role: 'player_a', outcome: 'solo_succeeds', amount: 100 });
    await back(a, 30);
    const refundLater = await back(b, 200, 'solo_fails');
    await back(b, 20);
    await back(c, 90);
    await expectExact();
    // Made a few minutes ago, so that the roll-up (which stays 10 s behind) holds them: rebuilt, as
    // after any rewrite of stakes' dates.
    await sql`UPDATE challenge_stakes SET created_at = now() - interval '5 minutes' WHERE challenge_id IN (${a}, ${b}, ${c})`.execute(db());
    await rebuildTrendingRollup(db());
    await expectInvariant();
    expect(await rolledUpRows()).toBe(3);
    await expectExact();

    await rollUpTrending(db());
    await expectInvariant();
    await expectExact();

    await back(a, 5); // after the roll-up's end
    await db()
      .transaction()
      .execute(async (tx) => refundStake(tx, await stakeRow(refundLater.id), 'challenge_refund'));
    const settlement = createResultsService({
      db: db(),
      jobs: t.jobs,
      storage: createLocalPrivateStorage({ dir: tmpdir() }),
      notifications: createNotificationsService({ db: db(), messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }),
    });
    const admin = await insertPerson(db(), 'tr_admin');
    await db()
      .transaction()
      .execute((tx) => settlement.voidChallenge(tx, { id: admin, email: 'admin@example.co.ke', role: 'admin' }, c, 'Test void'));
    const scores = await expectExact();
    expect([scores[a], scores[b], scores[c]]).toEqual([135, 20, undefined]);

    await rollUpTrending(db());
    await expectInvariant();
    await expectExact();
    const page = (await (await t.request(`/api/challenges?sort=trending&creatorId=${creator}`)).json()) as { challenges: { id: string }[] };
    expect(page.challenges.map((item) => item.id)).toEqual([a, b, c]);
  });
});

/** The roll-up over (lo, hi], both given as "now() - <hours> hours", built from the stakes by its definition. */
async function setRollup(loHoursAgo: number, hiHoursAgo: number) {
  await db()
    .transaction()
    .execute(async (tx) => {
      await sql`UPDATE challenge_trending_watermark SET lo = now() - make_interval(secs => ${loHoursAgo * 3600}), hi = now() - make_interval(secs => ${hiHoursAgo * 3600})`.execute(tx);
      await sql`DELETE FROM challenge_trending_rollup`.execute(tx);
      await sql`
      INSERT INTO challenge_trending_rollup (challenge_id, staked)
      SELECT s.challenge_id, SUM(s.amount) FROM challenge_stakes s, challenge_trending_watermark w
      WHERE s.created_at > w.lo AND s.created_at <= w.hi GROUP BY s.challenge_id`.execute(tx);
    });
  await expectInvariant();
}

describe('exact from any state that keeps the invariant', () => {
  it('(lo, hi] as the job leaves it, lagging, behind the window, ahead of its start, and empty', async () => {
    const creator = await person(0);
    const challenges = await Promise.all([0, 1, 2].map(() => createChallenge(db(), { type: 'solo', createdBy: creator })));
    // History on both sides of the window's start and of each bound below: stakes dated as if made then.
    const ages = [0.01, 2, 30, 60, 71.5, 73, 80, 100];
    for (const [i, hours] of ages.entries()) {
      const staked = await back(challenges[i % 3]!, 10 + i);
      await sql`UPDATE challenge_stakes SET created_at = now() - make_interval(secs => ${hours * 3600}) WHERE id = ${staked.id}`.execute(db());
      if (i % 4 === 1)
        await db()
          .transaction()
          .execute(async (tx) => refundStake(tx, await stakeRow(staked.id), 'challenge_refund'));
    }
    for (const [lo, hi] of [
      [72, 10 / 3600],
      [72.5, 1],
      [90, 75],
      [70, 1],
      [50, 20],
      [200, 200],
      [72, 72],
    ] as const) {
      await setRollup(lo, hi);
      await expectExact();
    }
    await rollUpTrending(db());
    await expectInvariant();
    await expectExact();
  });
});

describe('the job', () => {
  it('stops before a stake transaction that is still open, and counts that stake once it commits', async () => {
    const creator = await person(0);
    const challenge = await createChallenge(db(), { type: 'solo', createdBy: creator });
    const backer = await person(40);
    const other = createDatabase(t.database.url, { max: 1 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let staked!: () => void;
    const inside = new Promise<void>((resolve) => (staked = resolve));
    try {
      // A stake whose transaction started (its created_at) before the job runs, and commits after it.
      const open = other.db.transaction().execute(async (tx: Db) => {
        await sql`SELECT pg_sleep(0.05)`.execute(tx); // its start is clearly before the job's
        await addStakeIn(tx, challenge, { userId: backer, role: 'backer', outcome: 'solo_succeeds', amount: 40 });
        staked();
        await held;
      });
      await inside;
      await rollUpTrending(db(), { lagSeconds: 0 });
      const { hi } = await readWatermark(db());
      release();
      await open;
      const row = await db()
        .selectFrom('challenge_stakes')
        .select(sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at'))
        .where('challenge_id', '=', challenge)
        .executeTakeFirstOrThrow();
      expect(hi < row.at).toBe(true);
      await expectInvariant();
      expect((await expectExact())[challenge]).toBe(40);
      await rollUpTrending(db());
      await expectInvariant();
      expect((await expectExact())[challenge]).toBe(40);
    } finally {
      release();
      await other.close();
    }
  });
});

describe('the trending list', () => {
  /** Every challenge (of `creator`, when given) in the definition's order: score, then newest, then id. */
  async function definedOrder(creator?: string): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      SELECT c.id FROM challenges c
      LEFT JOIN (SELECT challenge_id, SUM(amount) AS score FROM challenge_stakes
                 WHERE created_at > now() - make_interval(hours => ${TRENDING_WINDOW_HOURS}) AND status <> 'refunded'
                 GROUP BY challenge_id) s ON s.challenge_id = c.id
      WHERE ${creator ?? null}::uuid IS NULL OR c.created_by_user_id = ${creator ?? null}::uuid
      ORDER BY COALESCE(s.score, 0) DESC, c.created_at DESC, c.id DESC`.execute(db());
    return rows.map((row) => row.id);
  }

  /** Every page of GET /api/challenges?sort=trending (and `query`), `limit` at a time, by its cursors. */
  async function pagedOrder(query: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null | undefined;
    do {
      const response = await t.request(`/api/challenges?sort=trending&limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { challenges: { id: string }[]; nextCursor?: string | null };
      ids.push(...page.challenges.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it("pages through the challenges in the definition's order, whatever state the roll-up is in", async () => {
    const creator = await person(0);
    const challenges: string[] = [];
    for (let i = 0; i < 9; i++) challenges.push(await createChallenge(db(), { type: 'solo', createdBy: creator }));
    // [challenge, amount, hours ago, refunded]: equal scores, stakes on both sides of the window's start
    // and of each roll-up bound below, a refund, a challenge whose only stake left the window, and two never backed.
    const stakes: [number, number, number, boolean][] = [
      [0, 50, 1, false],
      [1, 30, 2, false],
      [1, 20, 60, false],
      [2, 50, 30, false],
      [3, 40, 0.01, false],
      [3, 25, 73, false],
      [4, 60, 71.5, false],
      [4, 10, 5, true],
      [5, 15, 80, false],
      [6, 35, 10, true],
      [6, 5, 0.5, false],
    ];
    for (const [i, amount, hours, refunded] of stakes) {
      const staked = await back(challenges[i]!, amount);
      await sql`UPDATE challenge_stakes SET created_at = now() - make_interval(secs => ${hours * 3600}) WHERE id = ${staked.id}`.execute(db());
      if (refunded)
        await db()
          .transaction()
          .execute(async (tx) => refundStake(tx, await stakeRow(staked.id), 'challenge_refund'));
    }
    const mine = await definedOrder(creator);
    // Scores 60, 50, 50, 50 (newest first), 40, 5, then the three at 0, newest first.
    expect(mine).toEqual([4, 2, 1, 0, 3, 6, 8, 7, 5].map((i) => challenges[i]));
    for (const [lo, hi] of [
      [72, 10 / 3600],
      [90, 75],
      [70, 1],
      [50, 20],
      [200, 200],
      [72, 0.2],
    ] as const) {
      await setRollup(lo, hi);
      expect(await pagedOrder(`&creatorId=${creator}`, 2)).toEqual(mine);
      expect(await pagedOrder(`&creatorId=${creator}`, 4)).toEqual(mine);
      expect(await pagedOrder('', 3)).toEqual(await definedOrder());
    }
    await rollUpTrending(db());
    expect(await pagedOrder(`&creatorId=${creator}`, 2)).toEqual(mine);
  });
});
