// /challenges (spec §2 Challenge list): every challenge, open ones first (active, then awaiting
// acceptance; finished ones behind 'Show finished', issue #16 §3), 20 at a time, with the type filter.
// With ?q= it shows the search results (issue #17 §2) in the same cards and filters, and an empty
// search offers the categories.
import { CHALLENGE_SEARCH_MIN } from '@changamoto/shared/domain';
import { Plus, SearchX, Sparkles } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { LIST_STALE_TIME_MS, useChallengeList } from '../api/list-challenges';
import { useChallengeSearch } from '../api/search-challenges';
import { CategoryLinks } from '../components/category-links';
import { ChallengeList, ListEmpty } from '../components/challenge-list';
import { ListFilters, useListFilters } from '../components/list-filters';
import { useChallengesT } from '../i18n';

export function ChallengesRoute() {
  const t = useChallengesT();
  const filters = useListFilters();
  const q = (filters.searchParams.get('q') ?? '').trim();
  const searching = q.length >= CHALLENGE_SEARCH_MIN;
  const narrowing = { ...(filters.type ? { type: filters.type } : {}), ...(filters.statuses ? { statuses: filters.statuses } : {}) };
  const list = useChallengeList({ sort: 'new', openFirst: 'true', ...narrowing }, { staleTime: LIST_STALE_TIME_MS, enabled: !searching });
  const results = useChallengeSearch({ q, ...narrowing }, { enabled: searching });

  return (
    <Page>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {searching ? (
            <>
              <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('challenges.search.title')}</h1>
              <p className="mt-2 text-gray-700">{t('challenges.search.intro', { q })}</p>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('challenges.explore.title')}</h1>
              <p className="mt-2 text-gray-700">{t('challenges.explore.intro')}</p>
            </>
          )}
        </div>
        <ButtonLink to={paths.newChallenge} variant="outline">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('challenges.explore.create')}
        </ButtonLink>
      </div>
      <div className="mt-6">
        <ListFilters filters={filters} />
      </div>
      <div className="mt-6">
        {searching ? (
          <ChallengeList
            query={results}
            label={t('challenges.search.title')}
            errorFallback={t('challenges.search.error')}
            empty={
              <ListEmpty
                icon={<SearchX aria-hidden="true" className="h-8 w-8 text-brand-700" />}
                title={t('challenges.search.emptyTitle', { q })}
                actions={
                  <div className="flex flex-col items-center gap-4">
                    {!filters.showFinished && (
                      <Button variant="outline" onClick={() => filters.setShowFinished(true)}>
                        {t('challenges.filters.showFinished')}
                      </Button>
                    )}
                    <CategoryLinks />
                  </div>
                }
              >
                {t('challenges.search.emptyBody')}
              </ListEmpty>
            }
          />
        ) : (
          <ChallengeList
            query={list}
            label={t('challenges.explore.listLabel')}
            errorFallback={t('challenges.explore.error')}
            empty={
              <ListEmpty icon={<Sparkles aria-hidden="true" className="h-8 w-8 text-brand-700" />} title={t('challenges.explore.emptyTitle')} actions={<ButtonLink to={paths.newChallenge}>{t('challenges.explore.createNew')}</ButtonLink>}>
                {t('challenges.explore.emptyBody')}
              </ListEmpty>
            }
          />
        )}
      </div>
    </Page>
  );
}

export default ChallengesRoute;
