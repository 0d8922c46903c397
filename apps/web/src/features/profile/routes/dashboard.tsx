// /dashboard (spec §2 Dashboard): the part that is real today — who you are, where to go, and your
// token balance. Challenge lists, the daily bonus and notifications arrive with their features.
import { Coins, PencilLine, Trophy, Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { UserAvatar } from '../components/user-avatar';
import { displayName, formatMemberSince, formatTokens } from '../utils/format';

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
      <section aria-label="Your account" className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex items-center gap-4">
          <UserAvatar profile={profile} size="md" />
          <div className="min-w-0">
            <h2 className="truncate text-xl font-bold text-gray-900">{displayName(profile)}</h2>
            <p className="text-sm text-gray-700">{formatMemberSince(profile.createdAt)}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.wallet} variant="accent" size="sm">
            <Wallet aria-hidden="true" className="h-4 w-4" />
            Add/Withdraw Tokens
          </ButtonLink>
          <ButtonLink to={paths.myChallenges} variant="outline" size="sm">
            <Trophy aria-hidden="true" className="h-4 w-4" />
            My Challenges
          </ButtonLink>
          <ButtonLink to={paths.profile} variant="ghost" size="sm">
            <PencilLine aria-hidden="true" className="h-4 w-4" />
            Edit profile
          </ButtonLink>
        </div>
      </section>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-medium text-gray-700">
            <Coins aria-hidden="true" className="h-4 w-4 text-accent-500" />
            Token Balance
          </dt>
          <dd className="mt-2 text-3xl font-bold text-gray-900">{formatTokens(profile.tokens)}</dd>
        </div>
      </dl>
    </Page>
  );
}

export default DashboardRoute;
