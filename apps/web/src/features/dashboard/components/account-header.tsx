// spec §2 Dashboard: avatar, username and join date, the unread-notification count, and the buttons
// Add/Withdraw Tokens, My Challenges and Edit profile. The bell itself is the top bar's; here the
// count links to /notifications.
import type { Profile } from '@changamoto/shared/contract';
import { Bell, PencilLine, Trophy, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { displayName, formatMemberSince } from '@/lib/format';
import { useUnreadCount } from '@/lib/queries/notifications';
import { useDashboardFirstViewT } from '../first-view/i18n';

function UnreadLink() {
  const { data: count } = useUnreadCount();
  const t = useDashboardFirstViewT();
  const label = count === undefined ? t('dashboard.account.notifications') : count === 0 ? t('dashboard.account.noUnread') : t('dashboard.account.unread', { count });
  return (
    <Link to={paths.notifications} className="mt-1 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
      <span className="relative">
        <Bell aria-hidden="true" className="h-4 w-4" />
        {Boolean(count) && <span aria-hidden="true" className="absolute -top-1 -right-1 h-2 w-2 rounded-full bg-red-600" />}
      </span>
      {label}
    </Link>
  );
}

export function AccountHeader({ profile }: { profile: Profile }) {
  const t = useDashboardFirstViewT();
  return (
    <section aria-label={t('dashboard.account.region')} className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-center gap-4">
        <UserAvatar profile={profile} size="md" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-bold text-gray-900">{displayName(profile)}</h2>
          <p className="text-sm text-gray-700">{formatMemberSince(profile.createdAt)}</p>
          <UnreadLink />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.wallet} variant="accent" size="sm">
          <Wallet aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.account.wallet')}
        </ButtonLink>
        <ButtonLink to={paths.myChallenges} variant="outline" size="sm">
          <Trophy aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.account.myChallenges')}
        </ButtonLink>
        <ButtonLink to={paths.profile} variant="ghost" size="sm">
          <PencilLine aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.account.editProfile')}
        </ButtonLink>
      </div>
    </section>
  );
}
