// The words of the admin area: the spec's copy where it gives one (spec §5 'Please select at least one
// winner', §6 Admin Actions confirmations), the server's messages (ADMIN_MESSAGES) otherwise.
import { KYC_REASON_MAX_LENGTH } from '@changamoto/shared/domain';
import type { ReasonRule } from '@/components/action-dialog';
import { DECISION_COPY, DECISION_REASONS } from '@/lib/decision-reasons';
import { translate } from '@/lib/i18n';
import '../i18n';

export { checkReason, type ReasonRule } from '@/components/action-dialog';

/** The decision words of the shared catalog (getters, so they follow the language), and the admin area's own. */
export const ADMIN_COPY = Object.defineProperties(
  {
    get failed() {
      return translate('admin.common.failed');
    },
  },
  Object.getOwnPropertyDescriptors(DECISION_COPY),
) as { readonly failed: string } & Readonly<typeof DECISION_COPY>;

export const REASONS = {
  /** Every action on a person: 1–1000 characters. */
  user: {
    get label() {
      return translate('admin.reason.label');
    },
    required: true,
    min: 1,
    max: 1000,
    get message() {
      return translate('admin.reason.required');
    },
  },
  void: DECISION_REASONS.void,
  /** adminRejectKyc: the user sees it. */
  kyc: {
    get label() {
      return translate('admin.reason.kycLabel');
    },
    required: true,
    min: 1,
    max: KYC_REASON_MAX_LENGTH,
    get message() {
      return translate('admin.reason.kycRequired');
    },
  },
  note: DECISION_REASONS.note,
  decision: DECISION_REASONS.decision,
} as const satisfies Record<string, ReasonRule>;

/** A phone-only account has no e-mail: its placeholder address is never shown (issue #24 item 1). */
export const NO_EMAIL = () => translate('admin.fact.noEmail');
