// Recommended Challenges (spec §2 Dashboard): open challenges in the categories the user plays.
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRecommendedChallenges } from '../api/get-recommended-challenges';
import { joinNames } from '../lib/recommendations';
import { ChallengeSection, SectionEmpty } from './challenge-section';

export function RecommendedChallenges({ userId }: { userId: string }) {
  const state = useRecommendedChallenges(userId);
  const played = joinNames(state.categories);
  return (
    <ChallengeSection
      id="recommended-challenges"
      title="Recommended Challenges"
      description={played ? `Open challenges in ${played}, the categories you play.` : undefined}
      state={state}
      errorMessage="Error loading recommendations. Please try again later."
      empty={
        <SectionEmpty
          title={played ? `No open challenges in ${played} right now.` : 'No recommendations yet.'}
          action={
            <ButtonLink to={paths.challenges} variant="outline">
              Explore Challenges
            </ButtonLink>
          }
        >
          {played ? 'Check back soon, or explore other categories.' : 'Join or back a challenge and we will recommend more in the categories you play.'}
        </SectionEmpty>
      }
    />
  );
}
