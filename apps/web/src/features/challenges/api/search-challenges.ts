// One page after another of GET /api/challenges/search (issue #17 §2): the results at /challenges?q=…
import type { ClientInput, Contract } from '@changamoto/shared/contract/routes-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CHALLENGE_LIST_PAGE_SIZE } from './list-challenges';

export type ChallengeSearchParams = Omit<NonNullable<ClientInput<Contract['searchChallenges']>['query']>, 'cursor' | 'limit'>;

/** A search's results change as challenges do; a minute is fresh enough and spares repeated asks. */
export const SEARCH_STALE_TIME_MS = 60 * 1000;

export const getChallengeSearchQueryOptions = (params: ChallengeSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['challenges', 'search', params] as const,
    queryFn: ({ pageParam, signal }) => api('searchChallenges', { query: { ...params, limit: CHALLENGE_LIST_PAGE_SIZE, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.challenges),
    staleTime: SEARCH_STALE_TIME_MS,
  });

export function useChallengeSearch(params: ChallengeSearchParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getChallengeSearchQueryOptions(params), enabled: options.enabled ?? true });
}
