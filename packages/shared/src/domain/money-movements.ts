// Every movement of funds the platform makes, in one table (TigerBeetle: "list every movement of funds";
// Manifold's common/src/txn.ts). The server's ledger refuses a posting whose legs this table does not
// list for its type (a programming error), the database CHECKs and `npm run ledger:verify` are held
// against it by tests, and the web reads the types from it. Adding a token movement is one entry here,
// one `post` call on the server and one test (docs/decisions/022-one-ledger-entry.md).

/** Who owns an account of a kind: a person (two pockets), a challenge (escrow shards) or the platform. */
export type AccountOwner = 'user' | 'challenge' | 'platform';

/**
 * The ledger's account kinds (table ledger_accounts, DOMAIN.md §1). Only the two platform sources may go
 * negative: their negative balance is the tokens issued (bought, or given as bonuses), so the sum of all
 * balances stays 0. Every other balance below 0 is a bug, refused by the ledger and by a CHECK.
 */
export const LEDGER_ACCOUNT_KINDS = {
  user_cash: { owner: 'user', mayGoNegative: false, unit: 'tokens' },
  user_bonus: { owner: 'user', mayGoNegative: false, unit: 'tokens' },
  escrow: { owner: 'challenge', mayGoNegative: false, unit: 'tokens' },
  payout_pending: { owner: 'platform', mayGoNegative: false, unit: 'tokens' },
  platform_revenue: { owner: 'platform', mayGoNegative: false, unit: 'tokens' },
  promotions: { owner: 'platform', mayGoNegative: true, unit: 'tokens' },
  payments_in: { owner: 'platform', mayGoNegative: true, unit: 'tokens' },
  payouts_out: { owner: 'platform', mayGoNegative: false, unit: 'tokens' },
  // Kenya's betting taxes (Finance Act 2025, DOMAIN.md §10, docs/decisions/033): KES cents, not tokens,
  // kept beside the token ledger in the same tables so that the same transfers, invariants and reversals
  // hold them. Each payable is credited from its own source, whose negative balance is the tax assessed,
  // so the cents sum to 0 on their own, like the tokens. Never a person's account: no token of anyone
  // moves for a tax.
  /** Excise duty owed to KRA on deposits (5 % of KES paid, carved out of the price). */
  tax_excise_payable: { owner: 'platform', mayGoNegative: false, unit: 'kes_cents' },
  /** Its source: the duty the platform has been charged (negative = duty assessed on deposits). */
  tax_excise_expense: { owner: 'platform', mayGoNegative: true, unit: 'kes_cents' },
  /** Withholding tax owed to KRA on withdrawals (5 % of the gross withdrawn, kept from the KES paid out). */
  tax_withholding_payable: { owner: 'platform', mayGoNegative: false, unit: 'kes_cents' },
  /** Its source: the KES withheld from payouts (negative = withholding assessed). */
  tax_withheld_from_payouts: { owner: 'platform', mayGoNegative: true, unit: 'kes_cents' },
} as const satisfies Record<string, { owner: AccountOwner; mayGoNegative: boolean; unit: 'tokens' | 'kes_cents' }>;

export type LedgerAccountKind = keyof typeof LEDGER_ACCOUNT_KINDS;
export type UserAccountKind = { [K in LedgerAccountKind]: (typeof LEDGER_ACCOUNT_KINDS)[K]['owner'] extends 'user' ? K : never }[LedgerAccountKind];
export type PlatformAccountKind = { [K in LedgerAccountKind]: (typeof LEDGER_ACCOUNT_KINDS)[K]['owner'] extends 'platform' ? K : never }[LedgerAccountKind];

const kinds = Object.keys(LEDGER_ACCOUNT_KINDS) as LedgerAccountKind[];
export const ALL_LEDGER_ACCOUNT_KINDS: readonly LedgerAccountKind[] = kinds;
/** The kinds whose balance may be below 0 (the ledger's overdraft check and the CHECK ledger_accounts_non_negative). */
export const MAY_GO_NEGATIVE_KINDS: readonly LedgerAccountKind[] = kinds.filter((k) => LEDGER_ACCOUNT_KINDS[k].mayGoNegative);
/** The kinds whose balance may never be below 0 (ledger:verify's invariant 3). */
export const NON_NEGATIVE_KINDS: readonly LedgerAccountKind[] = kinds.filter((k) => !LEDGER_ACCOUNT_KINDS[k].mayGoNegative);
/** The kinds counted in KES cents (the tax accounts); every other kind holds whole tokens. */
export const KES_CENTS_KINDS: readonly LedgerAccountKind[] = kinds.filter((k) => LEDGER_ACCOUNT_KINDS[k].unit === 'kes_cents');
/** The tax-payable kinds (what the platform owes KRA), for the tax report and the finance report. */
export const TAX_PAYABLE_KINDS = ['tax_excise_payable', 'tax_withholding_payable'] as const satisfies readonly LedgerAccountKind[];
/** The unit of an account kind: tokens, or KES cents for the tax accounts. */
export function unitOf(kind: LedgerAccountKind): 'tokens' | 'kes_cents' {
  return LEDGER_ACCOUNT_KINDS[kind].unit;
}

/** One leg a movement may have: tokens from an account of one kind to an account of another. */
export interface LegKinds {
  from: LedgerAccountKind;
  to: LedgerAccountKind;
}

export interface MoneyMovement {
  /** As the person sees it in their history: + tokens come in, − tokens go out. */
  sign: 'credit' | 'debit';
  /** Every leg a transaction of this type may have; a posting with any other leg is refused. */
  legs: readonly LegKinds[];
  /** What it is, for the reader of this table. */
  what: string;
}

const L = (from: LedgerAccountKind, to: LedgerAccountKind): LegKinds => ({ from, to });
/** The tax legs ride on the person's row (in KES cents) so that a reversal of the row reverses its tax. */
const EXCISE_DUTY = L('tax_excise_expense', 'tax_excise_payable');
const WITHHOLDING_TAX = L('tax_withheld_from_payouts', 'tax_withholding_payable');
const PURCHASE: MoneyMovement = {
  sign: 'credit',
  legs: [L('payments_in', 'user_cash'), EXCISE_DUTY],
  what: 'tokens bought (credited when the payment is confirmed), with the excise duty carved out of the price owed to KRA (DOMAIN.md §10)',
};
const STAKE = (what: string): MoneyMovement => ({ sign: 'debit', legs: [L('user_bonus', 'escrow'), L('user_cash', 'escrow')], what: `${what}, bonus tokens first (DOMAIN.md §1)` });
const BACK_FROM_ESCROW = (what: string): MoneyMovement => ({ sign: 'credit', legs: [L('escrow', 'user_bonus'), L('escrow', 'user_cash')], what });
const BONUS = (what: string): MoneyMovement => ({ sign: 'credit', legs: [L('promotions', 'user_bonus')], what });

/**
 * Every transaction type (spec §3 Transaction; the CHECK of transactions.type), with its legs. Some are
 * the spec's names that no code writes yet (paystack_topup, premium_unlock…): listed, so the history can
 * show them and a future movement starts from an entry that is already here.
 */
export const MONEY_MOVEMENTS = {
  token_bundle_purchase: PURCHASE,
  paystack_topup: PURCHASE,
  mpesa_topup: PURCHASE,
  stripe_purchase: PURCHASE,
  paypal_purchase: PURCHASE,
  token_bundle_redemption: {
    sign: 'debit',
    // Taken to payout_pending at the start; on Paystack's success it leaves to payouts_out (leg kind
    // 'payout_completed'); a failure or reversal is reverse(): the mirror of these legs back to cash.
    // The withholding tax (KES cents) is owed from the start and reversed with the tokens on a failure.
    legs: [L('user_cash', 'payout_pending'), L('payout_pending', 'payouts_out'), WITHHOLDING_TAX],
    what: 'a redemption to M-Pesa or a bank (DOMAIN.md §3), with the withholding tax owed to KRA (DOMAIN.md §10)',
  },
  // The spec's type; today a failed or reversed payout comes back on the redemption row itself (reverse(),
  // transfer kinds 'payout_failure_recredit' / 'payout_reversal_recredit'; the latter is no type: the CHECK lacks it).
  payout_failure_recredit: { sign: 'credit', legs: [L('payout_pending', 'user_cash')], what: 'a failed payout back to cash' },
  challenge_creation_stake_a: STAKE("player A's stake, taken when a challenge is created"),
  challenge_stake_accept: STAKE("player B's stake, taken when they accept"),
  challenge_stake: STAKE("a backer's stake"),
  challenge_entry_fee: STAKE("a public challenge's entry fee"),
  premium_unlock: { sign: 'debit', legs: [L('user_bonus', 'platform_revenue'), L('user_cash', 'platform_revenue')], what: 'a premium feature, bonus tokens first' },
  challenge_winnings_credit: BACK_FROM_ESCROW("a winner's stake back to the pockets it came from and the winnings to cash"),
  challenge_win: BACK_FROM_ESCROW('the spec’s other name of challenge_winnings_credit'),
  challenge_refund: BACK_FROM_ESCROW('a stake back to the pockets it came from (void, expired invite)'),
  stake_refund_invite_rejected: BACK_FROM_ESCROW("player A's stake back when player B rejects the invite"),
  refund: BACK_FROM_ESCROW('a refund of a stake'),
  loss_mitigation_credit: { sign: 'credit', legs: [L('platform_revenue', 'user_bonus')], what: "a loser's mitigation bonus, out of the platform fee (DOMAIN.md §4)" },
  daily_bonus_credit: BONUS('the daily bonus (once per UTC day)'),
  login_bonus: BONUS('the spec’s other name of the daily bonus'),
  referral_bonus_credit: BONUS('a referral bonus, to the referee and the referrer'),
  referral_bonus: BONUS('the spec’s other name of the referral bonus'),
  onboarding_bonus_credit: BONUS('the welcome bonus'),
} as const satisfies Record<string, MoneyMovement>;

export type TransactionType = keyof typeof MONEY_MOVEMENTS;
export const TRANSACTION_TYPES = Object.keys(MONEY_MOVEMENTS) as TransactionType[];

export function isTransactionType(value: string): value is TransactionType {
  return Object.hasOwn(MONEY_MOVEMENTS, value);
}

/**
 * Movements between the platform's own accounts that belong to no person's transaction (DOMAIN.md §4
 * step 4): the settlement moving tokens between a challenge's escrow shards and taking its fee.
 */
export const INTERNAL_MOVEMENTS = {
  escrow_rebalance: { legs: [L('escrow', 'escrow')], what: "between a challenge's escrow shards, so each pays its own stakes" },
  platform_fee: { legs: [L('escrow', 'platform_revenue')], what: "the platform's fee out of a settled challenge" },
} as const satisfies Record<string, { legs: readonly LegKinds[]; what: string }>;

export type InternalMovementKind = keyof typeof INTERNAL_MOVEMENTS;

/** Whether `leg` is one of the legs `type` lists (or, reversed, one it lists the other way round). */
export function movementAllows(type: TransactionType, leg: LegKinds, { reversed = false } = {}): boolean {
  return MONEY_MOVEMENTS[type].legs.some((l) => (reversed ? l.from === leg.to && l.to === leg.from : l.from === leg.from && l.to === leg.to));
}
