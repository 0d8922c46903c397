// The reason fields of an admin's decision on a challenge, the same on the admin queue and on the
// challenge page's Admin Actions (issue #24 item 12): the limits are the contract's
// (challenge-results.ts, admin.ts); the reason is kept in the audit log and shown to the players.
import { CLAIM_MESSAGES, DECISION_REASON_MAX_LENGTH, DECISION_REASON_MIN_LENGTH } from '@changamoto/shared/domain';
import type { ReasonRule } from '@/components/action-dialog';

export const DECISION_REASONS = {
  /** voidChallenge: 3–500 characters. */
  void: { label: 'Reason for voiding', required: true, min: 3, max: 500, message: 'Please give a reason (3 to 500 characters).' },
  /** decideChallengeOutcome confirming every claim (or meeting none): the players see the reason when one is given. */
  note: { label: 'Reason (the players see it; optional)', required: false, min: 0, max: DECISION_REASON_MAX_LENGTH, message: 'The reason must be 500 characters or fewer.' },
  /** decideChallengeOutcome against a player's claim (every dispute): the players are told why (DOMAIN.md §9). */
  decision: { label: 'Reason (the players see it)', required: true, min: DECISION_REASON_MIN_LENGTH, max: DECISION_REASON_MAX_LENGTH, message: CLAIM_MESSAGES.reasonRequired },
} as const satisfies Record<string, ReasonRule>;

export const DECISION_COPY = {
  actionDone: 'Action successful!',
  voided: 'Challenge voided. Every stake has been refunded.',
  selectWinner: 'Please select at least one winner',
  confirmResult: (outcome: string) => `Are you sure you want to submit ${outcome} as the result? This action cannot be undone.`,
  confirmVerify: 'Have you verified all results and winners? This action cannot be undone.',
  confirmVoid: 'Are you sure you want to void this challenge and refund every stake? This action cannot be undone.',
} as const;
