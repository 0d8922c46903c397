import { sql, type RawBuilder, type Selectable } from 'kysely';
import { named, type Db } from '../../db/client';
import type { ChallengesTable } from '../../db/schema';
import { movedScores, readWatermark } from './trending.repo';
import { runInTransaction } from '../../db/unit-of-work';

export type ChallengeListSort = 'new' | 'trending';

/**
 * Where the previous page stopped: created_at as UTC ISO text with microseconds (JS dates keep only ms),
 * id, for trending the score, for an open-first list or a search the open rank (0 active, 1 awaiting
 * acceptance, 2 the rest: challenge_open_rank in migration 0023), for a search the match score too.
 */
export interface ChallengeListKey {
  createdAt: string;
  id: string;
  score?: string;
  rank?: number;
}

export interface ChallengeListFilter {
  /** Only these challenges (the admin queue reads its rows through the same list code). */
  ids?: string[];
  featured?: boolean;
  type?: 'solo' | 'two_player' | 'public';
  categorySlug?: string;
  statuses?: string[];
  creatorId?: string;
  involvedUserId?: string;
  sort?: ChallengeListSort;
  /** sort=new: open challenges first (active, then awaiting acceptance), newest first within each. */
  openFirst?: boolean;
  after?: ChallengeListKey;
  limit: number;
}

/**
 * Stakes that make up the Total Jackpot (DOMAIN.md §4): every stake, entry fee and backing not refunded.
 * While the challenge runs these are exactly the tokens in escrow; after settlement (won/lost) they are
 * the pot that was played for. A pending invite holds only player A's stake, so B's is not counted.
 */
export const JACKPOT_STAKE_STATUSES = ['active', 'won', 'lost'] as const;

/**
 * spec §4 Total Jackpot of a two_player challenge that was rejected or cancelled: player A's stake
 * (player B's is not counted once rejected or cancelled) plus every backing — as staked, though the
 * ledger refunded them (issue #16 item 11). Only the figure shown: the refunds stay as they are.
 */
export const ENDED_TWO_PLAYER_STATUSES = ['rejected', 'cancelled'] as const;
export const isEndedTwoPlayer = (c: { type: string; status: string }) => c.type === 'two_player' && (ENDED_TWO_PLAYER_STATUSES as readonly string[]).includes(c.status);
/** The stakes of such a challenge that make its jackpot, as SQL on `challenge_stakes s`. */
export const ENDED_TWO_PLAYER_JACKPOT_STAKES = `s.role <> 'player_b'`;

/** The spec §4 jackpot of each rejected or cancelled two_player challenge in `ids` (isEndedTwoPlayer). */
export async function endedTwoPlayerJackpots(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('challenge_stakes as s')
    .where('s.challenge_id', 'in', ids)
    .where(sql<boolean>`${sql.raw(ENDED_TWO_PLAYER_JACKPOT_STAKES)}`)
    .groupBy('s.challenge_id')
    .select(['s.challenge_id', sql<string>`COALESCE(SUM(s.amount), 0)::text`.as('jackpot')])
    .execute();
  return new Map(rows.map((r) => [r.challenge_id, Number(r.jackpot)]));
}

export { TRENDING_WINDOW_HOURS } from './trending.repo';

/**
 * One page of a list (spec §7 get_challenges_for_list_view), `limit` rows at most, in keyset order:
 * new = (created_at, id) descending; trending = (score, created_at, id) descending, where score is
 * the sum of the stakes created in the last 72 h and not refunded (trending.repo.ts). Rows carry their key (`created_at_key`, `score`).
 */
export async function listChallengePage(db: Db, filter: ChallengeListFilter) {
  if (filter.sort !== 'trending' && filter.openFirst) return openFirstPage(db, filter);
  if (filter.sort !== 'trending') {
    let query = filtered(db, filter)
      .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
      .select([...LIST_COLUMNS, createdAtKey]);
    if (filter.after) query = query.where(sql<boolean>`(c.created_at, c.id) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`);
    return query
      .select(sql<string>`'0'`.as('score'))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(filter.limit)
      .execute();
  }
  // The watermark, the roll-up and the moved scores must be read in one snapshot (the job may move them in between).
  return runInTransaction(
    db,
    async (tx) => {
      const moved = await movedScores(tx, await readWatermark(tx)).execute();
      // Every challenge with a score ranks before every one without; a cursor at a score of 0 is past them all.
      const scored = filter.after && Number(filter.after.score ?? '0') === 0 ? [] : await scoredPage(tx, filter, moved);
      if (scored.length >= filter.limit) return scored;
      return [...scored, ...(await unscoredPage(tx, filter, moved, filter.limit - scored.length))];
    },
    { isolation: 'repeatable read' },
  );
}

/** sort=new, open first: (rank, created_at, id) in the order of challenges_open_first_idx (migration 0023). */
async function openFirstPage(db: Db, filter: ChallengeListFilter) {
  let query = filtered(db, filter)
    .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .select([...LIST_COLUMNS, createdAtKey, openRank, sql<string>`'0'`.as('score')]);
  const after = filter.after;
  // Rank ascending, then newest first: a row comparison on (-rank, created_at, id), all descending.
  if (after) query = query.where(sql<boolean>`(-challenge_open_rank(c.status), c.created_at, c.id) < (${-(after.rank ?? 0)}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return query
    .orderBy(sql`challenge_open_rank(c.status)`)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.limit)
    .execute();
}

const openRank = sql<number>`challenge_open_rank(c.status)::int`.as('open_rank');

/**
 * How loosely a word may match a known word (pg_trgm similarity, 0–1): 0.35 forgives a wrong, missing
 * or extra letter. The index answers `%` at pg_trgm's default threshold (0.3, a superset), this filters
 * the few known words it returns: no transaction to set the threshold in, one round trip.
 */
export const SEARCH_SIMILARITY = 0.35;
/** The known words each word of a search may stand for (itself, words it begins, near spellings). */
const WORDS_PER_TERM = 8;
/** The people whose username best matches a search, whose challenges then match it too. */
const SEARCH_PEOPLE = 20;

export interface ChallengeSearch extends Omit<ChallengeListFilter, 'sort' | 'openFirst' | 'ids' | 'featured' | 'creatorId' | 'involvedUserId'> {
  q: string;
}

/**
 * One page of a search (issue #17 §2, docs/decisions/018). Each word of `q` (normalised like the
 * challenges' words: lower case, accents folded) stands for up to WORDS_PER_TERM known words
 * (search_words: itself, the words it begins — a word being typed — and near spellings by trigram
 * similarity); a challenge matches by any of those words in its title or description (GIN on
 * search_words), by its category's name, or by its creator's or a player's username (its start). Score: the share of the query's words it matches (a username: its
 * similarity), to three decimals so a cursor compares exactly. Order: open rank, score, newest, id.
 */
export async function searchChallengePage(db: Db, search: ChallengeSearch) {
  const { rows } = await searchStatement(search).execute(db);
  return rows;
}

/** The statement of searchChallengePage (bench/ explains it). */
export function searchStatement(search: ChallengeSearch) {
  const after = search.after;
  // Each branch carries what the order and the filters need, so only the page's rows are joined for their columns.
  const matched = (from: ReturnType<typeof sql>, score: ReturnType<typeof sql>) => sql`SELECT c.id, ${score} AS score, challenge_open_rank(c.status) AS open_rank, c.created_at, c.type, c.category_slug, c.status FROM ${from}`;
  return sql<SearchRow>`
      WITH terms AS (
        SELECT DISTINCT term FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_normalise(${search.q})))) AS term
      ),
      words AS (
        SELECT t.term, w.word
        FROM terms t
        CROSS JOIN LATERAL (
          SELECT s.word FROM search_words s
          -- A word of one or two characters only as it is (its trigrams would match most words).
          WHERE s.word = t.term
             OR (length(t.term) >= 3 AND ((s.word % t.term AND similarity(s.word, t.term) >= ${SEARCH_SIMILARITY}) OR s.word LIKE replace(replace(replace(t.term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'))
          ORDER BY s.word = t.term DESC, similarity(s.word, t.term) DESC, s.word
          LIMIT ${WORDS_PER_TERM}
        ) w
      ),
      people AS (
        SELECT u.id, similarity(u.username, search_normalise(${search.q})) AS score
        FROM users u
        WHERE u.username IS NOT NULL AND length(search_normalise(${search.q})) >= 3
          -- By the start of the name (through the trigram index): a similarity test here rechecked thousands
          -- of names that share a prefix such as 'r_' (bench/reads' 100,000 people).
          AND u.username LIKE replace(replace(replace(search_normalise(${search.q}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        ORDER BY score DESC, u.id
        LIMIT ${SEARCH_PEOPLE}
      ),
      kinds AS (
        SELECT k.slug, count(DISTINCT t.term)::numeric / GREATEST((SELECT count(*) FROM terms), 1) AS score
        FROM categories k JOIN terms t ON length(t.term) >= 3 AND (similarity(search_normalise(k.name), t.term) >= ${SEARCH_SIMILARITY} OR similarity(k.slug, t.term) >= ${SEARCH_SIMILARITY})
        GROUP BY k.slug
      ),
      hits AS (
        ${matched(
          sql`challenges c WHERE c.search_words && ARRAY(SELECT word FROM words)`,
          // One word searched: every match matches all of it (no per-row count).
          sql`CASE WHEN (SELECT count(*) FROM terms) = 1 THEN 1 ELSE (SELECT count(DISTINCT m.term) FROM words m WHERE m.word = ANY(c.search_words))::numeric / (SELECT count(*) FROM terms) END`,
        )}
        UNION ALL ${matched(sql`challenges c JOIN people p ON p.id = c.created_by_user_id`, sql`p.score`)}
        UNION ALL ${matched(sql`challenges c JOIN people p ON p.id = c.player_a_id`, sql`p.score`)}
        UNION ALL ${matched(sql`challenges c JOIN people p ON p.id = c.player_b_id`, sql`p.score`)}
        UNION ALL ${matched(sql`challenges c JOIN kinds k ON k.slug = c.category_slug`, sql`k.score`)}
      ),
      page AS (
        SELECT id, open_rank, created_at, round(max(score)::numeric, 3) AS score
        FROM hits
        WHERE true
          ${search.type ? sql`AND type = ${search.type}` : sql``}
          ${search.categorySlug ? sql`AND category_slug = ${search.categorySlug}` : sql``}
          ${search.statuses?.length ? sql`AND status = ANY(${search.statuses}::text[])` : sql``}
        GROUP BY id, open_rank, created_at
        ${after ? sql`HAVING (-open_rank, round(max(score)::numeric, 3), created_at, id) < (${-(after.rank ?? 0)}::int, ${after.score ?? '0'}::numeric, ${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
        ORDER BY open_rank, score DESC, created_at DESC, id DESC
        LIMIT ${search.limit}
      )
      SELECT c.id, c.title, c.description, c.type, c.status, c.featured_image_url, c.is_featured, c.start_date, c.end_date,
             c.created_at, c.player_a_stake, c.player_b_stake, c.public_challenge_entry_fee, cat.slug AS category_slug, cat.name AS category_name,
             to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_key,
             page.open_rank::int AS open_rank, page.score::text AS score
      FROM page
      JOIN challenges c ON c.id = page.id
      JOIN categories cat ON cat.slug = c.category_slug
      ORDER BY page.open_rank, page.score DESC, page.created_at DESC, page.id DESC`;
}

interface SearchRow {
  id: string;
  title: string;
  description: string | null;
  type: 'solo' | 'two_player' | 'public';
  status: string;
  featured_image_url: string | null;
  is_featured: boolean;
  start_date: Date;
  end_date: Date;
  created_at: Date;
  player_a_stake: string;
  player_b_stake: string;
  public_challenge_entry_fee: string;
  category_slug: string;
  category_name: string;
  created_at_key: string;
  open_rank: number;
  score: string;
}

type Moved = { challenge_id: string; delta: string }[];

/** The moved scores (trending.repo.ts movedScores) as a table again, from two arrays. */
const movedTable = (moved: Moved) => sql<{ challenge_id: string; delta: string }>`(SELECT * FROM unnest(${moved.map((m) => m.challenge_id)}::uuid[], ${moved.map((m) => m.delta)}::bigint[]) AS m (challenge_id, delta))`;

/** The page's challenges with a score above 0, in (score, created_at, id) descending order after the cursor. */
async function scoredPage(tx: Db, filter: ChallengeListFilter, moved: Moved) {
  const after = filter.after;
  const afterKey = after && sql`(${after.score ?? '0'}::bigint, ${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  // A challenge whose score has not moved since the roll-up scores its `staked`: the top of the roll-up's
  // index (0019), as many as the page shows, is all that can make the page of those.
  let rolledUp = filtered(tx, filter)
    .innerJoin('challenge_trending_rollup as r', 'r.challenge_id', 'c.id')
    .where(sql<boolean>`c.id <> ALL(${moved.map((m) => m.challenge_id)}::uuid[])`)
    .select(['c.id', 'r.staked as score']);
  if (afterKey) rolledUp = rolledUp.where('r.staked', '<=', after.score ?? '0').where(sql<boolean>`(r.staked, c.created_at, c.id) < ${afterKey}`);
  const topRolledUp = rolledUp.orderBy('r.staked', 'desc').orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(filter.limit);
  // The moved ones, scored in full.
  const movedOnes = filtered(tx, filter)
    .innerJoin(movedTable(moved).as('m'), 'm.challenge_id', 'c.id')
    .leftJoin('challenge_trending_rollup as r', 'r.challenge_id', 'c.id')
    .select(['c.id', sql<string>`COALESCE(r.staked, 0) + m.delta`.as('score')]);
  const candidates = tx.selectFrom(topRolledUp.as('t')).selectAll().unionAll(movedOnes);
  let page = tx
    .selectFrom(candidates.as('top'))
    .innerJoin('challenges as c', 'c.id', 'top.id')
    .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .where(sql<boolean>`top.score > 0`);
  if (afterKey) page = page.where(sql<boolean>`(top.score, c.created_at, c.id) < ${afterKey}`);
  return page
    .select([...LIST_COLUMNS, createdAtKey, sql<string>`top.score::text`.as('score')])
    .orderBy('top.score', 'desc')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** The page's challenges with a score of 0 (none in the window, or all refunded), newest first after the cursor, at most `limit`. */
async function unscoredPage(tx: Db, filter: ChallengeListFilter, moved: Moved, limit: number) {
  let query = filtered(tx, filter)
    .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .leftJoin('challenge_trending_rollup as r', 'r.challenge_id', 'c.id')
    .leftJoin(movedTable(moved).as('m'), 'm.challenge_id', 'c.id')
    .where(sql<boolean>`COALESCE(r.staked, 0) + COALESCE(m.delta, 0) = 0`)
    .select([...LIST_COLUMNS, createdAtKey, sql<string>`'0'`.as('score')]);
  // A cursor with a score above 0 is before every challenge without one.
  if (filter.after && Number(filter.after.score ?? '0') === 0) query = query.where(sql<boolean>`(c.created_at, c.id) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`);
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

/** The columns of a list item. */
const LIST_COLUMNS = [
  'c.id',
  'c.title',
  'c.description',
  'c.type',
  'c.status',
  'c.featured_image_url',
  'c.is_featured',
  'c.start_date',
  'c.end_date',
  'c.created_at',
  'c.player_a_stake',
  'c.player_b_stake',
  'c.public_challenge_entry_fee',
  'cat.slug as category_slug',
  'cat.name as category_name',
] as const;
const createdAtKey = sql<string>`to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_at_key');

/** The challenges `filter` selects (every filter but the sort and the cursor). */
function filtered(db: Db, filter: ChallengeListFilter) {
  let query = db.selectFrom('challenges as c');
  if (filter.ids) query = filter.ids.length ? query.where('c.id', 'in', filter.ids) : query.where(sql<boolean>`false`);
  if (filter.featured !== undefined) query = query.where('c.is_featured', '=', filter.featured);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  if (filter.categorySlug) query = query.where('c.category_slug', '=', filter.categorySlug);
  if (filter.statuses?.length) query = query.where('c.status', 'in', filter.statuses);
  if (filter.creatorId) query = query.where('c.created_by_user_id', '=', filter.creatorId);
  if (filter.involvedUserId) {
    const user = filter.involvedUserId;
    // A UNION of three index lookups (stakes by user, player A, player B — the invited player has no
    // stake yet) instead of an OR, which would make the planner scan every challenge.
    query = query.where('c.id', 'in', (eb) =>
      eb
        .selectFrom('challenge_stakes')
        .select('challenge_id as id')
        .where('user_id', '=', user)
        .union(eb.selectFrom('challenges').select('id').where('player_a_id', '=', user))
        .union(eb.selectFrom('challenges').select('id').where('player_b_id', '=', user)),
    );
  }

  return query;
}

/** Total Jackpot and counts of each challenge in `ids`, summed from its stakes (DOMAIN.md §4). */
export async function stakeTotals(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { total_jackpot: string; participants_count: string; backers_count: string }>();
  const rows = await db
    .selectFrom('challenge_stakes as s')
    .where('s.challenge_id', 'in', ids)
    .where('s.status', 'in', JACKPOT_STAKE_STATUSES)
    .groupBy('s.challenge_id')
    .select([
      's.challenge_id',
      sql<string>`COALESCE(SUM(s.amount), 0)::text`.as('total_jackpot'),
      sql<string>`COUNT(*) FILTER (WHERE s.role = 'participant')::text`.as('participants_count'),
      sql<string>`COUNT(*) FILTER (WHERE s.role = 'backer')::text`.as('backers_count'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.challenge_id, r]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export interface PersonRow {
  id: string;
  username: string | null;
  display_username: string | null;
  avatar_url: string | null;
}

/** The challenge row locked for the rest of `tx`: `update` for a status change, `share` for a new stake. */
export async function lockChallenge(tx: Db, id: string, mode: 'update' | 'share') {
  const query = tx.selectFrom('challenges').selectAll().where('id', '=', id);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export async function peopleByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.selectFrom('users').select(['id', 'username', 'display_username', 'avatar_url']).where('id', 'in', ids).execute();
}

/** What lockChallengesForStakes returns: the locked challenges, who already staked on them, and what the statement carried. */
export interface StakeLock {
  challenges: Selectable<ChallengesTable>[];
  /** `${challengeId}:${userId}` of each of the people who already hold a stake on it. */
  staked: Set<string>;
  /** The rows of the carried key claim (none without one), as JSON. */
  claimed: { user_id: string; key: string }[];
  /** The rows of the carried self-exclusion query, as JSON. */
  excluded: unknown[];
}

/**
 * A shared lock on each challenge of a batch of stakes (in id order), with which of `userIds` already hold
 * a stake on it (decision 041), and two reads of other modules in the same statement (decision 048, one
 * round trip each): the batch's Idempotency-Key claim (http/idempotent-batch.ts, a batch only) and the
 * self-exclusions of its people (responsible play's query). The claim runs first: the keys are taken
 * before any challenge is locked, in key order, as when it was a statement of its own. The stakes are read
 * in the statement's snapshot: one committed after it is met by the UNIQUE (challenge_id, user_id) of the
 * insert, as it was when they were read by a statement of their own.
 */
export async function lockChallengesForStakes(tx: Db, ids: string[], userIds: string[], carried: { claim?: RawBuilder<unknown>; exclusions: RawBuilder<unknown> }): Promise<StakeLock> {
  if (!ids.length && !carried.claim) return { challenges: [], staked: new Set(), claimed: [], excluded: [] };
  // Two fixed texts (with a claim, a batch's; without, one request alone): each a prepared statement.
  const { rows } = await sql<
    Partial<Selectable<ChallengesTable>> & { staked_user_ids: string[] | null; carried_claimed: StakeLock['claimed']; carried_excluded: unknown[] }
  >`${named(carried.claim ? 'challenges-lock-for-stakes-claiming' : 'challenges-lock-for-stakes')}
    WITH claimed AS (${carried.claim ?? sql`SELECT NULL::uuid AS user_id, NULL::text AS key WHERE false`}),
    excluded AS (${carried.exclusions}),
    locked AS MATERIALIZED (
      SELECT c.*, ARRAY(SELECT s.user_id FROM challenge_stakes s WHERE s.challenge_id = c.id AND s.user_id = ANY(${userIds}::uuid[])) AS staked_user_ids
      FROM challenges c WHERE c.id = ANY(${ids}::uuid[]) ORDER BY c.id FOR SHARE OF c)
    -- One row even with no challenge found (the claim's answer must come back); the carried reads are the
    -- outer side of the join, so they run before any challenge is locked.
    SELECT carried.carried_claimed, carried.carried_excluded, locked.*
    FROM (SELECT (SELECT coalesce(json_agg(claimed), '[]') FROM claimed) AS carried_claimed,
                 (SELECT coalesce(json_agg(excluded), '[]') FROM excluded) AS carried_excluded) carried
    LEFT JOIN locked ON true`.execute(tx);
  const first = rows[0]!;
  const found = rows.filter((row) => row.id != null);
  const staked = new Set(found.flatMap((row) => row.staked_user_ids!.map((userId) => `${row.id}:${userId}`)));
  return {
    challenges: found.map(({ staked_user_ids: _s, carried_claimed: _c, carried_excluded: _e, ...challenge }) => challenge as Selectable<ChallengesTable>),
    staked,
    claimed: first.carried_claimed,
    excluded: first.carried_excluded,
  };
}

export interface NewStake {
  challengeId: string;
  userId: string;
  role: 'player_a' | 'player_b' | 'participant' | 'backer';
  outcome: string;
  amount: number;
  fromBonus: number;
  fromCash: number;
  escrowShard: number;
  transactionId: string;
}

/**
 * The stake rows as one INSERT, not run: the ledger writes it in the statement that moves their tokens
 * (postBonusFirst's `recordedBy`, decision 044). UNIQUE (challenge_id, user_id) refuses a second stake
 * of one person (23505), which fails that statement and so the whole transaction.
 */
export function stakesInsert(stakes: NewStake[]): RawBuilder<unknown> {
  const column = <T>(pick: (s: NewStake) => T) => stakes.map(pick);
  return sql`
    INSERT INTO challenge_stakes (challenge_id, user_id, role, outcome, amount, from_bonus, from_cash, escrow_shard, transaction_id)
    SELECT * FROM unnest(${column((s) => s.challengeId)}::uuid[], ${column((s) => s.userId)}::uuid[], ${column((s) => s.role)}::text[], ${column((s) => s.outcome)}::text[],
                         ${column((s) => String(s.amount))}::bigint[], ${column((s) => String(s.fromBonus))}::bigint[], ${column((s) => String(s.fromCash))}::bigint[],
                         ${column((s) => s.escrowShard)}::smallint[], ${column((s) => s.transactionId)}::uuid[])`;
}

/** Pending invites whose time is up (the expiry job), oldest first. */
export async function expiredInviteIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('challenges')
    .select('id')
    .where('status', '=', 'pending_acceptance')
    .where('invite_expires_at', '<=', sql<Date>`now()`)
    .orderBy('invite_expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
