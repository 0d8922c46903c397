// Trending Public Challenges (spec §2 Dashboard): open public challenges with the most tokens staked
// lately (DOMAIN.md §4 trending).
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DASHBOARD_STALE_TIME_MS, useDashboardChallenges } from '../api/list-dashboard-challenges';
import { ChallengeSection, SectionEmpty } from './challenge-section';
import { sectionLinkClass } from './section-link';

export function TrendingChallenges() {
  const query = useDashboardChallenges({ type: 'public', statuses: 'active', sort: 'trending' }, { staleTime: DASHBOARD_STALE_TIME_MS.trending });
  return (
    <ChallengeSection
      id="trending-challenges"
      title="Trending Public Challenges"
      state={query}
      errorMessage="Error loading trending challenges. Please try again later."
      tools={
        <Link to={paths.category('trending')} className={sectionLinkClass}>
          View all trending
        </Link>
      }
      empty={
        <SectionEmpty title="No public challenges are open right now." action={<ButtonLink to={paths.newChallenge}>Create a Public Challenge</ButtonLink>}>
          Start one and let anyone join for an entry fee.
        </SectionEmpty>
      }
    />
  );
}
