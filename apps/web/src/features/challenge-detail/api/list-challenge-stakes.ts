// GET /api/challenges/:id/stakes: the pages of a challenge's participants, backers or winners after the
// first, which the detail itself carries (issue #8: a popular challenge has thousands of backers).
import type { ChallengeDetail, ChallengeStake, ChallengeStakeList } from '@changamoto/shared/contract';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { CHALLENGE_STALE_TIME_MS, challengeQueryKey } from './get-challenge';

export interface StakesPage {
  stakes: ChallengeStake[];
  nextCursor: string | null;
}

const NEXT_CURSOR = {
  participants: 'participantsNextCursor',
  backers: 'backersNextCursor',
  winners: 'winnersNextCursor',
} as const satisfies Record<ChallengeStakeList, keyof ChallengeDetail>;

/** The page the detail carries: the infinite query's first page. */
const detailPage = (challenge: ChallengeDetail, list: ChallengeStakeList): StakesPage => ({ stakes: challenge[list], nextCursor: challenge[NEXT_CURSOR[list]] });

/**
 * Under the detail's key, so refreshing the detail after an action refreshes the loaded pages too; with
 * the detail's cursor in it, so a detail whose first page has moved starts the list again from there.
 */
export const challengeStakesQueryKey = (id: string, list: ChallengeStakeList, detailCursor: string | null) => [...challengeQueryKey(id), 'stakes', list, detailCursor] as const;

export function listChallengeStakes({ id, list, cursor, signal }: { id: string; list: ChallengeStakeList; cursor: string; signal?: AbortSignal }) {
  return api('listChallengeStakes', { params: { id }, query: { list, cursor } }, { signal });
}

export function getChallengeStakesQueryOptions(challenge: ChallengeDetail, list: ChallengeStakeList) {
  const first = detailPage(challenge, list);
  return infiniteQueryOptions({
    queryKey: challengeStakesQueryKey(challenge.id, list, first.nextCursor),
    // Page 0 (param null) is the detail's own, never asked for again; each later page follows the cursor of the one before.
    queryFn: ({ pageParam, signal }): Promise<StakesPage> => (pageParam === null ? Promise.resolve(first) : listChallengeStakes({ id: challenge.id, list, cursor: pageParam, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: { pages: [first], pageParams: [null] },
    staleTime: CHALLENGE_STALE_TIME_MS,
  });
}

export interface StakeListState {
  /** The detail's page, then the pages loaded after it (each stake once). */
  stakes: ChallengeStake[];
  hasMore: boolean;
  isLoadingMore: boolean;
  /** The last 'show more' failed (the list keeps what it had). */
  loadMoreError: Error | null;
  loadMore: () => void;
}

export function useChallengeStakes(challenge: ChallengeDetail, list: ChallengeStakeList): StakeListState {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(getChallengeStakesQueryOptions(challenge, list));
  // Page 0 is read from the detail itself, not from this query: it follows every refresh of the
  // detail (a completed challenge is polled until it is paid out) without asking for the pages again.
  const byId = new Map(challenge[list].map((stake) => [stake.id, stake]));
  for (const page of query.data.pages.slice(1)) for (const stake of page.stakes) if (!byId.has(stake.id)) byId.set(stake.id, stake);
  const loadMoreError = query.isFetchNextPageError ? query.error : null;
  return {
    stakes: [...byId.values()],
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreError,
    loadMore: () => {
      // 400 'Invalid cursor. Please reload the list.': the same cursor would fail again, so read the
      // detail and the pages again (new cursors), as the message asks.
      if (loadMoreError instanceof ApiError && loadMoreError.status === 400) void queryClient.invalidateQueries({ queryKey: challengeQueryKey(challenge.id) });
      else void query.fetchNextPage();
    },
  };
}
