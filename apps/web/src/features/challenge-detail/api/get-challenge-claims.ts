// GET /api/challenges/:id/claims: the players' result claims with notes and evidence paths, and the
// admin's decision with its reason — for the challenge's players and admins only (DOMAIN.md §9).
import type { ChallengeClaims } from '@changamoto/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PERSONAL_QUERY_META } from '@/lib/auth/session';

/** Under the challenge's key, so refreshing the challenge after an action refreshes its claims too. */
export const challengeClaimsQueryKey = (id: string) => ['challenges', 'detail', id, 'claims'] as const;

export const getChallengeClaimsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeClaimsQueryKey(id),
    queryFn: ({ signal }): Promise<ChallengeClaims> => api('getChallengeClaims', { params: { id } }, { signal }),
    meta: PERSONAL_QUERY_META,
  });

export function useChallengeClaims(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getChallengeClaimsQueryOptions(id), enabled });
}
