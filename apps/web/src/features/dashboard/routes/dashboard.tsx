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

export function DashboardRoute() {
  const { profile, isLoading } = useSession();
  if (isLoading) return <Spinner label="Loading…" />;
  // The protected route sends signed-out visitors away; this covers a session that failed to load.
  if (!profile) {
    return (
      <Page title="Dashboard">
        <p className="text-lg text-gray-700">Please log in to view your dashboard.</p>
      </Page>
    );
  }
  return (
    <Page title="Dashboard">
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
