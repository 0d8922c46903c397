// /category/{categoryName} (spec §2): a sort, the solo type or a category, with a type filter and 'Show
// finished' kept in the address (?type=, ?finished=1) so a filtered page can be shared and survives a
// reload. Open challenges lead (issue #16 §3): newest-first pages list active, then awaiting acceptance,
// then (when shown) the finished; the trending page ranks by tokens staked among those it shows.
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { CHALLENGE_TYPE_LABELS, type ChallengeType } from '@changamoto/shared/domain';
import { useChallengeList } from '../api/list-challenges';
import { ChallengeList, ListEmpty } from '../components/challenge-list';
import { categoryView } from '../lib/category';
import { ListFilters, useListFilters } from '../components/list-filters';

export function CategoryRoute() {
  const { categoryName = '' } = useParams();
  const filters = useListFilters();
  const view = categoryView(categoryName);
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
        label={`${view.title} challenges`}
        errorFallback={`Could not fetch challenges for ${categoryName}.`}
        empty={
          <ListEmpty
            icon={<SearchX aria-hidden="true" className="h-8 w-8 text-brand-700" />}
            title="No challenges found."
            actions={
              <>
                {chosenType && <Button onClick={() => setType(null)}>Show All</Button>}
                {!filters.showFinished && (
                  <Button variant="outline" onClick={() => filters.setShowFinished(true)}>
                    Show finished
                  </Button>
                )}
                <ButtonLink to={paths.challenges} variant={chosenType ? 'outline' : 'primary'}>
                  View All Categories
                </ButtonLink>
              </>
            }
          >
            {chosenType ? `There are no ${CHALLENGE_TYPE_LABELS[chosenType]} challenges in ${view.title} yet.` : `There are no challenges in ${view.title} yet.`}
          </ListEmpty>
        }
      />
    </Page>
  );
}

export default CategoryRoute;
