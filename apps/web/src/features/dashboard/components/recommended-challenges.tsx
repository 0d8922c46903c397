// Recommended Challenges (spec §2 Dashboard): open challenges in the categories the user plays.
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRecommendedChallenges } from '../api/get-recommended-challenges';
import { joinNames } from '../lib/recommendations';
import { ChallengeSection, SectionEmpty } from './challenge-section';
import { useDashboardT } from '../i18n';

export function RecommendedChallenges({ userId }: { userId: string }) {
  const state = useRecommendedChallenges(userId);
  const t = useDashboardT();
  const played = joinNames(state.categories, t('dashboard.recommended.and'));
  return (
    <ChallengeSection
      id="recommended-challenges"
      title={t('dashboard.recommended.title')}
      description={played ? t('dashboard.recommended.description', { categories: played }) : undefined}
      state={state}
      errorMessage={t('dashboard.recommended.error')}
      empty={
        <SectionEmpty
          title={played ? t('dashboard.recommended.emptyPlayed', { categories: played }) : t('dashboard.recommended.empty')}
          action={
            <ButtonLink to={paths.challenges} variant="outline">
              {t('dashboard.recommended.explore')}
            </ButtonLink>
          }
        >
          {played ? t('dashboard.recommended.emptyPlayedHint') : t('dashboard.recommended.emptyHint')}
        </SectionEmpty>
      }
    />
  );
}
