// The reason fields of an admin's decision on a challenge, the same on the admin queue and on the
// challenge page's Admin Actions (issue #24 item 12): the limits are the contract's
// (challenge-results.ts, admin.ts); the reason is kept in the audit log and shown to the players.
// Words from the shared catalog, read when shown (getters), so they follow the active language.
import { DECISION_REASON_MAX_LENGTH, DECISION_REASON_MIN_LENGTH } from '@changamoto/shared/domain';
import type { ReasonRule } from '@/components/action-dialog';
import { translate } from '@/lib/i18n';

export const DECISION_REASONS = {
  /** voidChallenge: 3–500 characters. */
  void: {
    get label() {
      return translate('common.decision.voidLabel');
    },
    required: true,
    min: 3,
    max: 500,
    get message() {
      return translate('common.decision.voidRequired');
    },
  },
  /** decideChallengeOutcome confirming every claim (or meeting none): the players see the reason when one is given. */
  note: {
    get label() {
      return translate('common.decision.noteLabel');
    },
    required: false,
    min: 0,
    max: DECISION_REASON_MAX_LENGTH,
    get message() {
      return translate('common.decision.noteTooLong');
    },
  },
  /** decideChallengeOutcome against a player's claim (every dispute): the players are told why (DOMAIN.md §9). */
  decision: {
    get label() {
      return translate('common.decision.decisionLabel');
    },
    required: true,
    min: DECISION_REASON_MIN_LENGTH,
    max: DECISION_REASON_MAX_LENGTH,
    get message() {
      return translate('common.decision.decisionRequired', { min: DECISION_REASON_MIN_LENGTH, max: DECISION_REASON_MAX_LENGTH });
    },
  },
} as const satisfies Record<string, ReasonRule>;

export const DECISION_COPY = {
  get actionDone() {
    return translate('common.decision.actionDone');
  },
  get voided() {
    return translate('common.decision.voided');
  },
  get selectWinner() {
    return translate('common.decision.selectWinner');
  },
  confirmResult: (outcome: string) => translate('common.decision.confirmResult', { outcome }),
  get confirmVerify() {
    return translate('common.decision.confirmVerify');
  },
  get confirmVoid() {
    return translate('common.decision.confirmVoid');
  },
  get theseWinners() {
    return translate('common.decision.theseWinners');
  },
};
