import type { WalletTransaction } from '@changamoto/shared/contract';
import type { TransactionStatus } from '@changamoto/shared/domain';
import type { TransactionRow } from './wallet.repo';

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
    createdAt: row.created_at.toISOString(),
  };
}
