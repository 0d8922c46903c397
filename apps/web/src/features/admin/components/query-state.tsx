// Loading, error and empty states of every admin list, the same way on each screen.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminT } from '../i18n';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

export function QueryState<T>({ query, loadingLabel, isEmpty, empty, children }: { query: QueryLike<T>; loadingLabel: string; isEmpty?: (data: T) => boolean; empty?: ReactNode; children: (data: T) => ReactNode }) {
  const t = useAdminT();
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError || query.data === undefined)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
        <p>
          {t('admin.common.error')} {query.error?.message ?? t('admin.common.couldNotLoad')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('admin.common.tryAgain')}
        </Button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{empty}</p>;
  return <>{children(query.data)}</>;
}
