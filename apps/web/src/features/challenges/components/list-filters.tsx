// The filters of /challenges (list and search results) and /category/*: the type, and 'Show finished'
// (issue #16 §3: the lists lead with what can be joined; finished and cancelled challenges only on request).
// Both live in the address (?type=, ?finished=1) so a filtered page can be shared and survives a reload.
import { OPEN_CHALLENGE_STATUSES, type ChallengeType } from '@changamoto/shared/domain';
import { useSearchParams } from 'react-router';
import { parseType, TypeFilter } from '@/components/challenge-type-filter';
import { useChallengesT } from '../i18n';

export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  const showFinished = searchParams.get('finished') === '1';
  return {
    searchParams,
    type: parseType(searchParams.get('type')),
    setType: (type: ChallengeType | null) => set('type', type),
    showFinished,
    setShowFinished: (show: boolean) => set('finished', show ? '1' : null),
    /** The list query's statuses: only open challenges unless 'Show finished' is on. */
    statuses: showFinished ? undefined : OPEN_CHALLENGE_STATUSES.join(','),
  };
}

export function ShowFinished({ checked, onChange }: { checked: boolean; onChange: (show: boolean) => void }) {
  const t = useChallengesT();
  return (
    <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="h-4 w-4 accent-brand-700" />
      {t('challenges.filters.showFinished')}
    </label>
  );
}

/** The type filter (unless the page is a type) and 'Show finished'. */
export function ListFilters({ filters, withType = true }: { filters: ReturnType<typeof useListFilters>; withType?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {withType && <TypeFilter value={filters.type} onChange={filters.setType} />}
      <ShowFinished checked={filters.showFinished} onChange={filters.setShowFinished} />
    </div>
  );
}
