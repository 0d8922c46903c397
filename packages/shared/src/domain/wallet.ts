// spec §3 Token bundle / Transaction and §5 Buy: the wallet's vocabulary and rules shared by both sides.
export const CUSTOM_BUNDLE_ID = '00000000-0000-0000-0000-000000000000';

export const WALLET_MESSAGES = {
  customMinimum: 'Custom amount must be at least KES 10',
  selectBundle: 'Please select a token bundle to purchase.',
  invalidBundle: 'Invalid bundle ID provided.',
  paymentService: 'Failed to communicate with payment service.',
  initiationFailed: 'Payment initiation failed on server.',
  /** More purchases of one person are being started at once than PURCHASES_STARTING_AT_ONCE (429). */
  tooManyStarting: 'You already have payments being started. Please wait a few seconds, then try again.',
  /** The payment failed before the person reached the checkout (Paystack never knew of it). */
  notStarted: 'The payment could not be started.',
  /** Paystack gave a checkout, but long after it still has no record of the payment (docs/decisions/017). */
  unknownToPaystack: 'Paystack has no record of this payment, so it was closed and no tokens were added. If money left your account, contact support with this reference.',
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

/** tokens = floor(KES / rate) for a custom amount (DOMAIN.md §2). */
export function tokensForCustomKes(kes: number, kesPerToken: number): number {
  return Math.floor(kes / kesPerToken);
}
