// /challenges (spec §2 Challenge list): every challenge, newest first, 20 at a time.
import { Plus, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { LIST_STALE_TIME_MS, useChallengeList } from '../api/list-challenges';
import { ChallengeList, ListEmpty } from '../components/challenge-list';

export function ChallengesRoute() {
  const query = useChallengeList({ sort: 'new' }, { staleTime: LIST_STALE_TIME_MS });
  return (
    <Page>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Explore Challenges</h1>
          <p className="mt-2 text-gray-700">Back a friend, join a public challenge or start your own. 1 token = KES 1.00.</p>
        </div>
        <ButtonLink to={paths.newChallenge} variant="outline">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Create Challenge
        </ButtonLink>
      </div>
      <div className="mt-8">
        <ChallengeList
          query={query}
          label="Challenges"
          errorFallback="Could not fetch active challenges."
          empty={
            <ListEmpty
              icon={<Sparkles aria-hidden="true" className="h-8 w-8 text-brand-700" />}
              title="No challenges yet."
              actions={<ButtonLink to={paths.newChallenge}>Create New Challenge</ButtonLink>}
            >
              Be the first: start a challenge and get your friends backing you.
            </ListEmpty>
          }
        />
      </div>
    </Page>
  );
}

export default ChallengesRoute;
