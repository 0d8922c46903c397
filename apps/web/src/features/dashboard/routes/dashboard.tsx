// /dashboard (spec §2 Dashboard): the daily bonus, who you are, your figures, quick actions and the
// challenge lists — each list loads, fails and empties on its own.
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { AccountHeader } from '../components/account-header';
import { ActiveChallenges } from '../components/active-challenges';
import { DailyBonusBanner } from '../components/daily-bonus-banner';
import { MyActiveChallenges } from '../components/my-active-challenges';
import { PendingInvites } from '../components/pending-invites';
import { QuickActions } from '../components/quick-actions';
import { RecommendedChallenges } from '../components/recommended-challenges';
import { StatCards } from '../components/stat-cards';
import { TrendingChallenges } from '../components/trending-challenges';
import { useDashboardT } from '../i18n';

export function DashboardRoute() {
  const t = useDashboardT();
  const { profile, isLoading } = useSession();
  if (isLoading) return <Spinner label={t('dashboard.page.loading')} />;
  // The protected route sends signed-out visitors away; this covers a session that failed to load.
  if (!profile) {
    return (
      <Page title={t('dashboard.page.title')}>
        <p className="text-lg text-gray-700">{t('dashboard.page.loginRequired')}</p>
      </Page>
    );
  }
  return (
    <Page title={t('dashboard.page.title')}>
      <DailyBonusBanner />
      <AccountHeader profile={profile} />
      <StatCards profile={profile} />
      <QuickActions />
      <PendingInvites />
      <MyActiveChallenges userId={profile.id} />
      <RecommendedChallenges userId={profile.id} />
      <TrendingChallenges />
      <ActiveChallenges />
    </Page>
  );
}

export default DashboardRoute;
