// SQL of paying a settlement set-based (decision 009): the numbers of DOMAIN.md §4 computed over the
// challenge's stakes in PostgreSQL, the escrow each shard must hold, and the chunks — a set of stakes
// claimed (active → won / lost / refunded) together with their credit transaction rows and the ledger
// movements that pay them. Nothing per stake travels through Node.
// THIS SQL IS THE FEE AND ROUNDING RULE (decision 023): the only place it runs. Its test oracle is
// settleChallenge() (settlement.reference-model.ts, used by tests only); settlement.plan.test.ts holds
// the two together for random stakes.
import { sql, type RawBuilder } from 'kysely';
import type { Rational } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { MovementRow, TransactionRowSql } from '../ledger';
import type { ChallengeTypeName, CreditType } from './settlement.repo';

/** What a chunk does to its stakes: pay the winners, pay the losers' mitigation, or refund everyone. */
export type Side = 'won' | 'lost' | 'refund';

/** The numbers fixed when a settlement starts (table challenge_settlements). */
export interface SettlementNumbers {
  kind: 'settled' | 'void';
  /** T, W, F, D of DOMAIN.md §4, and the loss mitigation paid out of F. */
  total: number;
  winningTotal: number;
  fee: number;
  distributable: number;
  lossMitigation: number;
}

/** A stake on the winning side (alias `s` = challenge_stakes): public, a marked winner; else the decided outcome. */
export function winsOf(challenge: { type: ChallengeTypeName; outcome: string | null }): RawBuilder<boolean> {
  return challenge.type === 'public' ? sql<boolean>`s.is_winner` : sql<boolean>`(s.outcome = ${challenge.outcome})`;
}

/** createdAt of settleChallenge(): ms since the epoch as a double (the same rounding, so the same ties). */
const CREATED_MS = sql`(extract(epoch FROM s.created_at)::float8 * 1000)`;

/**
 * A winning stake's share (alias `s`, and `n` = its challenge_settlements row): floor(D × w / W), plus the
 * rounding token when it ranks up to the recorded last one by (remainder desc, createdAt, id) — step 3.
 */
const SHARE = sql`(
  div(n.distributable::numeric * s.amount, n.winning_total)
  + CASE WHEN n.extra_stake_id IS NOT NULL AND (
      mod(n.distributable::numeric * s.amount, n.winning_total) > n.extra_remainder
      OR (mod(n.distributable::numeric * s.amount, n.winning_total) = n.extra_remainder
          AND (${CREATED_MS} < n.extra_created_ms OR (${CREATED_MS} = n.extra_created_ms AND s.id <= n.extra_stake_id)))
    ) THEN 1 ELSE 0 END)`;

/** A losing stake's mitigation: floor(l × rate), step 4. */
const MITIGATION = sql`div(s.amount::numeric * n.mitigation_rate_num, n.mitigation_rate_den)`;

interface ComputedNumbers {
  total: string;
  winning_total: string;
  fee: string;
  distributable: string;
  loss_mitigation: string;
  winners: number;
  left_over: string;
  extra_remainder: string | null;
  extra_created_ms: number | null;
  extra_stake_id: string | null;
}

/**
 * Steps 1–4 over the active stakes, and the last winner that gets a rounding token: T, W, F = min(⌊T × fee
 * rate⌋, L), D = T − F, each winner's ⌊D × w / W⌋ and remainder, the tokens left by rounding, and the
 * mitigation total. Checks the invariants settleChallenge() asserts; returns what challenge_settlements keeps.
 */
export async function recordSettlementNumbers(tx: Db, challengeId: string, wins: RawBuilder<boolean>, rates: { fee: Rational; mitigation: Rational }): Promise<SettlementNumbers> {
  const { rows } = await sql<ComputedNumbers>`
    WITH s AS MATERIALIZED (
      SELECT s.id, s.amount::numeric AS amount, ${wins} AS wins, ${CREATED_MS} AS created_ms
      FROM challenge_stakes s WHERE s.challenge_id = ${challengeId} AND s.status = 'active'
    ), t AS (
      SELECT COALESCE(sum(amount), 0) AS total, COALESCE(sum(amount) FILTER (WHERE wins), 0) AS winning_total,
             COALESCE(sum(div(amount * ${String(rates.mitigation.num)}::numeric, ${String(rates.mitigation.den)}::numeric)) FILTER (WHERE NOT wins), 0) AS mitigation,
             count(*) FILTER (WHERE wins)::int AS winners
      FROM s
    ), f AS (
      SELECT t.*, CASE WHEN winning_total = 0 THEN 0 ELSE least(div(total * ${String(rates.fee.num)}::numeric, ${String(rates.fee.den)}::numeric), total - winning_total) END AS fee FROM t
    ), w AS (
      SELECT s.id, s.created_ms, div((f.total - f.fee) * s.amount, f.winning_total) AS base, mod((f.total - f.fee) * s.amount, f.winning_total) AS rem
      FROM s, f WHERE s.wins
    ), x AS (
      SELECT f.total - f.fee - COALESCE((SELECT sum(base) FROM w), 0) AS left_over FROM f
    ), cut AS (
      SELECT w.rem, w.created_ms, w.id FROM w ORDER BY w.rem DESC, w.created_ms, w.id OFFSET (SELECT greatest(left_over - 1, 0) FROM x) LIMIT 1
    )
    SELECT f.total, f.winning_total, f.fee, f.total - f.fee AS distributable, f.mitigation AS loss_mitigation, f.winners, x.left_over,
           cut.rem AS extra_remainder, cut.created_ms AS extra_created_ms, cut.id AS extra_stake_id
    FROM f CROSS JOIN x LEFT JOIN cut ON x.left_over > 0`.execute(tx);
  const c = rows[0]!;
  const n = { total: Number(c.total), winningTotal: Number(c.winning_total), fee: Number(c.fee), distributable: Number(c.distributable), lossMitigation: Number(c.loss_mitigation) };
  const kind = n.winningTotal === 0 ? ('void' as const) : ('settled' as const);
  const numbers: SettlementNumbers = kind === 'void' ? { kind, total: n.total, winningTotal: 0, fee: 0, distributable: n.total, lossMitigation: 0 } : { kind, ...n };
  if (!Number.isSafeInteger(numbers.total)) throw new Error('settlement: total stake is too large');
  if (kind === 'settled') {
    const leftOver = Number(c.left_over);
    if (numbers.distributable < numbers.winningTotal) throw new Error('settlement invariant broken: D ≥ W');
    if (!(leftOver >= 0 && leftOver < c.winners)) throw new Error('settlement invariant broken: rounding leftover < number of winners');
    if (numbers.lossMitigation > numbers.fee) throw new Error('settlement: loss mitigation exceeds the fee (lossMitigationRate must not exceed feeRate)');
  }
  const extra = kind === 'settled' && c.extra_stake_id ? c : { extra_remainder: null, extra_created_ms: null, extra_stake_id: null };
  await sql`
    INSERT INTO challenge_settlements (challenge_id, kind, total, winning_total, fee, distributable, loss_mitigation,
      mitigation_rate_num, mitigation_rate_den, extra_remainder, extra_created_ms, extra_stake_id)
    VALUES (${challengeId}, ${kind}, ${numbers.total}, ${numbers.winningTotal}, ${numbers.fee}, ${numbers.distributable}, ${numbers.lossMitigation},
      ${String(rates.mitigation.num)}, ${String(rates.mitigation.den)}, ${extra.extra_remainder}::numeric, ${extra.extra_created_ms}::float8, ${extra.extra_stake_id}::uuid)`.execute(tx);
  return numbers;
}

/** The numbers of a settlement already started (resumed after a crash, or run twice), if any. */
export async function settlementNumbers(tx: Db, challengeId: string): Promise<SettlementNumbers | undefined> {
  const { rows } = await sql<{ kind: 'settled' | 'void'; total: string; winning_total: string; fee: string; distributable: string; loss_mitigation: string }>`
    SELECT kind, total, winning_total, fee, distributable, loss_mitigation FROM challenge_settlements WHERE challenge_id = ${challengeId}`.execute(tx);
  const r = rows[0];
  if (!r) return undefined;
  return { kind: r.kind, total: Number(r.total), winningTotal: Number(r.winning_total), fee: Number(r.fee), distributable: Number(r.distributable), lossMitigation: Number(r.loss_mitigation) };
}

/**
 * What each escrow shard must hold so that every chunk pays its stakes from their own shards: the shares
 * of the active winners staked there (settled), or the active stakes themselves (refunds).
 */
export async function escrowTargets(tx: Db, challengeId: string, side: 'won' | 'refund', wins: RawBuilder<boolean>): Promise<{ shard: number; target: number }[]> {
  const { rows } =
    side === 'won'
      ? await sql<{ shard: number; target: string }>`
          SELECT s.escrow_shard AS shard, sum(${SHARE}) AS target
          FROM challenge_stakes s JOIN challenge_settlements n ON n.challenge_id = s.challenge_id
          WHERE s.challenge_id = ${challengeId} AND s.status = 'active' AND ${wins} GROUP BY 1 ORDER BY 1`.execute(tx)
      : await sql<{ shard: number; target: string }>`
          SELECT s.escrow_shard AS shard, sum(s.amount) AS target FROM challenge_stakes s
          WHERE s.challenge_id = ${challengeId} AND s.status = 'active' GROUP BY 1 ORDER BY 1`.execute(tx);
  return rows.map((r) => ({ shard: r.shard, target: Number(r.target) }));
}

/** The active stakes by side and escrow shard: what is left to pay. */
export async function activeBySideAndShard(tx: Db, challengeId: string, kind: 'settled' | 'void', wins: RawBuilder<boolean>): Promise<{ side: Side; shard: number; stakes: number }[]> {
  const side = kind === 'void' ? sql`'refund'` : sql`CASE WHEN ${wins} THEN 'won' ELSE 'lost' END`;
  const { rows } = await sql<{ side: Side; shard: number; stakes: number }>`
    SELECT ${side} AS side, s.escrow_shard AS shard, count(*)::int AS stakes
    FROM challenge_stakes s WHERE s.challenge_id = ${challengeId} AND s.status = 'active' GROUP BY 1, 2 ORDER BY 1, 2`.execute(tx);
  return rows;
}

export async function countActiveStakes(tx: Db, challengeId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM challenge_stakes WHERE challenge_id = ${challengeId} AND status = 'active'`.execute(tx);
  return rows[0]!.n;
}

/**
 * Two settlements of one challenge running the same chunk at once (the job and the sweep's copy) take
 * turns on it: without this, their claims could lock the same stakes in different orders and deadlock.
 */
export async function lockChunk(tx: Db, challengeId: string, chunkKey: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${challengeId}), hashtext(${chunkKey}))`.execute(tx);
}

const CLAIM: Record<Side, (wins: RawBuilder<boolean>) => RawBuilder<unknown>> = {
  won: (wins) => sql`
    UPDATE challenge_stakes s SET status = 'won', winnings_tokens = ${SHARE} - s.amount, settlement_transaction_id = time_ordered_uuid()
    FROM challenge_settlements n
    WHERE n.challenge_id = s.challenge_id AND ${wins}`,
  lost: (wins) => sql`
    UPDATE challenge_stakes s SET status = 'lost', winnings_tokens = 0,
      settlement_transaction_id = CASE WHEN ${MITIGATION} > 0 THEN time_ordered_uuid() END
    FROM challenge_settlements n
    WHERE n.challenge_id = s.challenge_id AND NOT ${wins}`,
  refund: () => sql`
    UPDATE challenge_stakes s SET status = 'refunded', winnings_tokens = 0, settlement_transaction_id = time_ordered_uuid()
    WHERE true`,
};

const CREDIT: Record<Side, RawBuilder<unknown>> = {
  won: sql`s.amount + s.winnings_tokens`,
  lost: MITIGATION,
  refund: sql`s.amount`,
};

/**
 * Claims the still-active stakes of one side in `shards` — in the same statement that marks them
 * won / lost / refunded with the id of the credit transaction that pays them — into the temporary table
 * settlement_batch. A stake already claimed (by an earlier chunk, run or crash-interrupted run that
 * committed) is no longer active, so it is never paid twice.
 */
export async function claimStakes(tx: Db, challengeId: string, side: Side, shards: number[], wins: RawBuilder<boolean>): Promise<void> {
  await sql`
    CREATE TEMP TABLE settlement_batch ON COMMIT DROP AS
    WITH claimed AS (
      ${CLAIM[side](wins)} AND s.challenge_id = ${challengeId} AND s.status = 'active' AND s.escrow_shard = ANY(${shards}::smallint[])
      RETURNING s.id AS stake_id, s.user_id, s.escrow_shard, s.amount, s.from_bonus, s.from_cash, s.winnings_tokens AS winnings,
                (${CREDIT[side]})::bigint AS credit, s.settlement_transaction_id AS transaction_id
    )
    SELECT * FROM claimed`.execute(tx);
}

export const CREDIT_TYPE: Record<Side, CreditType> = { won: 'challenge_winnings_credit', lost: 'loss_mitigation_credit', refund: 'challenge_refund' };

/** The credit transaction rows of the claimed stakes (the words the notices job reads), for the ledger's postMany. */
export function batchCredits(challengeId: string, side: Side, reason: string | null): RawBuilder<TransactionRowSql> {
  const metadata = {
    won: sql`jsonb_build_object('challengeId', ${challengeId}::uuid, 'stake', amount, 'stakeBackBonus', from_bonus, 'stakeBackCash', from_cash, 'winnings', winnings, 'stakeId', stake_id)`,
    lost: sql`jsonb_build_object('challengeId', ${challengeId}::uuid, 'stake', amount, 'stakeId', stake_id)`,
    refund: sql`jsonb_build_object('challengeId', ${challengeId}::uuid, 'bonus', from_bonus, 'cash', from_cash, 'reason', ${reason}::text, 'stakeId', stake_id)`,
  }[side];
  return sql<TransactionRowSql>`
    SELECT transaction_id AS id, user_id, 'completed' AS status, credit AS amount_tokens, ${metadata} AS metadata
    FROM settlement_batch WHERE transaction_id IS NOT NULL`;
}

/**
 * The ledger movements that pay the claimed stakes (MovementRow columns, for moveRows): a winner's stake
 * back to the pockets it came from and the winnings to cash, from the stake's own escrow shard; a loser's
 * mitigation from platform_revenue to bonus; a refund to the pockets it came from.
 */
export function batchMovements(challengeId: string, side: Side): RawBuilder<MovementRow> {
  const kind = CREDIT_TYPE[side];
  if (side === 'lost') {
    return sql<MovementRow>`
      SELECT 'platform_revenue' AS from_kind, NULL::uuid AS from_owner, 0 AS from_shard, 'user_bonus' AS to_kind, user_id AS to_owner, 0 AS to_shard,
             credit AS amount, ${kind} AS kind, transaction_id
      FROM settlement_batch WHERE credit > 0`;
  }
  const toCash = side === 'won' ? sql`from_cash + winnings` : sql`from_cash`;
  return sql<MovementRow>`
    SELECT 'escrow' AS from_kind, ${challengeId}::uuid AS from_owner, escrow_shard AS from_shard, 'user_bonus' AS to_kind, user_id AS to_owner, 0 AS to_shard, from_bonus AS amount, ${kind} AS kind, transaction_id
    FROM settlement_batch WHERE from_bonus > 0
    UNION ALL
    SELECT 'escrow', ${challengeId}::uuid, escrow_shard, 'user_cash', user_id, 0, ${toCash}, ${kind}, transaction_id
    FROM settlement_batch WHERE ${toCash} > 0`;
}

export async function dropBatch(tx: Db): Promise<void> {
  await sql`DROP TABLE settlement_batch`.execute(tx);
}
