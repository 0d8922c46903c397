// One challenge list of the dashboard (spec §2: My Active, Recommended, Trending Public, Active
// Challenges), each with its loading, error and empty states, under its own heading.
import type { ChallengeListItem } from '@changamoto/shared/contract';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChallengeCard } from '@/components/challenge-card/challenge-card';
import { ChallengeCardSkeletons } from '@/components/challenge-card/challenge-card-skeleton';
import { Button } from '@/components/ui/button';
import { useDashboardT } from '../i18n';

/** What a section needs of its query (a useQuery result fits as it is). */
export interface SectionState {
  data: ChallengeListItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export function ChallengeSection({
  id,
  title,
  description,
  state,
  errorMessage,
  empty,
  tools,
  cardAction,
}: {
  id: string;
  title: string;
  description?: string;
  state: SectionState;
  /** spec §8 Dashboard: 'Error loading challenges. Please try again later.' and the like. */
  errorMessage: string;
  empty: ReactNode;
  /** Filters and links beside the heading. */
  tools?: ReactNode;
  /** A button under each card, e.g. Start. */
  cardAction?: (challenge: ChallengeListItem) => ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-gray-900 sm:text-2xl">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-gray-700">{description}</p>}
        </div>
        {tools}
      </div>
      <div className="mt-4">
        <SectionBody state={state} title={title} errorMessage={errorMessage} empty={empty} cardAction={cardAction} />
      </div>
    </section>
  );
}

function SectionBody({ state, title, errorMessage, empty, cardAction }: { state: SectionState; title: string; errorMessage: string; empty: ReactNode; cardAction?: (challenge: ChallengeListItem) => ReactNode }) {
  const t = useDashboardT();
  if (state.isPending) return <ChallengeCardSkeletons count={3} label={t('dashboard.section.loading', { title })} />;
  if (state.isError || !state.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-white px-6 py-8 text-center sm:flex-row sm:text-left">
        <CircleAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
        <p className="text-sm font-medium text-gray-900">{errorMessage}</p>
        <Button variant="outline" size="sm" className="sm:ml-auto" onClick={() => void state.refetch()} disabled={state.isFetching}>
          {state.isFetching ? t('dashboard.section.retrying') : t('dashboard.section.tryAgain')}
        </Button>
      </div>
    );
  }
  if (state.data.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={title} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {state.data.map((challenge) => (
        <li key={challenge.id}>
          <ChallengeCard challenge={challenge} headingLevel="h3" action={cardAction?.(challenge)} />
        </li>
      ))}
    </ul>
  );
}

export function SectionEmpty({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-brand-700/40 bg-white px-6 py-8 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      {children && <p className="mx-auto mt-1 max-w-md text-sm text-gray-700">{children}</p>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
