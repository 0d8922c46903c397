// The reads of one challenge's detail (spec §2 Challenge detail, issue #8): the challenge with its
// people, the first page of each stake list, the reader's own stakes and the totals, in ONE statement;
// and the next pages of a list after a cursor. A list page is DETAIL_STAKES_PAGE stakes: a popular
// challenge has thousands of backers, and sending them all made its page megabytes for a phone and
// ~3 ms of CPU per read. Each list is read from challenge_stakes_pages_idx (challenge, role,
// created_at, id) in order and stops at the page's end, so a person is looked up only for the stakes
// sent. Written as SQL text and run as named prepared statements: planning this statement cost more
// than running it, and the query builder was ~5 % of a detail's server CPU.
import { DETAIL_STAKES_PAGE, type ChallengeStakeList } from '@changamoto/shared/contract';
import { CompiledQuery } from 'kysely';
import { prepared, type Db } from '../../db/client';
import { ENDED_TWO_PLAYER_JACKPOT_STAKES, ENDED_TWO_PLAYER_STATUSES, JACKPOT_STAKE_STATUSES, type PersonRow } from './challenges.repo';

/** One stake as the database builds it: bigints arrive as JSON numbers, created_at as ISO text (ms). */
export interface StakeJson {
  id: string;
  user_id: string;
  role: 'player_a' | 'player_b' | 'participant' | 'backer';
  outcome: string;
  amount: number;
  status: string;
  is_winner: boolean;
  winnings_tokens: number;
  created_at: string;
  /** created_at in UTC with microseconds, for a cursor (a JS date keeps only milliseconds). */
  created_key: string;
  user: PersonRow;
}

/** Where a page stopped: oldest-first lists by (created_at, id), winners by (winnings desc, id). */
export type StakeKey = { list: 'participants' | 'backers'; createdAt: string; id: string } | { list: 'winners'; winnings: string; id: string };

/** A winner is any stake that won something; there are winners only once the outcome is decided. */
const DECIDED = `('completed', 'paid_out')`;
const WINNER = `(s.is_winner OR s.winnings_tokens > 0)`;
const LIVE = `(${JACKPOT_STAKE_STATUSES.map((status) => `'${status}'`).join(', ')})`;
/**
 * The stakes the backers columns count: the live ones; once the challenge is voided, rejected or cancelled,
 * the refunded ones too, so "Total Staked" agrees with the backers listed under it (issue #24 item 13).
 * The jackpot, participants and backers counts stay the live stakes'.
 */
const COLUMN_STAKES = `(s.status IN ${LIVE} OR (c.status IN ('cancelled', 'rejected') AND s.status = 'refunded'))`;
/** One more than a page: whether there is a next page, without counting. */
const PAGE_PLUS_ONE = DETAIL_STAKES_PAGE + 1;

const person = (column: string) => `(SELECT json_build_object('id', u.id, 'username', u.username, 'display_username', u.display_username, 'avatar_url', u.avatar_url) FROM users u WHERE u.id = ${column})`;

const STAKE_JSON = `json_build_object(
  'id', s.id, 'user_id', s.user_id, 'role', s.role, 'outcome', s.outcome, 'amount', s.amount, 'status', s.status,
  'is_winner', s.is_winner, 'winnings_tokens', s.winnings_tokens,
  'created_at', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'created_key', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  'user', ${person('s.user_id')})`;

/** The two orders of a list: by the index (oldest first), or the winners' (largest winnings first). */
const ORDERS = {
  oldest: 's.created_at, s.id',
  winnings: 's.winnings_tokens DESC, s.id',
};
type Order = keyof typeof ORDERS;

/** The stakes `where` picks, in `order`, at most `limit`, as one JSON array (never null); people looked up only for those. */
const stakeArray = (where: string, order: Order, limit?: number) =>
  `(SELECT COALESCE(json_agg(${STAKE_JSON} ORDER BY ${ORDERS[order]}), '[]'::json) FROM (
     SELECT * FROM challenge_stakes s WHERE s.challenge_id = c.id AND ${where} ORDER BY ${ORDERS[order]}${limit ? ` LIMIT ${limit}` : ''}
   ) s)`;

const amountOn = (where: string) => `COALESCE(SUM(s.amount) FILTER (WHERE ${where}), 0)`;
const countOf = (where: string) => `COUNT(*) FILTER (WHERE ${where})`;
const backing = (outcome: string) => `s.role = 'backer' AND s.outcome = '${outcome}'`;

/** $1 the challenge, $2 the reader (null for a visitor). */
const DETAIL_SQL = `${prepared('challenge-detail')}
SELECT c.*, cat.name AS category_name,
  ${person('c.created_by_user_id')} AS creator,
  ${person('c.player_a_id')} AS player_a,
  ${person('c.player_b_id')} AS player_b,
  ${stakeArray(`s.role IN ('player_a', 'player_b')`, 'oldest')} AS player_stakes,
  ${stakeArray(`s.role = 'participant'`, 'oldest', PAGE_PLUS_ONE)} AS participants,
  ${stakeArray(`s.role = 'backer'`, 'oldest', PAGE_PLUS_ONE)} AS backers,
  CASE WHEN c.status IN ${DECIDED} THEN ${stakeArray(WINNER, 'winnings', PAGE_PLUS_ONE)} ELSE '[]'::json END AS winners,
  ${stakeArray(`s.user_id = $2::uuid`, 'oldest')} AS my_stakes,
  (SELECT json_build_object(
     'jackpot', ${amountOn(`s.status IN ${LIVE}`)},
     'participants', ${countOf(`s.role = 'participant' AND s.status IN ${LIVE}`)},
     'backers', ${countOf(`s.role = 'backer' AND s.status IN ${LIVE}`)},
     'succeed_stake', ${amountOn(backing('solo_succeeds'))}, 'succeed_count', ${countOf(backing('solo_succeeds'))},
     'fail_stake', ${amountOn(backing('solo_fails'))}, 'fail_count', ${countOf(backing('solo_fails'))},
     'player_a_stake', ${amountOn(backing('player_a_wins'))}, 'player_a_count', ${countOf(backing('player_a_wins'))},
     'player_b_stake', ${amountOn(backing('player_b_wins'))}, 'player_b_count', ${countOf(backing('player_b_wins'))})
   FROM challenge_stakes s WHERE s.challenge_id = c.id AND ${COLUMN_STAKES}) AS totals,
  -- spec §4 for a rejected or cancelled two_player (challenges.repo.ts isEndedTwoPlayer); null otherwise.
  CASE WHEN c.type = 'two_player' AND c.status IN (${ENDED_TWO_PLAYER_STATUSES.map((status) => `'${status}'`).join(', ')}) THEN
    (SELECT COALESCE(SUM(s.amount), 0) FROM challenge_stakes s WHERE s.challenge_id = c.id AND ${ENDED_TWO_PLAYER_JACKPOT_STAKES})
  END AS ended_jackpot
FROM challenges c JOIN categories cat ON cat.slug = c.category_slug
WHERE c.id = $1::uuid`;

export interface DetailTotals {
  jackpot: number;
  participants: number;
  backers: number;
  succeed_stake: number;
  succeed_count: number;
  fail_stake: number;
  fail_count: number;
  player_a_stake: number;
  player_a_count: number;
  player_b_stake: number;
  player_b_count: number;
}

export interface DetailRow {
  id: string;
  title: string;
  description: string | null;
  type: 'solo' | 'two_player' | 'public';
  status: string;
  outcome: string | null;
  category_slug: string;
  category_name: string;
  featured_image_url: string | null;
  is_featured: boolean;
  start_date: Date;
  end_date: Date;
  created_at: Date;
  invite_expires_at: Date | null;
  /** 0038: the USSD and share code. */
  short_code: string;
  player_a_stake: string;
  player_b_stake: string;
  public_challenge_entry_fee: string;
  creator: PersonRow | null;
  player_a: PersonRow | null;
  player_b: PersonRow | null;
  player_stakes: StakeJson[];
  /** Up to DETAIL_STAKES_PAGE + 1: one more than a page says there is a next one. */
  participants: StakeJson[];
  backers: StakeJson[];
  winners: StakeJson[];
  my_stakes: StakeJson[];
  totals: DetailTotals;
  /** The Total Jackpot of a rejected or cancelled two_player challenge (spec §4); null for any other. */
  ended_jackpot: number | string | null;
}

export async function challengeDetail(db: Db, id: string, readerId: string | null): Promise<DetailRow | undefined> {
  const { rows } = await db.executeQuery<DetailRow>(CompiledQuery.raw(DETAIL_SQL, [id, readerId]));
  return rows[0];
}

/** $1 the challenge, then the key of the last stake sent: $2 created_at / winnings, $3 id. */
const PAGE_SQL: Record<ChallengeStakeList, string> = {
  participants: pageAfter('participants', `s.role = 'participant' AND (s.created_at, s.id) > ($2::timestamptz, $3::uuid)`, 'oldest'),
  backers: pageAfter('backers', `s.role = 'backer' AND (s.created_at, s.id) > ($2::timestamptz, $3::uuid)`, 'oldest'),
  winners: pageAfter('winners', `c.status IN ${DECIDED} AND ${WINNER} AND (s.winnings_tokens < $2::bigint OR (s.winnings_tokens = $2::bigint AND s.id > $3::uuid))`, 'winnings'),
};

function pageAfter(list: ChallengeStakeList, where: string, order: Order) {
  // The challenge's row comes back even with no stakes after the key, so an unknown challenge is told from an empty page.
  return `${prepared(`challenge-stakes-${list}`)}SELECT c.id, ${stakeArray(where, order, PAGE_PLUS_ONE)} AS stakes FROM challenges c WHERE c.id = $1::uuid`;
}

/** The stakes of `key.list` after `key` (up to a page and one more), or undefined when the challenge does not exist. */
export async function stakesAfter(db: Db, challengeId: string, key: StakeKey): Promise<StakeJson[] | undefined> {
  const parameters = [challengeId, key.list === 'winners' ? key.winnings : key.createdAt, key.id];
  const { rows } = await db.executeQuery<{ stakes: StakeJson[] }>(CompiledQuery.raw(PAGE_SQL[key.list], parameters));
  return rows[0]?.stakes;
}

/** $1 the challenges, $2 the readers (pairwise): each reader's own stakes (UNIQUE (challenge_id, user_id): a few rows each). */
const READER_STAKES_SQL = `${prepared('challenge-reader-stakes')}
SELECT p.n, (SELECT COALESCE(json_agg(${STAKE_JSON} ORDER BY ${ORDERS.oldest}), '[]'::json)
  FROM challenge_stakes s WHERE s.challenge_id = p.challenge_id AND s.user_id = p.user_id) AS stakes
FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS p(challenge_id, user_id, n)`;

/**
 * Each reader's own stakes on a challenge, for many (challenge, reader) pairs in one statement: the
 * personal part of details served from the read model (decision 037), asked for together (http/coalesce.ts).
 */
export async function readerStakes(db: Db, pairs: { challengeId: string; readerId: string }[]): Promise<StakeJson[][]> {
  const parameters = [pairs.map((p) => p.challengeId), pairs.map((p) => p.readerId)];
  const { rows } = await db.executeQuery<{ n: string; stakes: StakeJson[] }>(CompiledQuery.raw(READER_STAKES_SQL, parameters));
  const byPair = new Map(rows.map((row) => [Number(row.n), row.stakes]));
  return pairs.map((_, i) => byPair.get(i + 1) ?? []);
}
