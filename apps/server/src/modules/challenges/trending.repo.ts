// The trending score (DOMAIN.md §4: tokens staked in the last 72 h, refunded stakes excluded) read from
// a per-challenge roll-up instead of adding up 72 hours of stakes on every list request (issue #8).
// The invariant (migration 0015): challenge_trending_rollup.staked = Σ amount of the challenge's stakes
// of ANY status with created_at in (lo, hi] of challenge_trending_watermark. Only a stake's challenge,
// amount and created_at count, and those never change, so stakes, refunds and settlements leave these
// tables alone; the job below moves (lo, hi] forward once a minute.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import { runInTransaction } from '../../db/unit-of-work';

/** DOMAIN.md §4 trending: tokens staked in this window (refunded stakes excluded) rank a challenge. */
export const TRENDING_WINDOW_HOURS = 72;

/** (lo, hi] of the roll-up, as UTC text with microseconds (a JS Date would drop them). */
export interface TrendingWatermark {
  lo: string;
  hi: string;
}

const usText = (expression: RawBuilder<unknown>) => sql<string>`to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const at = (text: string) => sql<Date>`${text}::timestamptz`;
const windowStart = sql<Date>`now() - make_interval(hours => ${TRENDING_WINDOW_HOURS})`;

export async function readWatermark(db: Db): Promise<TrendingWatermark> {
  const { rows } = await sql<TrendingWatermark>`SELECT ${usText(sql`lo`)} AS lo, ${usText(sql`hi`)} AS hi FROM challenge_trending_watermark`.execute(db);
  return rows[0]!;
}

/** (challenge_id, ±amount) of the stakes with created_at in (from, to]; `refundedOnly` narrows to refunded ones. */
function stakesIn(db: Db, range: { from: RawBuilder<Date>; to?: RawBuilder<Date> }, { sign, refundedOnly = false }: { sign: 1 | -1; refundedOnly?: boolean }) {
  let query = db
    .selectFrom('challenge_stakes as s')
    .select(['s.challenge_id', (sign === 1 ? sql<string>`s.amount` : sql<string>`-s.amount`).as('amount')])
    .where('s.created_at', '>', range.from);
  if (range.to) query = query.where('s.created_at', '<=', range.to);
  // `refunded`, not status = 'refunded': the partial index is on it (0017: settling stays a HOT update).
  return refundedOnly ? query.where('s.refunded', '=', true) : query;
}

/**
 * (challenge_id, delta) of every challenge whose score is not its roll-up row's `staked` as of `w`: the
 * stakes created since the roll-up's end, less those rolled up but older than the window by now, plus
 * those in the window but before the roll-up's start, less the refunded stakes of the window. A
 * challenge's score is exactly COALESCE(staked, 0) + COALESCE(delta, 0), provided `w` and the roll-up
 * rows are read in one snapshot (see listChallengePage). Few rows: a minute or so of stakes.
 */
export function movedScores(db: Db, w: TrendingWatermark) {
  const parts = stakesIn(db, { from: at(w.hi) }, { sign: 1 })
    .unionAll(stakesIn(db, { from: at(w.lo), to: windowStart }, { sign: -1 }))
    .unionAll(stakesIn(db, { from: windowStart, to: at(w.lo) }, { sign: 1 }))
    .unionAll(stakesIn(db, { from: windowStart }, { sign: -1, refundedOnly: true }));
  return db
    .selectFrom(parts.as('p'))
    .select(['p.challenge_id', sql<string>`SUM(p.amount)`.as('delta')])
    .groupBy('p.challenge_id');
}

/**
 * The job (every minute): moves (lo, hi] to (now() − 72 h, about now()] and brings the roll-up along
 * with it. hi stays before the start of every transaction still open: a stake's created_at is its
 * transaction's start, so such a transaction could still commit a stake dated before it, which this
 * roll-up would then miss for good. (Stakes are written by this application's database role, whose
 * sessions pg_stat_activity shows in full.) `lagSeconds` more keep hi clear of a transaction that is
 * just starting and not yet shown there; a test sets 0 to see the open-transaction bound at work.
 */
export async function rollUpTrending(db: Db, { lagSeconds = 10 }: { lagSeconds?: number } = {}): Promise<void> {
  await runInTransaction(db, async (tx) => {
    // Serialises the job across instances; the next statement is this transaction's first look at
    // pg_stat_activity (PostgreSQL keeps that view fixed for the rest of the transaction).
    const old = await lockWatermark(tx);
    const { rows } = await sql<TrendingWatermark>`
      SELECT ${usText(sql`LEAST(${windowStart}, b.hi)`)} AS lo, ${usText(sql`b.hi`)} AS hi
      FROM (SELECT LEAST(now() - make_interval(secs => ${lagSeconds}),
                         (SELECT min(xact_start) FROM pg_stat_activity WHERE xact_start IS NOT NULL AND pid <> pg_backend_pid()) - interval '1 microsecond') AS hi) b`.execute(tx);
    const next = rows[0]!;
    // READ COMMITTED: the statements below see every transaction that pg_stat_activity no longer showed open.
    await applyDelta(tx, old, next);
  });
}

/** Recomputes the roll-up from the stakes: for tools that write stakes with past dates (bench data). */
export async function rebuildTrendingRollup(db: Db): Promise<void> {
  await runInTransaction(db, async (tx) => {
    await lockWatermark(tx);
    await sql`DELETE FROM challenge_trending_rollup`.execute(tx);
    await sql`UPDATE challenge_trending_watermark SET lo = ${windowStart}, hi = ${windowStart}`.execute(tx);
  });
  await rollUpTrending(db);
}

async function lockWatermark(tx: Db): Promise<TrendingWatermark> {
  const { rows } = await sql<TrendingWatermark>`SELECT ${usText(sql`lo`)} AS lo, ${usText(sql`hi`)} AS hi FROM challenge_trending_watermark FOR UPDATE`.execute(tx);
  return rows[0]!;
}

/** ± the stakes between `from` and `to` (added when the bound moves forward, taken off when it moves back). */
function moved(tx: Db, from: string, to: string, sign: 1 | -1) {
  // The texts are fixed-width UTC, so they compare as the instants they stand for.
  return from <= to ? stakesIn(tx, { from: at(from), to: at(to) }, { sign }) : stakesIn(tx, { from: at(to), to: at(from) }, { sign: sign === 1 ? -1 : 1 });
}

/** The roll-up over (old.lo, old.hi] becomes the one over (next.lo, next.hi]: + the stakes hi passed, − those lo passed. */
async function applyDelta(tx: Db, old: TrendingWatermark, next: TrendingWatermark): Promise<void> {
  const delta = tx
    .selectFrom(
      moved(tx, old.hi, next.hi, 1)
        .unionAll(moved(tx, old.lo, next.lo, -1))
        .as('m'),
    )
    .select(['m.challenge_id', sql<string>`SUM(m.amount)`.as('d')])
    .groupBy('m.challenge_id')
    .having(sql<string>`SUM(m.amount)`, '<>', '0');
  await tx
    .with('delta', () => delta)
    .with('updated', (db) =>
      db
        .updateTable('challenge_trending_rollup as r')
        .from('delta')
        .set({ staked: sql`r.staked + delta.d` })
        .whereRef('r.challenge_id', '=', 'delta.challenge_id')
        .returning('r.challenge_id'),
    )
    .insertInto('challenge_trending_rollup')
    .columns(['challenge_id', 'staked'])
    .expression((db) =>
      db
        .selectFrom('delta')
        .select(['delta.challenge_id', 'delta.d'])
        .where('delta.challenge_id', 'not in', (eb) => eb.selectFrom('updated').select('updated.challenge_id')),
    )
    .execute();
  await tx.deleteFrom('challenge_trending_rollup').where('staked', '=', '0').execute();
  await tx
    .updateTable('challenge_trending_watermark')
    .set({ lo: at(next.lo), hi: at(next.hi) })
    .execute();
}
