// My Active Challenges (spec §2 Dashboard, §4): the user's challenges that are active, pending
// acceptance or pending verification.
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DASHBOARD_ACTIVE_STATUSES, DASHBOARD_STALE_TIME_MS, useDashboardChallenges } from '../api/list-dashboard-challenges';
import { ChallengeSection, SectionEmpty } from './challenge-section';
import { sectionLinkClass } from './section-link';

export function MyActiveChallenges({ userId }: { userId: string }) {
  const query = useDashboardChallenges({ involvedUserId: userId, statuses: DASHBOARD_ACTIVE_STATUSES, sort: 'new' }, { staleTime: DASHBOARD_STALE_TIME_MS.userChallenges });
  return (
    <ChallengeSection
      id="my-active-challenges"
      title="My Active Challenges"
      state={query}
      errorMessage="Error loading challenges. Please try again later."
      tools={
        <Link to={paths.myChallenges} className={sectionLinkClass}>
          View all my challenges
        </Link>
      }
      empty={
        <SectionEmpty title="You have no active challenges." action={<ButtonLink to={paths.newChallenge}>Create a Challenge</ButtonLink>}>
          Start one, or join or back a challenge below.
        </SectionEmpty>
      }
    />
  );
}
