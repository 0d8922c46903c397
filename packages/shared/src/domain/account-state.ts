// issue #24 item 11: tell people their state before they act. The words of a frozen balance and a
// suspension, for the notice (in-app and e-mail) an admin's action sends, the message a suspended
// person gets when their session ends, and the banner of a frozen balance. A break's words are
// responsible play's (RESPONSIBLE_PLAY_MESSAGES.onBreak). No imports: every page's banner reads this
// module, and it must not bring other domain modules into the first load.

/** The banner and the reason beside a spend form of a person whose balance is frozen (its own export: pages import only this). */
export const FROZEN_BANNER = 'Your balance is frozen: buying, staking, withdrawing tokens and claiming bonuses are paused. Please contact support.';

export const ACCOUNT_STATE_MESSAGES = {
  /** Sent when an admin freezes the balance. */
  frozen: (reason: string) => `Your token balance has been frozen: buying, staking, withdrawing tokens and claiming bonuses are paused until support unfreezes it. Reason: ${reason}`,
  unfrozen: 'Your token balance is no longer frozen. You can buy, stake, withdraw and claim bonuses again.',
  /** Sent when an admin suspends the account; `until` as formatEat writes it, null: until support lifts it. */
  suspended: (reason: string, until: string | null) => `Your account has been suspended${until ? ` until ${until}` : ''}, so you have been signed out. Reason: ${reason}. Contact support@changamoto.co.ke if you believe this is a mistake.`,
  /** The banner of a signed-in person whose balance is frozen. */
  frozenBanner: FROZEN_BANNER,
} as const;
