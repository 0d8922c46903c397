// Small controls the admin lists share: which list to show, and the next page of a keyset list.
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminT } from '../i18n';

export function ChoiceButtons<T extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: T; label: string }[]; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="mb-4 inline-flex rounded-lg border border-gray-300 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-semibold', value === option.value ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-gray-100')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** 'Load more' while the server says there is a next page (its nextCursor). */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const t = useAdminT();
  if (!query.hasNextPage) return null;
  return (
    <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? t('admin.common.loading') : t('admin.common.loadMore')}
    </Button>
  );
}
