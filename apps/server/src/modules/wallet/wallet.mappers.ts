import type { RedemptionPayout, WalletTransaction } from '@changamoto/shared/contract';
import { PURCHASE_TYPES, payoutDestination, type TransactionStatus } from '@changamoto/shared/domain';
import type { TransactionRow } from './wallet.repo';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A redemption's KES as the redemption stored them when it was made (payouts.service writes gross,
 * fee, net and the account's bank and last digits into its metadata), never recomputed: a later
 * fee change must not rewrite what was paid.
 */
function toRedemptionPayout(row: TransactionRow): RedemptionPayout | null {
  if (row.type !== 'token_bundle_redemption') return null;
  const m = row.metadata;
  const net = m.net_kes_amount_to_user;
  const fee = m.withdrawal_fee_applied_kes;
  const gross = m.gross_kes_value_from_tokens;
  if (!isNumber(net) || !isNumber(fee) || !isNumber(gross)) return null;
  const destination = typeof m.bank_name === 'string' && typeof m.account_number_preview === 'string' ? payoutDestination(m.bank_name, m.account_number_preview) : null;
  // A redemption made before the withholding tax (or with it off) has none.
  const tax = isNumber(m.withholding_tax_kes) ? m.withholding_tax_kes : 0;
  return { grossKes: gross, feeKes: fee, taxKes: tax, netKes: net, destination };
}

/** A completed purchase's excise duty as recorded when it was credited (whole cents in its metadata). */
function exciseDutyKes(row: TransactionRow): number | null {
  if (!PURCHASE_TYPES.has(row.type) || row.status !== 'completed') return null;
  const cents = row.metadata.excise_duty_cents;
  return isNumber(cents) ? cents / 100 : null;
}

export function toTransaction(row: TransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status as TransactionStatus,
    amountTokens: Number(row.amount_tokens),
    amountCurrency: row.amount_currency == null ? null : Number(row.amount_currency),
    currency: row.currency,
    reference: row.reference,
    errorMessage: row.error_message,
    metadata: row.metadata,
    redemption: toRedemptionPayout(row),
    exciseDutyKes: exciseDutyKes(row),
    createdAt: row.created_at.toISOString(),
  };
}
