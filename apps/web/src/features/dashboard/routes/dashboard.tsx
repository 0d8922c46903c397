// /dashboard (spec §2 Dashboard): the daily bonus, who you are, your figures, quick actions and the
// challenge lists — each list loads, fails and empties on its own. The lists are a part fetched right
// after the first render (components/challenge-lists-part.tsx; a spinner until it is here).
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { AccountHeader } from '../components/account-header';
import { ChallengeListsPart } from '../components/challenge-lists-part';
import { DailyBonusBanner } from '../components/daily-bonus-banner';
import { QuickActions } from '../components/quick-actions';
import { StatCards } from '../components/stat-cards';
import { useDashboardFirstViewT } from '../first-view/i18n';

export function DashboardRoute() {
  const t = useDashboardFirstViewT();
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
      <ChallengeListsPart userId={profile.id} />
    </Page>
  );
}

export default DashboardRoute;
