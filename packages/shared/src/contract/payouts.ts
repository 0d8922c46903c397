import { z } from 'zod';
import { PAYOUT_MESSAGES, REDEEM_MESSAGES } from '../domain/payouts';
import { endpoint } from './define';
import { routes } from './routes';

export const PAYOUT_ACCOUNT_TYPES = ['mobile_money', 'kepss'] as const;

export const bankSchema = z.object({ code: z.string(), name: z.string(), type: z.enum(PAYOUT_ACCOUNT_TYPES) });

export const payoutAccountSchema = z.object({
  id: z.uuid(),
  accountName: z.string(),
  bankName: z.string(),
  /** Last digits only, e.g. '•••• 5678'. */
  accountNumberPreview: z.string(),
  currency: z.string(),
  type: z.enum(PAYOUT_ACCOUNT_TYPES),
  isDefault: z.boolean(),
  recipientCode: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When it can first receive a redemption: createdAt + PAYOUT_ACCOUNT_HOLD_HOURS (DOMAIN.md §8). */
  availableFrom: z.iso.datetime({ offset: true }),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawalEstimateSchema = z.object({
  tokens: z.number().int(),
  grossKes: z.number(),
  feeKes: z.number(),
  /** Withholding tax (DOMAIN.md §10): WITHDRAWAL_TAX_RATE × gross, KES to the cent. */
  taxKes: z.number(),
  /** The withholding rate in force (0.05 = 5 %; 0 = off). */
  taxRate: z.number(),
  /** gross − fee − tax, floored at 0: what reaches the account. */
  netKes: z.number(),
  minimumNetKes: z.number(),
});

const required = (max: number) => z.string({ error: PAYOUT_MESSAGES.allRequired }).trim().min(1, PAYOUT_MESSAGES.allRequired).max(max, PAYOUT_MESSAGES.allRequired);

export const payoutsContract = {
  getPaystackBanks: endpoint({
    ...routes.getPaystackBanks,
    access: 'user',
    tag: 'Payouts',
    summary: 'M-Pesa and other mobile-money providers, or Kenyan banks (cached for an hour). spec §7 get-paystack-banks.',
    query: z.strictObject({ type: z.enum(PAYOUT_ACCOUNT_TYPES, { error: PAYOUT_MESSAGES.methodRequired }) }),
    response: z.object({ banks: z.array(bankSchema) }),
  }),
  listPayoutAccounts: endpoint({ ...routes.listPayoutAccounts, access: 'user', tag: 'Payouts', summary: 'Active payout accounts, newest first.', response: z.object({ accounts: z.array(payoutAccountSchema) }) }),
  addPayoutAccount: endpoint({
    ...routes.addPayoutAccount,
    access: 'user',
    rateLimit: 'money',
    tag: 'Payouts',
    summary: 'Save an M-Pesa number or a Kenyan bank account as a Paystack transfer recipient (needs a sign-in in the last 10 minutes or a re-authentication code; e-mails and texts a notice). spec §7 create-paystack-transfer-recipient.',
    body: z.strictObject({
      type: z.enum(PAYOUT_ACCOUNT_TYPES, { error: PAYOUT_MESSAGES.methodRequired }),
      name: required(100),
      accountNumber: required(30),
      bankCode: required(20),
      setAsDefault: z.boolean().optional(),
    }),
    response: z.object({ success: z.literal(true), message: z.string(), account: payoutAccountSchema }),
    status: 201,
  }),
  setDefaultPayoutAccount: endpoint({
    ...routes.setDefaultPayoutAccount,
    access: 'user',
    tag: 'Payouts',
    summary: 'Make one account the default (exactly one default while any exist).',
    params: z.strictObject({ id: z.uuid({ error: PAYOUT_MESSAGES.notFound }) }),
    response: z.object({ message: z.string() }),
  }),
  deletePayoutAccount: endpoint({
    ...routes.deletePayoutAccount,
    access: 'user',
    tag: 'Payouts',
    summary: 'Remove an account (soft: is_active = false).',
    params: z.strictObject({ id: z.uuid({ error: PAYOUT_MESSAGES.notFound }) }),
    response: z.object({ message: z.string() }),
  }),
  estimateWithdrawal: endpoint({
    ...routes.estimateWithdrawal,
    access: 'user',
    tag: 'Payouts',
    summary: 'What a redemption of N tokens pays out, with the fee in force. spec §7 estimate_token_withdrawal_value.',
    query: z.strictObject({ tokens: z.coerce.number({ error: REDEEM_MESSAGES.invalidTokens }).int(REDEEM_MESSAGES.invalidTokens).positive(REDEEM_MESSAGES.invalidTokens) }),
    response: withdrawalEstimateSchema,
  }),
  initiateRedemption: endpoint({
    ...routes.initiateRedemption,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Payouts',
    summary: "Redeem cash tokens to a saved payout account (KYC verified only; not before the account's availableFrom). spec §7 initiate-paystack-transfer.",
    body: z.strictObject({
      tokensToRedeem: z.number({ error: REDEEM_MESSAGES.invalidTokens }).int(REDEEM_MESSAGES.invalidTokens).positive(REDEEM_MESSAGES.invalidTokens),
      recipientCode: z.string({ error: REDEEM_MESSAGES.selectAccount }).min(1, REDEEM_MESSAGES.selectAccount),
      currency: z.literal('KES', { error: REDEEM_MESSAGES.invalidAccount }),
    }),
    response: z.object({ success: z.literal(true), message: z.string(), transactionId: z.uuid() }),
    status: 201,
  }),
};
