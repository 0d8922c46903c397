// bench/settlement-floor: the yardstick of a settlement (issue #21 §4) — the same rows a settlement of one
// challenge writes, written with bare set-based SQL in ONE transaction and no checks: the stakes claimed
// (won / lost, winnings, the credit's id), one credit transaction per paid stake, the losers' new bonus
// pockets, one transfer per credit (escrow → cash for a winner, revenue → bonus for a loser's mitigation)
// plus the fee's, and every balance those change. No numbers fixed first, no escrow balancing, no locks
// taken in order, no catalogue or overdraft checks, no chunks: what any correct settlement must at least
// pay for on this database. The settlement's time divided by this is a ratio that holds across machines.
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/client';
import { runInTransaction } from '../apps/server/src/db/unit-of-work';

/**
 * Writes the settlement of `challengeId` (decided; its stakes as bench/challenges seeds them: whole tokens,
 * paid from cash) the bare way, with the same fee and mitigation rates: winners share the pot after a 20 %
 * fee pro rata (rounded down; the crumbs stay with the fee), losers get 10 % of their stake back as bonus.
 * Returns the credits written.
 */
export async function writeSettlementFloor(db: Db, challengeId: string, winningOutcome: string): Promise<number> {
  return runInTransaction(db, async (tx) => {
    await sql`SET LOCAL work_mem = '64MB'`.execute(tx);
    // The pot, the winners' total and the rounded shares, in the claim itself.
    const { rows } = await sql<{ credits: string }>`
      WITH t AS (
        SELECT sum(amount) AS total, sum(amount) FILTER (WHERE outcome = ${winningOutcome}) AS winning FROM challenge_stakes WHERE challenge_id = ${challengeId} AND status = 'active'
      ), claimed AS (
        UPDATE challenge_stakes s
        SET status = CASE WHEN s.outcome = ${winningOutcome} THEN 'won' ELSE 'lost' END,
            winnings_tokens = CASE WHEN s.outcome = ${winningOutcome} THEN div((t.total - div(t.total, 5)) * s.amount, t.winning) - s.amount ELSE 0 END,
            settlement_transaction_id = CASE WHEN s.outcome = ${winningOutcome} OR div(s.amount, 10) > 0 THEN time_ordered_uuid() END
        FROM t WHERE s.challenge_id = ${challengeId} AND s.status = 'active'
        RETURNING s.user_id, s.escrow_shard, s.status, s.amount, s.winnings_tokens, s.settlement_transaction_id
      )
      SELECT count(*) FILTER (WHERE settlement_transaction_id IS NOT NULL)::text AS credits FROM claimed`.execute(tx);
    // The claimed stakes again, as the chunks keep them in settlement_batch.
    await sql`
      CREATE TEMP TABLE floor_batch ON COMMIT DROP AS
      SELECT s.user_id, s.escrow_shard, s.status, s.amount + s.winnings_tokens AS won, div(s.amount, 10) AS mitigation, s.settlement_transaction_id AS transaction_id
      FROM challenge_stakes s WHERE s.challenge_id = ${challengeId} AND s.settlement_transaction_id IS NOT NULL`.execute(tx);
    await sql`
      INSERT INTO transactions (id, user_id, type, status, amount_tokens, metadata)
      SELECT transaction_id, user_id, CASE WHEN status = 'won' THEN 'challenge_winnings_credit' ELSE 'loss_mitigation_credit' END, 'completed',
             CASE WHEN status = 'won' THEN won ELSE mitigation END, jsonb_build_object('challengeId', ${challengeId}::uuid)
      FROM floor_batch`.execute(tx);
    await sql`
      INSERT INTO ledger_accounts (kind, user_id, balance)
      SELECT 'user_bonus', user_id, 0 FROM floor_batch WHERE status = 'lost'
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING`.execute(tx);
    // Each credit's transfer, with the account ids joined in (no staging, no order, no locks asked for). The
    // escrow is pooled in shard 0 first (one transfer per other shard: what the settlement's balancing
    // writes too), winners are paid from it, and what is left — the fee and the crumbs — goes to revenue.
    await sql`
      CREATE TEMP TABLE floor_moves ON COMMIT DROP AS
      WITH escrow AS (SELECT id, shard, balance FROM ledger_accounts WHERE kind = 'escrow' AND challenge_id = ${challengeId}),
      pool AS (SELECT id FROM escrow WHERE shard = 0),
      revenue AS (SELECT id FROM ledger_accounts WHERE kind = 'platform_revenue' AND user_id IS NULL)
      SELECT e.id AS debit, pool.id AS credit, e.balance AS amount, 'escrow_rebalance' AS kind, NULL::uuid AS transaction_id
      FROM escrow e, pool WHERE e.shard <> 0 AND e.balance > 0
      UNION ALL
      SELECT pool.id, u.id, b.won, 'challenge_winnings_credit', b.transaction_id
      FROM floor_batch b CROSS JOIN pool JOIN ledger_accounts u ON u.user_id = b.user_id AND u.kind = 'user_cash'
      WHERE b.status = 'won'
      UNION ALL
      SELECT revenue.id, u.id, b.mitigation, 'loss_mitigation_credit', b.transaction_id
      FROM floor_batch b CROSS JOIN revenue JOIN ledger_accounts u ON u.user_id = b.user_id AND u.kind = 'user_bonus'
      WHERE b.status = 'lost'
      UNION ALL
      SELECT pool.id, revenue.id, (SELECT sum(balance) FROM escrow) - (SELECT COALESCE(sum(won), 0) FROM floor_batch WHERE status = 'won'), 'platform_fee', NULL::uuid
      FROM pool, revenue`.execute(tx);
    await sql`
      WITH moved AS (
        UPDATE ledger_accounts a SET balance = a.balance + d.delta
        FROM (SELECT id, sum(delta) AS delta FROM (SELECT debit AS id, -amount AS delta FROM floor_moves UNION ALL SELECT credit, amount FROM floor_moves) legs GROUP BY id) d
        WHERE a.id = d.id AND d.delta <> 0
      )
      INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, transaction_id)
      SELECT debit, credit, amount, kind, transaction_id FROM floor_moves WHERE amount > 0`.execute(tx);
    await sql`UPDATE challenges SET status = 'paid_out', settled_at = now(), updated_at = now() WHERE id = ${challengeId}`.execute(tx);
    return Number(rows[0]!.credits);
  });
}
