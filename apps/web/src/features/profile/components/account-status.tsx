// Read-only facts about the account: identity verification (KYC, needed before any withdrawal,
// spec §1) and the join date.
import type { Profile } from '@changamoto/shared/contract';
import { formatMemberSince, KYC_STATUS_LABELS } from '../utils/format';

export function AccountStatus({ profile }: { profile: Pick<Profile, 'kycStatus' | 'createdAt'> }) {
  return (
    <div className="space-y-1 text-sm text-gray-700">
      <p>
        Identity verification: <span className="font-semibold text-gray-900">{KYC_STATUS_LABELS[profile.kycStatus]}</span>
      </p>
      <p>{formatMemberSince(profile.createdAt)}</p>
    </div>
  );
}
