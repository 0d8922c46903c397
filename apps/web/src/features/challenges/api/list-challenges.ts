// One page after another of GET /api/challenges (spec §7 get_challenges_for_list_view), for every list
// of this feature: /challenges, /category/{name} and /my-challenges.
import type { ClientInput, Contract } from '@changamoto/shared/contract/routes-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What a list asks for; the cursor is the query's own business. */
export type ChallengeListParams = Omit<NonNullable<ClientInput<Contract['listChallenges']>['query']>, 'cursor'>;

export const CHALLENGE_LIST_PAGE_SIZE = 20;

/** spec §7 caches: my-challenges 2 min; lists 5 min; trending 10 min. */
export const LIST_STALE_TIME_MS = 5 * 60 * 1000;
export const TRENDING_STALE_TIME_MS = 10 * 60 * 1000;
export const MY_CHALLENGES_STALE_TIME_MS = 2 * 60 * 1000;

export const challengeListQueryKey = (params: ChallengeListParams) => ['challenges', 'list', params] as const;

export function listChallenges({ params, cursor, signal }: { params: ChallengeListParams; cursor?: string; signal?: AbortSignal }) {
  return api('listChallenges', { query: { limit: CHALLENGE_LIST_PAGE_SIZE, ...params, cursor } }, { signal });
}

export const getChallengeListQueryOptions = (params: ChallengeListParams, { staleTime = LIST_STALE_TIME_MS }: { staleTime?: number } = {}) =>
  infiniteQueryOptions({
    queryKey: challengeListQueryKey(params),
    queryFn: ({ pageParam, signal }) => listChallenges({ params, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.challenges),
    staleTime,
  });

export function useChallengeList(params: ChallengeListParams, options: { staleTime?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getChallengeListQueryOptions(params, options), enabled: options.enabled ?? true });
}
