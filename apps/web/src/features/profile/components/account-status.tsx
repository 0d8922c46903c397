// Read-only facts about the account: identity verification (KYC, needed before any withdrawal,
// spec §1) with the way to it, and the join date.
import type { Profile } from '@changamoto/shared/contract';
import type { KycStatus } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMemberSince, KYC_STATUS_LABELS } from '../utils/format';

const VERIFY_LINK_TEXT: Record<Exclude<KycStatus, 'verified'>, string> = {
  unverified: 'Verify your identity',
  pending: 'See your verification',
  rejected: 'See why and submit again',
};

export function AccountStatus({ profile }: { profile: Pick<Profile, 'kycStatus' | 'createdAt'> }) {
  return (
    <div className="space-y-1 text-sm text-gray-700">
      <p>
        Identity verification: <span className="font-semibold text-gray-900">{KYC_STATUS_LABELS[profile.kycStatus]}</span>
        {profile.kycStatus !== 'verified' && (
          <>
            {' · '}
            <Link to={paths.verifyIdentity} className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {VERIFY_LINK_TEXT[profile.kycStatus]}
            </Link>
          </>
        )}
      </p>
      <p>{formatMemberSince(profile.createdAt)}</p>
    </div>
  );
}
