// GET /api/challenges/:id: the challenge with players, totals, the first page of its participants,
// backers and winners, and the reader's own stakes (spec §7; the other pages: list-challenge-stakes.ts).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PERSONAL_QUERY_META } from '@/lib/auth/session';
import { sessionQueryKey } from '@/lib/queries/session';
import { walletQueryKey } from '@/lib/queries/wallet';

/** Under ['challenges'] so refreshing the lists refreshes the detail too. */
export const challengeQueryKey = (id: string) => ['challenges', 'detail', id] as const;

/** spec §7 Caches: challenge details 1 min. */
export const CHALLENGE_STALE_TIME_MS = 60 * 1000;

export const getChallengeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: challengeQueryKey(id),
    queryFn: ({ signal }) => api('getChallenge', { params: { id } }, { signal }).then((r) => r.challenge),
    staleTime: CHALLENGE_STALE_TIME_MS,
    // myStakes is the reader's own: read again when the signed-in person changes (lib/auth/session.ts).
    meta: PERSONAL_QUERY_META,
    // A decided challenge is being settled by a job: look again every 2 s until it is paid out.
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? 2000 : false),
  });

export function useChallenge(id: string) {
  return useQuery(getChallengeQueryOptions(id));
}

/** After any action: the challenge, the lists and the balance (tokens moved). */
export function useRefreshAfterAction() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: challengeQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: ['challenges'] }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true }),
    ]);
}
