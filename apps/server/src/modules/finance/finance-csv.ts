// CSV of the finance views (RFC 4180: comma-separated, CRLF, fields quoted when they hold a comma, a
// quote or a line break). A field a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
// with ' so an exported reference can never execute in the operator's spreadsheet.
import type { FinanceReport, Reconciliation } from '@changamoto/shared/contract';
import { MISMATCH_LABELS } from '@changamoto/shared/domain';

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

export function financeReportCsv(report: FinanceReport): string {
  const channels = [...new Set(report.totals.purchases.map((p) => p.channel))].sort();
  const header = [
    'period',
    ...channels.flatMap((c) => [`purchases_${c}_count`, `purchases_${c}_kes`, `purchases_${c}_tokens`]),
    'purchases_kes',
    'purchases_tokens',
    'redemptions_count',
    'redemptions_kes',
    'redemptions_tokens',
    'withdrawal_fees_kes',
    'platform_fee_tokens',
    'platform_revenue_tokens',
    'bonus_issued_tokens',
    'taxes_kes',
  ];
  const rowLine = (row: FinanceReport['totals']) =>
    line([
      row.period,
      ...channels.flatMap((c) => {
        const p = row.purchases.find((x) => x.channel === c);
        return [p?.count ?? 0, p?.kes ?? 0, p?.tokens ?? 0];
      }),
      row.purchasesKes,
      row.purchasesTokens,
      row.redemptions.count,
      row.redemptions.kes,
      row.redemptions.tokens,
      row.withdrawalFeesKes,
      row.platformFeeTokens,
      row.platformRevenueTokens,
      row.bonusIssuedTokens,
      row.taxesKes,
    ]);
  const l = report.liabilities;
  return (
    [
      line(header),
      ...report.rows.map(rowLine),
      rowLine(report.totals),
      '',
      line(['liability', 'tokens']),
      line(['user_cash', l.userCashTokens]),
      line(['user_bonus', l.userBonusTokens]),
      line(['escrow', l.escrowTokens]),
      line(['payout_pending', l.payoutPendingTokens]),
      line(['taxes_payable_kes', l.taxesPayableKes]),
      line(['total', l.totalTokens]),
    ].join('\r\n') + '\r\n'
  );
}

export function reconciliationCsv(result: Reconciliation): string {
  const header = ['kind', 'what', 'reference', 'paystack_status', 'paystack_kes', 'ledger_status', 'ledger_kes', 'transaction_id', 'user_id'];
  return (
    [
      line(header),
      ...result.mismatches.map((m) =>
        line([m.kind, MISMATCH_LABELS[m.kind], m.reference, m.provider?.status ?? null, m.provider?.amountKes ?? null, m.ledger?.status ?? null, m.ledger?.amountKes ?? null, m.ledger?.transactionId ?? null, m.ledger?.userId ?? null]),
      ),
    ].join('\r\n') + '\r\n'
  );
}
