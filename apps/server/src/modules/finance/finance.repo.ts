// SQL of the operator's finance report and of the reconciliation with Paystack (issue #22 item 4).
// Figures come from the ledger, so the report agrees with it: a purchase is a transfer out of
// payments_in (dated when it was credited), a redemption a transfer into payouts_out net of reversals,
// revenue / bonuses / taxes the net flow of the platform's own accounts. Periods are UTC days or months,
// as in the admin report (admin.repo.ts moneyPerDay).
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { PURCHASE_TYPES } from '../metrics/metrics.repo';

export type Grain = 'day' | 'month';

const bucketOf = (grain: Grain) => (grain === 'day' ? sql.raw(`to_char(lt.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`) : sql.raw(`to_char(lt.created_at AT TIME ZONE 'UTC', 'YYYY-MM')`));

export interface PurchaseFlow {
  bucket: string;
  channel: string;
  count: number;
  kes: number;
  tokens: number;
}

/** Purchases credited in [from, to), by period and Paystack channel (mobile_money, card…; `unknown` if none was recorded). */
export async function purchasesByChannel(db: Db, grain: Grain, from: Date, to: Date): Promise<PurchaseFlow[]> {
  const { rows } = await sql<{ bucket: string; channel: string; n: string; kes: string | null; tokens: string }>`
    SELECT ${bucketOf(grain)} AS bucket,
           COALESCE(t.metadata->>'channel', CASE t.type WHEN 'mpesa_topup' THEN 'mobile_money' ELSE 'unknown' END) AS channel,
           count(DISTINCT lt.transaction_id) AS n, SUM(COALESCE(t.amount_currency, 0)) AS kes, SUM(lt.amount) AS tokens
    FROM ledger_transfers lt
    JOIN ledger_accounts a ON a.id = lt.debit_account_id AND a.kind = 'payments_in'
    LEFT JOIN transactions t ON t.id = lt.transaction_id
    WHERE lt.created_at >= ${from} AND lt.created_at < ${to}
    GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, channel: r.channel, count: Number(r.n), kes: Number(r.kes ?? 0), tokens: Number(r.tokens) }));
}

export interface RedemptionFlow {
  bucket: string;
  count: number;
  kes: number;
  tokens: number;
  feesKes: number;
}

/** Redemptions paid out in [from, to) (transfers into payouts_out, net of reversals), their KES and withdrawal fees. */
export async function redemptions(db: Db, grain: Grain, from: Date, to: Date): Promise<RedemptionFlow[]> {
  const { rows } = await sql<{ bucket: string; n: string; kes: string | null; tokens: string; fees: string | null }>`
    SELECT ${bucketOf(grain)} AS bucket,
           SUM(CASE WHEN lt.credit_account_id = a.id THEN 1 ELSE -1 END) AS n,
           SUM(CASE WHEN lt.credit_account_id = a.id THEN 1 ELSE -1 END * COALESCE(p.amount_subunit, 0)) / 100.0 AS kes,
           SUM(CASE WHEN lt.credit_account_id = a.id THEN lt.amount ELSE -lt.amount END) AS tokens,
           SUM(CASE WHEN lt.credit_account_id = a.id THEN 1 ELSE -1 END * COALESCE((t.metadata->>'withdrawal_fee_applied_kes')::numeric, 0)) AS fees
    FROM ledger_accounts a
    JOIN ledger_transfers lt ON lt.credit_account_id = a.id OR lt.debit_account_id = a.id
    LEFT JOIN payouts p ON p.transaction_id = lt.transaction_id
    LEFT JOIN transactions t ON t.id = lt.transaction_id
    WHERE a.kind = 'payouts_out' AND lt.created_at >= ${from} AND lt.created_at < ${to}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, count: Number(r.n), kes: Number(r.kes ?? 0), tokens: Number(r.tokens), feesKes: Number(r.fees ?? 0) }));
}

export interface PlatformFlow {
  bucket: string;
  /** The platform account kind (platform_revenue, promotions, tax_…). */
  account: string;
  /** The ledger transfer kind (platform_fee, loss_mitigation_credit…). */
  leg: string;
  /** Tokens into the account minus tokens out of it. */
  net: number;
}

/** Net flow of the given platform accounts in [from, to), by period, account kind and transfer kind. */
export async function platformFlows(db: Db, grain: Grain, from: Date, to: Date, kinds: readonly string[]): Promise<PlatformFlow[]> {
  if (!kinds.length) return [];
  const { rows } = await sql<{ bucket: string; account: string; leg: string; net: string }>`
    SELECT ${bucketOf(grain)} AS bucket, a.kind AS account, lt.kind AS leg,
           SUM(CASE WHEN lt.credit_account_id = a.id THEN lt.amount ELSE -lt.amount END) AS net
    FROM ledger_accounts a
    JOIN ledger_transfers lt ON lt.credit_account_id = a.id OR lt.debit_account_id = a.id
    WHERE a.user_id IS NULL AND a.challenge_id IS NULL AND a.kind IN (${sql.join(kinds.map((k) => sql.lit(k)))})
      AND lt.created_at >= ${from} AND lt.created_at < ${to}
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, account: r.account, leg: r.leg, net: Number(r.net) }));
}

// ── Reconciliation ─────────────────────────────────────────────────────────────────────────────────

export interface LedgerPurchase {
  id: string;
  user_id: string;
  reference: string;
  status: string;
  amount_currency: string | null;
}

/** Purchases started in [from, to), and any other whose reference is in `references` (started just outside it). */
export async function purchasesFor(db: Db, from: Date, to: Date, references: string[]): Promise<LedgerPurchase[]> {
  return (await db
    .selectFrom('transactions')
    .select(['id', 'user_id', 'reference', 'status', 'amount_currency'])
    .where('type', 'in', [...PURCHASE_TYPES])
    .where('reference', 'is not', null)
    .where((eb) => eb.or([eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]), ...(references.length ? [eb('reference', 'in', references)] : [])]))
    .execute()) as LedgerPurchase[];
}

export interface LedgerPayout {
  id: string;
  user_id: string;
  transaction_id: string;
  transfer_reference: string;
  status: string;
  amount_subunit: string;
}

/** Payouts created in [from, to), and any other whose transfer reference is in `references`. */
export async function payoutsFor(db: Db, from: Date, to: Date, references: string[]): Promise<LedgerPayout[]> {
  return db
    .selectFrom('payouts')
    .select(['id', 'user_id', 'transaction_id', 'transfer_reference', 'status', 'amount_subunit'])
    .where((eb) => eb.or([eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]), ...(references.length ? [eb('transfer_reference', 'in', references)] : [])]))
    .execute();
}

/** Every admin (who is alerted of a reconciliation mismatch). */
export async function adminIds(db: Db): Promise<string[]> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).map((r) => r.id);
}
