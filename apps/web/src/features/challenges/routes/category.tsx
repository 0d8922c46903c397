// /category/{categoryName} (spec §2): a sort, the solo type or a category, with a type filter and 'Show
// finished' kept in the address (?type=, ?finished=1) so a filtered page can be shared and survives a
// reload. Open challenges lead (issue #16 §3): newest-first pages list active, then awaiting acceptance,
// then (when shown) the finished; the trending page ranks by tokens staked among those it shows.
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import type { ChallengeType } from '@changamoto/shared/domain';
import { useChallengesT } from '../i18n';
import { useChallengeList } from '../api/list-challenges';
import { ChallengeList, ListEmpty } from '../components/challenge-list';
import { categoryView } from '../lib/category';
import { ListFilters, useListFilters } from '../components/list-filters';

export function CategoryRoute() {
  const { categoryName = '' } = useParams();
  const filters = useListFilters();
  const t = useChallengesT();
  const view = categoryView(categoryName, t);
  const chosenType = view.fixedType ? null : filters.type;
  const type = view.fixedType ?? chosenType;
  const setType = (next: ChallengeType | null) => filters.setType(next);
  const query = useChallengeList(
    {
      ...view.params,
      ...(view.params.sort === 'new' ? { openFirst: 'true' as const } : {}),
      ...(type ? { type } : {}),
      ...(filters.statuses ? { statuses: filters.statuses } : {}),
    },
    { staleTime: view.staleTime },
  );

  return (
    <Page title={view.title}>
      <div className="mb-6">
        <ListFilters filters={filters} withType={!view.fixedType} />
      </div>
      <ChallengeList
        query={query}
        label={t('challenges.category.listLabel', { category: view.title })}
        errorFallback={t('challenges.category.error', { category: categoryName })}
        empty={
          <ListEmpty
            icon={<SearchX aria-hidden="true" className="h-8 w-8 text-brand-700" />}
            title={t('challenges.category.emptyTitle')}
            actions={
              <>
                {chosenType && <Button onClick={() => setType(null)}>{t('challenges.category.showAll')}</Button>}
                {!filters.showFinished && (
                  <Button variant="outline" onClick={() => filters.setShowFinished(true)}>
                    {t('challenges.filters.showFinished')}
                  </Button>
                )}
                <ButtonLink to={paths.challenges} variant={chosenType ? 'outline' : 'primary'}>
                  {t('challenges.category.viewAllCategories')}
                </ButtonLink>
              </>
            }
          >
            {chosenType ? t('challenges.category.emptyBodyOfType', { type: chosenType, category: view.title }) : t('challenges.category.emptyBody', { category: view.title })}
          </ListEmpty>
        }
      />
    </Page>
  );
}

export default CategoryRoute;
