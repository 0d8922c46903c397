// Trending Public Challenges (spec §2 Dashboard): open public challenges with the most tokens staked
// lately (DOMAIN.md §4 trending).
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DASHBOARD_STALE_TIME_MS, useDashboardChallenges } from '../api/list-dashboard-challenges';
import { ChallengeSection, SectionEmpty } from './challenge-section';
import { sectionLinkClass } from './section-link';
import { useDashboardT } from '../i18n';

export function TrendingChallenges() {
  const t = useDashboardT();
  const query = useDashboardChallenges({ type: 'public', statuses: 'active', sort: 'trending' }, { staleTime: DASHBOARD_STALE_TIME_MS.trending });
  return (
    <ChallengeSection
      id="trending-challenges"
      title={t('dashboard.trending.title')}
      state={query}
      errorMessage={t('dashboard.trending.error')}
      tools={
        <Link to={paths.category('trending')} className={sectionLinkClass}>
          {t('dashboard.trending.viewAll')}
        </Link>
      }
      empty={
        <SectionEmpty title={t('dashboard.trending.empty')} action={<ButtonLink to={paths.newChallenge}>{t('dashboard.trending.create')}</ButtonLink>}>
          {t('dashboard.trending.emptyHint')}
        </SectionEmpty>
      }
    />
  );
}
