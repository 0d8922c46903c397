// Active Challenges (spec §2 Dashboard): every active challenge, filtered All / Solo / Two Player /
// Public, with a create button; each card's Start button opens the challenge, where joining and
// backing happen.
import type { ChallengeType } from '@changamoto/shared/domain';
import { Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { TypeFilter } from '@/components/challenge-type-filter';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DASHBOARD_STALE_TIME_MS, useDashboardChallenges } from '../api/list-dashboard-challenges';
import { ChallengeSection, SectionEmpty } from './challenge-section';
import { useDashboardT } from '../i18n';

export function ActiveChallenges() {
  const t = useDashboardT();
  const [type, setType] = useState<ChallengeType | null>(null);
  const query = useDashboardChallenges({ statuses: 'active', sort: 'new', ...(type ? { type } : {}) }, { staleTime: DASHBOARD_STALE_TIME_MS.activeList });
  return (
    <ChallengeSection
      id="active-challenges"
      title={t('dashboard.active.title')}
      state={query}
      errorMessage={t('dashboard.active.error')}
      tools={
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center">
          <TypeFilter value={type} onChange={setType} />
          <ButtonLink to={paths.newChallenge} size="sm">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('dashboard.active.create')}
          </ButtonLink>
        </div>
      }
      cardAction={(challenge) => (
        <ButtonLink to={paths.challenge(challenge.id)} variant="accent" size="sm" className="w-full">
          <Play aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.active.start')}
          <span className="sr-only">: {challenge.title}</span>
        </ButtonLink>
      )}
      empty={
        <SectionEmpty
          title={type ? t('dashboard.active.emptyOfType', { type }) : t('dashboard.active.empty')}
          action={
            type && (
              <Button variant="outline" onClick={() => setType(null)}>
                {t('dashboard.active.showAll')}
              </Button>
            )
          }
        >
          {type ? undefined : t('dashboard.active.emptyHint')}
        </SectionEmpty>
      }
    />
  );
}
