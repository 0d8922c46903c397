// The words of the admin area: the spec's copy where it gives one (spec §5 'Please select at least one
// winner', §6 Admin Actions confirmations), the server's messages (ADMIN_MESSAGES) otherwise.
import { ADMIN_MESSAGES, CLAIM_MESSAGES, DECISION_REASON_MAX_LENGTH, DECISION_REASON_MIN_LENGTH, KYC_MESSAGES, KYC_REASON_MAX_LENGTH } from '@changamoto/shared/domain';

export const ADMIN_COPY = {
  selectWinner: 'Please select at least one winner',
  actionDone: 'Action successful!',
  voided: 'Challenge voided. Every stake has been refunded.',
  failed: 'Something went wrong. Please try again.',
  confirmResult: (outcome: string) => `Are you sure you want to submit ${outcome} as the result? This action cannot be undone.`,
  confirmVerify: 'Have you verified all results and winners? This action cannot be undone.',
  confirmVoid: 'Are you sure you want to void this challenge and refund every stake? This action cannot be undone.',
} as const;

/** What a reason field asks for; the limits are the contract's (admin.ts, challenge-results.ts). */
export interface ReasonRule {
  label: string;
  required: boolean;
  min: number;
  max: number;
  message: string;
}

export const REASONS = {
  /** Every action on a person: 1–1000 characters. */
  user: { label: 'Reason', required: true, min: 1, max: 1000, message: ADMIN_MESSAGES.reasonRequired },
  /** voidChallenge: 3–500 characters. */
  void: { label: 'Reason for voiding', required: true, min: 3, max: 500, message: 'Please give a reason (3 to 500 characters).' },
  /** adminRejectKyc: the user sees it. */
  kyc: { label: 'Reason (the user sees it)', required: true, min: 1, max: KYC_REASON_MAX_LENGTH, message: KYC_MESSAGES.reasonRequired },
  /** decideChallengeOutcome confirming every claim (or meeting none): the players see the reason when one is given. */
  note: { label: 'Reason (the players see it; optional)', required: false, min: 0, max: DECISION_REASON_MAX_LENGTH, message: 'The reason must be 500 characters or fewer.' },
  /** decideChallengeOutcome against a player's claim (every dispute): the players are told why (DOMAIN.md §9). */
  decision: { label: 'Reason (the players see it)', required: true, min: DECISION_REASON_MIN_LENGTH, max: DECISION_REASON_MAX_LENGTH, message: CLAIM_MESSAGES.reasonRequired },
} as const satisfies Record<string, ReasonRule>;

/** The reason as the API takes it, or the rule's message when it does not fit. */
export function checkReason(rule: ReasonRule, value: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = value.trim();
  if ((rule.required || reason.length > 0) && (reason.length < rule.min || reason.length > rule.max)) return { ok: false, message: rule.message };
  return { ok: true, reason };
}

/** A phone-only account has no e-mail: its placeholder address is never shown (issue #24 item 1). */
export const NO_EMAIL = 'No e-mail';
