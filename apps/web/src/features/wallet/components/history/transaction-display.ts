// How a transaction reads in lists and on its page: sign of the amount, status label, visibility,
// and the detail line under its name (a purchase's bundle and channel).
import type { WalletTransaction } from '@changamoto/shared/contract';
import { CUSTOM_BUNDLE_ID, PURCHASE_TYPES, purchaseChannel, transactionTypeLabel, type TransactionStatus, type TransactionType } from '@changamoto/shared/domain';
import { formatNumber } from '@/lib/format';
import { translate } from '@/lib/i18n';
import '../../i18n';

/** spec §3 types that take tokens out of the wallet (the catalogue's sign 'debit', money-movements.ts). */
const DEBIT_TYPES: ReadonlySet<TransactionType> = new Set<TransactionType>(['token_bundle_redemption', 'challenge_creation_stake_a', 'challenge_entry_fee', 'challenge_stake', 'challenge_stake_accept', 'premium_unlock']);

/** A status in the active language ('Pending' / 'Inasubiri'). */
export const statusLabel = (status: TransactionStatus) => translate(`wallet.status.${status}`);

/** Statuses whose error message the badge shows in a tooltip (spec §2). */
export const STATUSES_WITH_REASON = new Set<TransactionStatus>(['failed', 'cancelled', 'failed_recredited']);

export function isDebit(tx: Pick<WalletTransaction, 'type' | 'amountTokens'>): boolean {
  return tx.amountTokens < 0 || DEBIT_TYPES.has(tx.type);
}

/** '+100 tokens' / '−50 tokens'. */
export function signedTokens(tx: Pick<WalletTransaction, 'type' | 'amountTokens'>): string {
  const count = Math.abs(tx.amountTokens);
  return translate('wallet.format.signedTokens', { sign: isDebit(tx) ? '−' : '+', count, number: formatNumber(count) });
}

/**
 * spec §4: a completed token_bundle_purchase hides the transaction whose id is named in its
 * metadata credited_by_credit_tokens_to_bundle_tx_id (the same purchase, recorded twice).
 */
export function visibleTransactions(transactions: WalletTransaction[]): WalletTransaction[] {
  const hidden = new Set<string>();
  for (const tx of transactions) {
    const credited = tx.metadata.credited_by_credit_tokens_to_bundle_tx_id;
    if (tx.type === 'token_bundle_purchase' && tx.status === 'completed' && typeof credited === 'string') hidden.add(credited);
  }
  return transactions.filter((tx) => !hidden.has(tx.id));
}

/** Statuses whose tokens never moved, or moved back: the row says so and its amount is struck through. */
export const UNAPPLIED_STATUSES = new Set<TransactionStatus>(['failed', 'cancelled', 'failed_recredited']);

/** What a failed or re-credited row adds under its name, so it never reads like a completed one. */
export function unappliedNote(status: TransactionStatus): string | null {
  if (status === 'failed_recredited') return translate('wallet.history.tokensBack');
  if (status === 'failed' || status === 'cancelled') return translate('wallet.history.noTokensMoved');
  return null;
}

/** 'Champion bundle · M-Pesa' / 'Custom amount · Card': what was bought and how it was paid (null for other types). */
export function purchaseDetail(tx: Pick<WalletTransaction, 'type' | 'metadata'>): string | null {
  if (!PURCHASE_TYPES.has(tx.type)) return null;
  const bundleName = tx.metadata.bundle_name;
  const custom = tx.metadata.bundle_id === CUSTOM_BUNDLE_ID || tx.type === 'paystack_topup' || tx.type === 'mpesa_topup';
  const what = custom ? translate('wallet.history.customAmount') : typeof bundleName === 'string' && bundleName ? translate('wallet.history.namedBundle', { name: bundleName }) : translate('wallet.history.bundle');
  return [what, purchaseChannel(tx)].filter(Boolean).join(' · ');
}

const TYPE_KEYS: Record<string, string> = {
  token_bundle_purchase: 'purchase',
  paystack_topup: 'purchase',
  mpesa_topup: 'purchase',
  stripe_purchase: 'purchase',
  paypal_purchase: 'purchase',
  token_bundle_redemption: 'withdrawal',
  payout_failure_recredit: 'withdrawalReturned',
  challenge_creation_stake_a: 'challengeStake',
  challenge_stake: 'challengeStake',
  challenge_stake_accept: 'challengeStake',
  challenge_entry_fee: 'challengeEntryFee',
  challenge_winnings_credit: 'challengeWinnings',
  challenge_win: 'challengeWinnings',
  challenge_refund: 'stakeRefund',
  stake_refund_invite_rejected: 'stakeRefund',
  refund: 'refund',
  loss_mitigation_credit: 'lossMitigationBonus',
  daily_bonus_credit: 'dailyBonus',
  login_bonus: 'dailyBonus',
  referral_bonus_credit: 'referralBonus',
  referral_bonus: 'referralBonus',
  onboarding_bonus_credit: 'welcomeBonus',
  premium_unlock: 'premiumUnlock',
};

/** A transaction type's name in the active language (the shared English name for a type not listed). */
export function typeLabel(type: string): string {
  const key = TYPE_KEYS[type];
  return key ? translate(`wallet.txType.${key}`) : transactionTypeLabel(type);
}
