// spec §3 Token bundle / Transaction and §5 Buy: the wallet's vocabulary and rules shared by both sides.
import type { TransactionType } from './money-movements';

export const CUSTOM_BUNDLE_ID = '00000000-0000-0000-0000-000000000000';

export const WALLET_MESSAGES = {
  customMinimum: 'Custom amount must be at least KES 10',
  selectBundle: 'Please select a token bundle to purchase.',
  /** A phone-only account has no e-mail for Paystack's receipt (issue #24 item 1): the checkout asks for one. */
  payerEmailRequired: 'Enter your e-mail address for the payment receipt.',
  payerEmailInvalid: 'Enter a valid e-mail address.',
  invalidBundle: 'Invalid bundle ID provided.',
  paymentService: 'Failed to communicate with payment service.',
  initiationFailed: 'Payment initiation failed on server.',
  /** More purchases of one person are being started at once than PURCHASES_STARTING_AT_ONCE (429). */
  tooManyStarting: 'You already have payments being started. Please wait a few seconds, then try again.',
  /** The payment failed before the person reached the checkout (Paystack never knew of it). */
  notStarted: 'The payment could not be started.',
  /** Paystack gave a checkout, but long after it still has no record of the payment (docs/decisions/017). */
  unknownToPaystack: 'Paystack has no record of this payment, so it was closed and no tokens were added. If money left your account, contact support with this reference.',
  /** A pending purchase the person cancelled from the wallet after Paystack said it was not paid (issue #24 item 6). */
  cancelled: 'Purchase cancelled. It no longer counts toward your deposit limits.',
  /** The reason a cancelled purchase shows in the history. */
  cancelledByYou: 'You cancelled this purchase before paying.',
  /** Cancel asked, but Paystack says it was paid: it is credited instead. */
  cancelPaid: (tokens: number) => `This purchase was already paid, so it was not cancelled: ${tokens} ${tokens === 1 ? 'token was' : 'tokens were'} added to your wallet.`,
  /** Cancel asked, but Paystack says the payment failed: it is closed as failed. */
  cancelFailed: 'This payment did not go through, so it was closed. It no longer counts toward your deposit limits.',
  /** Cancel of a purchase that is not waiting for payment any more. */
  notPending: 'This purchase is no longer waiting for payment.',
  /** Paystack could not be asked whether it was paid: nothing is cancelled (it may have been). */
  cancelCheckFailed: 'We could not check this payment with Paystack, so it was not cancelled. Please try again in a moment.',
} as const;

/** How many purchases of one person may wait on Paystack's checkout at once (no checkout URL yet). */
export const PURCHASES_STARTING_AT_ONCE = 3;

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded', 'failed_recredited'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** spec §2 Transaction History: a humanised type name ('token_bundle_purchase' → 'Token Bundle Purchase'). */
export function humaniseTransactionType(type: string): string {
  return type
    .split('_')
    .map((word) => (word === 'mpesa' ? 'M-Pesa' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * The name a person reads for each transaction type (spec §2 Transaction History): short enough for
 * one or two lines at 360 px, and one name per event — a bundle and a custom amount, through M-Pesa
 * or a card, are all a 'Purchase' (the channel is the row's detail, purchaseChannel).
 */
const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  token_bundle_purchase: 'Purchase',
  paystack_topup: 'Purchase',
  mpesa_topup: 'Purchase',
  stripe_purchase: 'Purchase',
  paypal_purchase: 'Purchase',
  token_bundle_redemption: 'Withdrawal',
  payout_failure_recredit: 'Withdrawal returned',
  challenge_creation_stake_a: 'Challenge stake',
  challenge_stake: 'Challenge stake',
  challenge_stake_accept: 'Challenge stake',
  challenge_entry_fee: 'Challenge entry fee',
  challenge_winnings_credit: 'Challenge winnings',
  challenge_win: 'Challenge winnings',
  challenge_refund: 'Stake refund',
  stake_refund_invite_rejected: 'Stake refund',
  refund: 'Refund',
  loss_mitigation_credit: 'Loss mitigation bonus',
  daily_bonus_credit: 'Daily bonus',
  login_bonus: 'Daily bonus',
  referral_bonus_credit: 'Referral bonus',
  referral_bonus: 'Referral bonus',
  onboarding_bonus_credit: 'Welcome bonus',
  premium_unlock: 'Premium unlock',
};

/** Transaction types that are a purchase of tokens, however they were paid. */
export const PURCHASE_TYPES: ReadonlySet<string> = new Set<TransactionType>(['token_bundle_purchase', 'paystack_topup', 'mpesa_topup', 'stripe_purchase', 'paypal_purchase']);

/** 'Purchase', 'Withdrawal', 'Challenge stake'…; an unknown type is humanised. */
export function transactionTypeLabel(type: string): string {
  return (TRANSACTION_TYPE_LABELS as Record<string, string | undefined>)[type] ?? humaniseTransactionType(type);
}

/** Paystack's channel names as a person says them. */
const CHANNEL_LABELS: Record<string, string> = { mobile_money: 'M-Pesa', card: 'Card', bank: 'Bank', bank_transfer: 'Bank transfer', ussd: 'USSD', qr: 'QR', apple_pay: 'Apple Pay' };

/**
 * How a purchase was paid ('M-Pesa', 'Card'), from the channel Paystack reported when it settled
 * (stored in metadata.channel) or the type that names it; null while nobody knows yet (pending).
 */
export function purchaseChannel(tx: { type: string; metadata: Record<string, unknown> }): string | null {
  const channel = tx.metadata.channel;
  if (typeof channel === 'string' && channel) return CHANNEL_LABELS[channel] ?? humaniseTransactionType(channel);
  if (tx.type === 'mpesa_topup') return 'M-Pesa';
  if (tx.type === 'stripe_purchase') return 'Card';
  if (tx.type === 'paypal_purchase') return 'PayPal';
  return null;
}

/** 'M-Pesa •••• 5678': where a redemption's KES go (Paystack lists M-Pesa as 'M-PESA'). */
export function payoutDestination(bankName: string, accountNumberPreview: string): string {
  const name = /^m-?pesa$/i.test(bankName.trim()) ? 'M-Pesa' : bankName.trim();
  return `${name} ${accountNumberPreview}`.trim();
}

/** tokens = floor(KES / rate) for a custom amount (DOMAIN.md §2). */
export function tokensForCustomKes(kes: number, kesPerToken: number): number {
  return Math.floor(kes / kesPerToken);
}
