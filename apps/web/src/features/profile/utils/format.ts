// How profile facts read on screen: the shared formats (lib/format.ts) and the KYC status.
import type { KycStatus } from '@changamoto/shared/domain';

// The top bar imports these from here; they live in lib/ because the dashboard shows them too.
export { displayName, formatMemberSince, formatTokens } from '@/lib/format';

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  unverified: 'Unverified',
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
};
