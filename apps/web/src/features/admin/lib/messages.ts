// The words of the admin area: the spec's copy where it gives one (spec §5 'Please select at least one
// winner', §6 Admin Actions confirmations), the server's messages (ADMIN_MESSAGES) otherwise.
import { ADMIN_MESSAGES, KYC_MESSAGES, KYC_REASON_MAX_LENGTH } from '@changamoto/shared/domain';
import type { ReasonRule } from '@/components/action-dialog';
import { DECISION_COPY, DECISION_REASONS } from '@/lib/decision-reasons';
import { translate } from '@/lib/i18n';
import '../i18n';

export { checkReason, type ReasonRule } from '@/components/action-dialog';

export const ADMIN_COPY = {
  ...DECISION_COPY,
  get failed() {
    return translate('admin.common.failed');
  },
} as const;

export const REASONS = {
  /** Every action on a person: 1–1000 characters. */
  user: { label: 'Reason', required: true, min: 1, max: 1000, message: ADMIN_MESSAGES.reasonRequired },
  void: DECISION_REASONS.void,
  /** adminRejectKyc: the user sees it. */
  kyc: { label: 'Reason (the user sees it)', required: true, min: 1, max: KYC_REASON_MAX_LENGTH, message: KYC_MESSAGES.reasonRequired },
  note: DECISION_REASONS.note,
  decision: DECISION_REASONS.decision,
} as const satisfies Record<string, ReasonRule>;

/** A phone-only account has no e-mail: its placeholder address is never shown (issue #24 item 1). */
export const NO_EMAIL = 'No e-mail';
