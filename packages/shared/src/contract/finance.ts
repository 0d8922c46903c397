// The operator's finance views (issue #22 item 4): admin only, each view audited. A daily or monthly
// report of money in and out and what the platform owes, and the reconciliation of the ledger with
// Paystack's own lists of transactions and transfers; both also as CSV.
import { z } from 'zod';
import { MISMATCH_KINDS } from '../domain/finance';
import { endpoint, fileResponseSchema } from './define';
import { routes } from './routes';

const day = z.string({ error: 'Dates are YYYY-MM-DD.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');

export const FINANCE_GRAINS = ['daily', 'monthly'] as const;
export type FinanceGrain = (typeof FINANCE_GRAINS)[number];

export const financeReportQuery = z.strictObject({
  grain: z.enum(FINANCE_GRAINS, { error: 'grain must be daily or monthly.' }).default('daily'),
  from: day,
  to: day,
});
export const reconciliationQuery = z.strictObject({ from: day, to: day });

const purchaseChannelSchema = z.object({ channel: z.string(), count: z.number().int(), kes: z.number(), tokens: z.number().int() });

export const financeRowSchema = z.object({
  /** YYYY-MM-DD (daily) or YYYY-MM (monthly), UTC; 'total' for the totals row. */
  period: z.string(),
  purchases: z.array(purchaseChannelSchema),
  purchasesKes: z.number(),
  purchasesTokens: z.number().int(),
  redemptions: z.object({ count: z.number().int(), kes: z.number(), tokens: z.number().int() }),
  /** Withdrawal fees kept from redemptions (KES). */
  withdrawalFeesKes: z.number(),
  /** Platform fees taken from settled challenges (tokens). */
  platformFeeTokens: z.number().int(),
  /** Net into platform_revenue: fees less loss mitigation paid out of them (tokens). */
  platformRevenueTokens: z.number().int(),
  /** Bonuses given (daily, referral, welcome) net of any taken back (tokens). */
  bonusIssuedTokens: z.number().int(),
  /** Net into the tax-payable accounts (every tax_* account kind; tokens). */
  /** Excise duty and withholding tax that became owed to KRA in the period (KES). */
  taxesKes: z.number(),
});
export type FinanceRow = z.infer<typeof financeRowSchema>;

export const financeReportSchema = z.object({
  grain: z.enum(FINANCE_GRAINS),
  from: day,
  to: day,
  rows: z.array(financeRowSchema),
  totals: financeRowSchema,
  /** What the platform owes now: every user balance, escrow, payouts on their way (tokens), and taxes payable (KES). */
  liabilities: z.object({
    userCashTokens: z.number().int(),
    userBonusTokens: z.number().int(),
    escrowTokens: z.number().int(),
    payoutPendingTokens: z.number().int(),
    /** Owed to KRA now (KES), beside the tokens: not part of totalTokens. */
    taxesPayableKes: z.number(),
    totalTokens: z.number().int(),
  }),
  /** The account kinds summed as taxes (from the movement catalogue: every kind named tax_…_payable). */
  taxAccountKinds: z.array(z.string()),
});
export type FinanceReport = z.infer<typeof financeReportSchema>;

export const reconciliationMismatchSchema = z.object({
  kind: z.enum(MISMATCH_KINDS),
  /** The purchase reference or transfer reference both sides share. */
  reference: z.string(),
  /** Paystack's status and amount (KES), null when Paystack has no such record. */
  provider: z.object({ status: z.string(), amountKes: z.number() }).nullable(),
  /** Ours, null when we have no such record. */
  ledger: z.object({ status: z.string(), amountKes: z.number(), transactionId: z.uuid(), userId: z.uuid() }).nullable(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

export const reconciliationSchema = z.object({
  from: day,
  to: day,
  checkedAt: z.iso.datetime({ offset: true }),
  providerTransactions: z.number().int(),
  providerTransfers: z.number().int(),
  ledgerPurchases: z.number().int(),
  ledgerPayouts: z.number().int(),
  mismatches: z.array(reconciliationMismatchSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const financeContract = {
  adminFinanceReport: endpoint({
    ...routes.adminFinanceReport,
    access: 'admin',
    tag: 'Admin',
    summary: 'Finance report per UTC day or month: purchases by channel, redemptions, fees, platform revenue, bonuses issued, taxes; and liabilities now (user balances, escrow). Audited.',
    query: financeReportQuery,
    response: financeReportSchema,
  }),
  adminFinanceReportCsv: endpoint({
    ...routes.adminFinanceReportCsv,
    access: 'admin',
    tag: 'Admin',
    summary: 'The finance report as CSV (one row per period, then the totals and the liabilities). Audited.',
    query: financeReportQuery,
    download: { types: ['text/csv'] },
    response: fileResponseSchema,
  }),
  adminReconciliation: endpoint({
    ...routes.adminReconciliation,
    access: 'admin',
    tag: 'Admin',
    summary: "Reconciles Paystack's transactions and transfers of the period (its list endpoints, every page) with the ledger: every mismatch. Audited.",
    query: reconciliationQuery,
    rateLimit: 'reconciliation',
    response: reconciliationSchema,
  }),
  adminReconciliationCsv: endpoint({
    ...routes.adminReconciliationCsv,
    access: 'admin',
    tag: 'Admin',
    summary: 'The reconciliation as CSV, one row per mismatch. Audited.',
    query: reconciliationQuery,
    rateLimit: 'reconciliation',
    download: { types: ['text/csv'] },
    response: fileResponseSchema,
  }),
};
