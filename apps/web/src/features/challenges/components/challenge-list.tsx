// A page of challenge cards with the states every list has (spec §2 Challenge list): loading skeletons,
// 'Error Loading Challenges' with the message, an empty state chosen by the caller, and 'Load more'.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChallengeCard } from '@/components/challenge-card/challenge-card';
import { ChallengeCardSkeletons } from '@/components/challenge-card/challenge-card-skeleton';
import { FieldError } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import type { useChallengeList } from '../api/list-challenges';
import { serverMessageOr } from '@/lib/api-client';
import { useChallengesT } from '../i18n';

export function ListError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const t = useChallengesT();
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
      <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-700" />
      <h2 className="mt-3 text-lg font-semibold text-gray-900">{t('challenges.list.errorTitle')}</h2>
      <p className="mt-1 text-sm text-gray-700">{message}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        {retrying ? t('challenges.list.retrying') : t('challenges.list.tryAgain')}
      </Button>
    </div>
  );
}

export function ListEmpty({ icon, title, children, actions }: { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-brand-700/40 bg-white px-6 py-10 text-center">
      {icon}
      <h2 className="mt-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children && <p className="mt-1 max-w-md text-sm text-gray-700">{children}</p>}
      {actions && <div className="mt-5 flex flex-col gap-3 sm:flex-row">{actions}</div>}
    </div>
  );
}

export function ChallengeList({
  query,
  errorFallback,
  empty,
  label,
}: {
  query: ReturnType<typeof useChallengeList>;
  /** spec §8 list fallback, shown when the server gave no message of its own. */
  errorFallback: string;
  empty: ReactNode;
  /** Names the list for screen readers, e.g. 'Challenges'. */
  label: string;
}) {
  const t = useChallengesT();
  const { data: challenges, isPending, isError, error, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = query;

  if (isPending) return <ChallengeCardSkeletons />;
  // A failed first page (a failed later page keeps the cards and reports under them).
  if (isError && !isFetchNextPageError) return <ListError message={serverMessageOr(error, errorFallback)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (challenges.length === 0) return <>{empty}</>;

  return (
    <div>
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {challenges.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeCard challenge={challenge} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {(hasNextPage || isFetchNextPageError) && (
        <div className="mt-8 flex flex-col items-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('challenges.list.loading') : t('challenges.list.loadMore')}
          </Button>
          {isFetchNextPageError && <FieldError alert>{serverMessageOr(error, errorFallback)}</FieldError>}
        </div>
      )}
    </div>
  );
}
