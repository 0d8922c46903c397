// Read-only facts about the account: identity verification (KYC, needed before any withdrawal,
// spec §1) with the way to it, and the join date.
import type { Profile } from '@changamoto/shared/contract';
import type { KycStatus } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMemberSince } from '../utils/format';
import { translate } from '@/lib/i18n';
import '../first-view/i18n';
import { useProfileFirstViewT } from '../first-view/i18n';

const VERIFY_LINK_TEXT: Record<Exclude<KycStatus, 'verified'>, string> = {
  get unverified() {
    return translate('profile.status.link.unverified');
  },
  get pending() {
    return translate('profile.status.link.pending');
  },
  get rejected() {
    return translate('profile.status.link.rejected');
  },
};

export function AccountStatus({ profile }: { profile: Pick<Profile, 'kycStatus' | 'createdAt'> }) {
  const t = useProfileFirstViewT();
  return (
    <div className="space-y-1 text-sm text-gray-700">
      <p>
        {t('profile.status.label')} <span className="font-semibold text-gray-900">{t(`profile.status.${profile.kycStatus}`)}</span>
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
