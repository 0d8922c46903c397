// /category/{categoryName} (spec §2): a sort, the solo type or a category, with a type filter kept in
// the address (?type=) so a filtered page can be shared and survives a reload.
import { SearchX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { CHALLENGE_TYPE_LABELS, type ChallengeType } from '@changamoto/shared/domain';
import { useChallengeList } from '../api/list-challenges';
import { ChallengeList, ListEmpty } from '../components/challenge-list';
import { parseType, TypeFilter } from '@/components/challenge-type-filter';
import { categoryView } from '../lib/category';

export function CategoryRoute() {
  const { categoryName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = categoryView(categoryName);
  const chosenType = view.fixedType ? null : parseType(searchParams.get('type'));
  const type = view.fixedType ?? chosenType;
  const query = useChallengeList({ ...view.params, ...(type ? { type } : {}) }, { staleTime: view.staleTime });

  const setType = (next: ChallengeType | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('type', next);
        else params.delete('type');
        return params;
      },
      { replace: true },
    );

  return (
    <Page title={view.title}>
      {!view.fixedType && (
        <div className="mb-6">
          <TypeFilter value={chosenType} onChange={setType} />
        </div>
      )}
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
