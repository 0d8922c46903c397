// Active Challenges (spec §2 Dashboard): every active challenge, filtered All / Solo / Two Player /
// Public, with a create button; each card's Start button opens the challenge, where joining and
// backing happen.
import { CHALLENGE_TYPE_LABELS, type ChallengeType } from '@changamoto/shared/domain';
import { Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { TypeFilter } from '@/components/challenge-type-filter';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DASHBOARD_STALE_TIME_MS, useDashboardChallenges } from '../api/list-dashboard-challenges';
import { ChallengeSection, SectionEmpty } from './challenge-section';

export function ActiveChallenges() {
  const [type, setType] = useState<ChallengeType | null>(null);
  const query = useDashboardChallenges({ statuses: 'active', sort: 'new', ...(type ? { type } : {}) }, { staleTime: DASHBOARD_STALE_TIME_MS.activeList });
  return (
    <ChallengeSection
      id="active-challenges"
      title="Active Challenges"
      state={query}
      errorMessage="Error loading active challenges. Please try again later."
      tools={
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
          <TypeFilter value={type} onChange={setType} />
          <ButtonLink to={paths.newChallenge} size="sm">
            <Plus aria-hidden="true" className="h-4 w-4" />
            Create Challenge
          </ButtonLink>
        </div>
      }
      cardAction={(challenge) => (
        <ButtonLink to={paths.challenge(challenge.id)} variant="accent" size="sm" className="w-full">
          <Play aria-hidden="true" className="h-4 w-4" />
          Start<span className="sr-only">: {challenge.title}</span>
        </ButtonLink>
      )}
      empty={
        <SectionEmpty
          title={type ? `No ${CHALLENGE_TYPE_LABELS[type]} challenges are active right now.` : 'No challenges are active right now.'}
          action={
            type && (
              <Button variant="outline" onClick={() => setType(null)}>
                Show All
              </Button>
            )
          }
        >
          {type ? undefined : 'Start one with Create Challenge above.'}
        </SectionEmpty>
      }
    />
  );
}
