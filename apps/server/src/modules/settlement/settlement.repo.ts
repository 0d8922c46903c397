// SQL of settlement (the winners' marks and decisions are challenges/results.repo.ts). challenge_stakes and
// the 0008 columns of challenges are read and written with plain SQL here (set-based where many rows change at once).
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export type ChallengeTypeName = 'solo' | 'two_player' | 'public';

export interface LockedChallenge {
  id: string;
  title: string;
  type: ChallengeTypeName;
  status: string;
  outcome: string | null;
  created_by_user_id: string | null;
  player_a_id: string | null;
  player_b_id: string | null;
  start_date: Date;
  end_date: Date;
}

export interface StakeRow {
  id: string;
  user_id: string;
  role: 'player_a' | 'player_b' | 'participant' | 'backer';
  outcome: string;
  amount: number;
  from_bonus: number;
  from_cash: number;
  escrow_shard: number;
  is_winner: boolean;
  /** Milliseconds since the epoch (a number, not a Date: 100k Date parses showed in a settlement's time). */
  created_ms: number;
}

/**
 * The challenge row, locked FOR UPDATE: every decision, void and settlement of a challenge runs one at a
 * time. `share`: FOR SHARE, for the chunks of one settlement, which run side by side (but not beside those).
 */
export async function lockChallenge(tx: Db, id: string, { share = false } = {}): Promise<LockedChallenge | undefined> {
  const { rows } = await sql<LockedChallenge>`
    SELECT id, title, type, status, outcome, created_by_user_id, player_a_id, player_b_id, start_date, end_date
    FROM challenges WHERE id = ${id} ${share ? sql`FOR SHARE` : sql`FOR UPDATE`}`.execute(tx);
  return rows[0];
}

/** Active (not yet refunded or settled) stakes, earliest first. */
export async function activeStakes(tx: Db, challengeId: string): Promise<StakeRow[]> {
  const { rows } = await sql<StakeRow>`
    SELECT id, user_id, role, outcome, amount::float8 AS amount, from_bonus::float8 AS from_bonus, from_cash::float8 AS from_cash,
           escrow_shard, is_winner, extract(epoch FROM created_at)::float8 * 1000 AS created_ms
    FROM challenge_stakes WHERE challenge_id = ${challengeId} AND status = 'active'
    ORDER BY created_at, id`.execute(tx);
  return rows;
}

export async function markCancelled(tx: Db, challengeId: string, reason: string, adminId: string | null): Promise<void> {
  await sql`
    UPDATE challenges SET status = 'cancelled', void_reason = ${reason},
      decided_by_user_id = COALESCE(${adminId}::uuid, decided_by_user_id), decided_at = COALESCE(decided_at, now()),
      settled_at = now(), updated_at = now()
    WHERE id = ${challengeId}`.execute(tx);
}

export async function markPaidOut(tx: Db, challengeId: string): Promise<void> {
  await sql`UPDATE challenges SET status = 'paid_out', settled_at = now(), updated_at = now() WHERE id = ${challengeId}`.execute(tx);
}

/** The credit transaction types a settlement or void writes, one per stake it pays. */
export type CreditType = 'challenge_winnings_credit' | 'loss_mitigation_credit' | 'challenge_refund';

/** A settled stake with its credit, as the notices job tells its owner about it. */
export interface SettledStake {
  user_id: string;
  role: StakeRow['role'];
  amount: number;
  winnings: number;
  transaction_id: string;
  transaction_type: CreditType;
  credited: number;
}

/** The challenge row for the notices job, locked: two runs of the job never both send. */
export async function lockForNotices(tx: Db, id: string): Promise<{ title: string; status: string; notified: boolean } | undefined> {
  const { rows } = await sql<{ title: string; status: string; notified: boolean }>`
    SELECT title, status, settlement_notified_at IS NOT NULL AS notified FROM challenges WHERE id = ${id} FOR UPDATE`.execute(tx);
  return rows[0];
}

/** Every stake of the challenge that a settlement or void credited, with that credit. */
export async function settledStakes(tx: Db, challengeId: string): Promise<SettledStake[]> {
  const { rows } = await sql<Omit<SettledStake, 'amount' | 'winnings' | 'credited'> & { amount: string; winnings: string; credited: string }>`
    SELECT s.user_id, s.role, s.amount, s.winnings_tokens AS winnings, t.id AS transaction_id, t.type AS transaction_type, t.amount_tokens AS credited
    FROM challenge_stakes s JOIN transactions t ON t.id = s.settlement_transaction_id
    WHERE s.challenge_id = ${challengeId}
    ORDER BY s.created_at, s.id`.execute(tx);
  return rows.map((r) => ({ ...r, amount: Number(r.amount), winnings: Number(r.winnings), credited: Number(r.credited) }));
}

export async function markNotified(tx: Db, challengeId: string): Promise<void> {
  await sql`UPDATE challenges SET settlement_notified_at = now() WHERE id = ${challengeId}`.execute(tx);
}

/** Balance of each escrow shard of a challenge (the accounts are locked again, in order, by move()). */
export async function escrowShards(tx: Db, challengeId: string): Promise<{ shard: number; balance: number }[]> {
  const { rows } = await sql<{ shard: number; balance: string }>`
    SELECT shard, balance FROM ledger_accounts WHERE kind = 'escrow' AND challenge_id = ${challengeId} AND balance > 0 ORDER BY shard`.execute(tx);
  return rows.map((r) => ({ shard: r.shard, balance: Number(r.balance) }));
}

/**
 * Challenges whose settlement or notices should have happened `minutes` ago and did not (their job was
 * lost: retries used up, or the queue's row gone). A few at a time; the sweep runs again.
 */
export async function stuckSettlements(db: Db, minutes: number): Promise<{ unsettled: string[]; untold: string[] }> {
  const { rows } = await sql<{ id: string; kind: 'unsettled' | 'untold' }>`
    (SELECT id, 'unsettled' AS kind FROM challenges
     WHERE status = 'completed' AND decided_at < now() - make_interval(mins => ${minutes}) ORDER BY decided_at LIMIT 100)
    UNION ALL
    (SELECT id, 'untold' AS kind FROM challenges
     WHERE status IN ('paid_out', 'cancelled') AND settlement_notified_at IS NULL AND settled_at < now() - make_interval(mins => ${minutes})
     ORDER BY settled_at LIMIT 100)`.execute(db);
  return { unsettled: rows.filter((r) => r.kind === 'unsettled').map((r) => r.id), untold: rows.filter((r) => r.kind === 'untold').map((r) => r.id) };
}
