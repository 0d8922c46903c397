import { z } from 'zod';
import { TRANSACTION_TYPES } from '../domain/money-movements';
import { MPESA_MESSAGES } from '../domain/mpesa';
import { PHONE_MESSAGES } from '../domain/profile';
import { TRANSACTION_STATUSES, WALLET_MESSAGES } from '../domain/wallet';
import { endpoint } from './define';
import { withdrawalEstimateSchema } from './payouts';
import { routes } from './routes';

export const tokenBundleSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  tokenAmount: z.number().int(),
  cashPriceKes: z.number(),
});
export type TokenBundle = z.infer<typeof tokenBundleSchema>;

export const walletSchema = z.object({
  /** cash + bonus: the balance shown everywhere (get_user_total_tokens). */
  tokens: z.number().int(),
  /** Only cash tokens can be redeemed. */
  withdrawable: z.number().int(),
  /**
   * What redeeming every withdrawable token would pay now: the same estimate (fee in force) the
   * withdrawal-estimate endpoint gives for `withdrawable`, so the dashboard's cash card and the wallet agree.
   */
  withdrawableEstimate: withdrawalEstimateSchema,
  bonus: z.number().int(),
  region: z.string(),
  balanceFrozen: z.boolean(),
  kycStatus: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** A redemption's payout as stored when it was made (DOMAIN.md §3), so the history never recomputes it. */
export const redemptionPayoutSchema = z.object({
  grossKes: z.number(),
  feeKes: z.number(),
  /** Withholding tax kept for KRA (DOMAIN.md §10); 0 for a redemption made before the tax or with it off. */
  taxKes: z.number(),
  netKes: z.number(),
  /** 'M-Pesa •••• 5678': the provider or bank and the account's last digits; null when not recorded. */
  destination: z.string().nullable(),
});
export type RedemptionPayout = z.infer<typeof redemptionPayoutSchema>;

export const transactionSchema = z.object({
  id: z.uuid(),
  /** One of the catalogue's types (domain/money-movements.ts). */
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amountTokens: z.number().int(),
  amountCurrency: z.number().nullable(),
  currency: z.string(),
  reference: z.string().nullable(),
  errorMessage: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** Only on a token_bundle_redemption: its net KES, fee and destination; null on every other type. */
  redemption: redemptionPayoutSchema.nullable(),
  /**
   * Only on a completed purchase: the excise duty included in the price paid (DOMAIN.md §10), KES to the
   * cent, owed to KRA by the platform (never taken from the tokens); null otherwise.
   */
  exciseDutyKes: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WalletTransaction = z.infer<typeof transactionSchema>;

export const initiatePaymentInputSchema = z.strictObject({
  bundleId: z.uuid({ error: WALLET_MESSAGES.invalidBundle }),
  /** KES, whole, ≥ 10; only with the custom bundle id (all zeros). */
  customAmount: z.number({ error: WALLET_MESSAGES.customMinimum }).int(WALLET_MESSAGES.customMinimum).min(10, WALLET_MESSAGES.customMinimum).max(500_000, 'Custom amount must be at most KES 500,000').optional(),
  /**
   * Where Paystack sends the receipt: needed when the account has no e-mail (phone-only), optional
   * otherwise. Kept on the purchase only, never as the account's address (issue #24 item 1).
   */
  payerEmail: z
    .email({ error: WALLET_MESSAGES.payerEmailInvalid })
    .max(254, WALLET_MESSAGES.payerEmailInvalid)
    .refine((email) => !email.toLowerCase().endsWith('.invalid'), WALLET_MESSAGES.payerEmailInvalid)
    .optional(),
});

/** POST /api/wallet/mpesa-payments: what the card checkout takes, and the M-Pesa number (the spec's phone rules, checked on the server). */
export const startMpesaPaymentInputSchema = initiatePaymentInputSchema.extend({
  phone: z.string({ error: MPESA_MESSAGES.phoneRequired }).max(20, PHONE_MESSAGES.format),
});
export type StartMpesaPaymentInput = z.infer<typeof startMpesaPaymentInputSchema>;

export const mpesaPaymentStartedSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  transactionId: z.uuid(),
  /** pending: the prompt is on the phone; completed / failed: settled at once (message says how). */
  status: z.enum(['pending', 'completed', 'failed']),
  /** The number charged, +254…. */
  phone: z.string(),
  amountKes: z.number(),
  tokens: z.number().int(),
  message: z.string(),
});
export type MpesaPaymentStarted = z.infer<typeof mpesaPaymentStartedSchema>;

export const walletContract = {
  getActiveTokenBundles: endpoint({
    ...routes.getActiveTokenBundles,
    access: 'public',
    tag: 'Wallet',
    summary: 'Bundles on sale (hidden bookkeeping bundles excluded). spec §7 get_active_token_bundles.',
    response: z.object({ bundles: z.array(tokenBundleSchema) }),
  }),
  getWallet: endpoint({ ...routes.getWallet, access: 'user', tag: 'Wallet', summary: 'Balance (cash + bonus), withdrawable cash, region.', response: walletSchema }),
  listTransactions: endpoint({
    ...routes.listTransactions,
    access: 'user',
    tag: 'Wallet',
    summary: 'The latest 50 transactions, newest first (spec §7).',
    response: z.object({ transactions: z.array(transactionSchema) }),
  }),
  getTransaction: endpoint({
    ...routes.getTransaction,
    access: 'user',
    tag: 'Wallet',
    summary: 'One of the caller’s transactions (the /transactions/{id} page).',
    params: z.strictObject({ id: z.uuid({ error: 'Transaction not found.' }) }),
    response: transactionSchema,
  }),
  initiatePayment: endpoint({
    ...routes.initiatePayment,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    // Paystack's /transaction/initialize is called between two transactions, never inside one.
    providerCall: true,
    tag: 'Wallet',
    summary:
      'Start buying tokens: a pending purchase and the Paystack checkout URL. spec §7 initiate-paystack-payment. 409 while the same Idempotency-Key is still being started; 429 when several purchases of the caller are being started at once.',
    body: initiatePaymentInputSchema,
    response: z.object({ success: z.literal(true), authorizationUrl: z.string(), reference: z.string(), transactionId: z.uuid() }),
    status: 201,
  }),
  startMpesaPayment: endpoint({
    ...routes.startMpesaPayment,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    // Paystack's POST /charge is called between two transactions, never inside one.
    providerCall: true,
    tag: 'Wallet',
    summary:
      'Buy tokens by M-Pesa STK push (issue #19 §1): a pending purchase and a prompt on the phone (Paystack POST /charge, mobile_money mpesa). Poll GET /api/wallet/payments/:reference or listen on /api/events; the credit comes with charge.success. docs/decisions/030.',
    body: startMpesaPaymentInputSchema,
    response: mpesaPaymentStartedSchema,
    status: 201,
  }),
  getPayment: endpoint({
    ...routes.getPayment,
    access: 'user',
    rateLimit: 'paymentStatus',
    tag: 'Wallet',
    summary: 'A purchase by its reference; asks Paystack when still pending (the payment callback page).',
    // Paystack references: letters, digits, '-', '.', '=' (and our '_'); anything else cannot be one of ours.
    params: z.strictObject({ reference: z.string().regex(/^[A-Za-z0-9._=-]{1,100}$/, 'Transaction not found.') }),
    response: transactionSchema,
  }),
  cancelPayment: endpoint({
    ...routes.cancelPayment,
    access: 'user',
    rateLimit: 'money',
    tag: 'Wallet',
    // Paystack is asked first: paid → credited instead; failed → closed; 409 when not pending; 502 when Paystack cannot be asked (docs/decisions/028).
    summary: 'Cancel one of the caller’s pending purchases so it stops counting toward deposit limits (docs/decisions/028).',
    params: z.strictObject({ reference: z.string().regex(/^[A-Za-z0-9._=-]{1,100}$/, 'Transaction not found.') }),
    response: z.object({ success: z.literal(true), message: z.string(), transaction: transactionSchema }),
  }),
};
