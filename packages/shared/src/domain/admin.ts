// The admin console's words (issue #7): what the server answers and the screens show.

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: 'The reason must be 1000 characters or fewer.',
  suspendUntilPast: 'The end date of a suspension must be in the future.',
  notYourself: 'You cannot do this to your own account.',
  terminated: 'This account was terminated; it cannot be changed.',
  notSuspended: 'This account is not suspended.',
  alreadyFrozen: 'This balance is already frozen.',
  notFrozen: 'This balance is not frozen.',
  sameRole: 'The user already has this role.',
  payoutNotFound: 'Payout not found.',
  payoutNotInFlight: 'Only a payout still queued or processing can be retried; this one is final.',
  challengeNotFound: 'Challenge Not Found',
  cannotFeature: 'This challenge cannot be featured in its current status.',
  rangeInvalid: 'Choose a start date on or before the end date, at most 366 days apart.',
  queryTooShort: 'Type at least 2 characters to search.',
} as const;

/** Why a challenge is in the verification queue. */
export const QUEUE_REASONS = ['disputed', 'agreed', 'pending_verification', 'overdue'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

/** `finance`: an operator viewing or exporting the finance report or a reconciliation (issue #22). */
export const AUDIT_TARGET_TYPES = ['challenge', 'user', 'payout', 'kyc_submission', 'finance'] as const;
