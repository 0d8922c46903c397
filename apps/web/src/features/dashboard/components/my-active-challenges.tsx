// My Active Challenges (spec §2 Dashboard, §4): the user's challenges that are active, pending
// acceptance or pending verification.
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DASHBOARD_ACTIVE_STATUSES, DASHBOARD_STALE_TIME_MS, useDashboardChallenges } from '../api/list-dashboard-challenges';
import { ChallengeSection, SectionEmpty } from './challenge-section';
import { sectionLinkClass } from './section-link';
import { useDashboardT } from '../i18n';

export function MyActiveChallenges({ userId }: { userId: string }) {
  const t = useDashboardT();
  const query = useDashboardChallenges({ involvedUserId: userId, statuses: DASHBOARD_ACTIVE_STATUSES, sort: 'new' }, { staleTime: DASHBOARD_STALE_TIME_MS.userChallenges });
  return (
    <ChallengeSection
      id="my-active-challenges"
      title={t('dashboard.mine.title')}
      state={query}
      errorMessage={t('dashboard.mine.error')}
      tools={
        <Link to={paths.myChallenges} className={sectionLinkClass}>
          {t('dashboard.mine.viewAll')}
        </Link>
      }
      empty={
        <SectionEmpty title={t('dashboard.mine.empty')} action={<ButtonLink to={paths.newChallenge}>{t('dashboard.mine.create')}</ButtonLink>}>
          {t('dashboard.mine.emptyHint')}
        </SectionEmpty>
      }
    />
  );
}
