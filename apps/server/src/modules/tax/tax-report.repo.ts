// Reads for the monthly tax report (DOMAIN.md §10) straight from the ledger's transfers: a month's figures
// are what its transfers did, so a redemption recredited in a later month lowers that later month.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** Kenya keeps East Africa Time all year: KRA's months are Kenyan calendar months. */
export const TAX_TIME_ZONE = 'Africa/Nairobi';

export interface TaxMonthRow {
  month: string;
  deposits_kes: string;
  deposits_count: string;
  excise_cents: string;
  withdrawn_tokens: string;
  withdrawals_count: string;
  withholding_cents: string;
}

/**
 * Per Kenyan month of `year`: KES paid for purchases credited (payments_in → cash), the net excise duty
 * into tax_excise_payable, the gross tokens of redemptions started (cash → payout_pending) less those that
 * came back (→ cash on a redemption row), and the net withholding into tax_withholding_payable. Only the
 * transfers of the platform accounts involved are read (their account indexes), never a stake's.
 */
export async function taxMonths(db: Db, year: number): Promise<TaxMonthRow[]> {
  const { rows } = await sql<TaxMonthRow>`
    WITH acc AS (
      SELECT id, kind FROM ledger_accounts
      WHERE user_id IS NULL AND challenge_id IS NULL AND kind IN ('payments_in', 'payout_pending', 'payouts_out', 'tax_excise_payable', 'tax_withholding_payable')
    ), moved AS (
      SELECT t.id, t.amount, t.created_at, t.transaction_id, d.kind AS debit_kind, c.kind AS credit_kind
      FROM ledger_transfers t LEFT JOIN acc d ON d.id = t.debit_account_id LEFT JOIN acc c ON c.id = t.credit_account_id
      WHERE (t.debit_account_id IN (SELECT id FROM acc) OR t.credit_account_id IN (SELECT id FROM acc))
        AND t.created_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, ${TAX_TIME_ZONE})
        AND t.created_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, ${TAX_TIME_ZONE})
    )
    SELECT to_char(m.created_at AT TIME ZONE ${TAX_TIME_ZONE}, 'YYYY-MM') AS month,
      COALESCE(SUM(x.amount_currency) FILTER (WHERE m.debit_kind = 'payments_in'), 0)::text AS deposits_kes,
      COUNT(DISTINCT m.transaction_id) FILTER (WHERE m.debit_kind = 'payments_in')::text AS deposits_count,
      (COALESCE(SUM(m.amount) FILTER (WHERE m.credit_kind = 'tax_excise_payable'), 0)
        - COALESCE(SUM(m.amount) FILTER (WHERE m.debit_kind = 'tax_excise_payable'), 0))::text AS excise_cents,
      (COALESCE(SUM(m.amount) FILTER (WHERE x.type = 'token_bundle_redemption' AND m.credit_kind = 'payout_pending' AND m.debit_kind IS NULL), 0)
        - COALESCE(SUM(m.amount) FILTER (WHERE x.type = 'token_bundle_redemption' AND m.debit_kind IN ('payout_pending', 'payouts_out') AND m.credit_kind IS NULL), 0))::text AS withdrawn_tokens,
      (COUNT(DISTINCT m.transaction_id) FILTER (WHERE x.type = 'token_bundle_redemption' AND m.credit_kind = 'payout_pending' AND m.debit_kind IS NULL)
        - COUNT(DISTINCT m.transaction_id) FILTER (WHERE x.type = 'token_bundle_redemption' AND m.debit_kind IN ('payout_pending', 'payouts_out') AND m.credit_kind IS NULL))::text AS withdrawals_count,
      (COALESCE(SUM(m.amount) FILTER (WHERE m.credit_kind = 'tax_withholding_payable'), 0)
        - COALESCE(SUM(m.amount) FILTER (WHERE m.debit_kind = 'tax_withholding_payable'), 0))::text AS withholding_cents
    FROM moved m LEFT JOIN transactions x ON x.id = m.transaction_id
    GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}

/** What the two tax-payable accounts hold now, in KES cents. */
export async function taxPayableNow(db: Db): Promise<{ excise: number; withholding: number }> {
  const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('kind', 'in', ['tax_excise_payable', 'tax_withholding_payable']).where('user_id', 'is', null).execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { excise: of('tax_excise_payable'), withholding: of('tax_withholding_payable') };
}
