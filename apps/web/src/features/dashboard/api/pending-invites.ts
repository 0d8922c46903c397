// GET /api/dashboard/invites and POST /api/challenges/:id/invite-response from the dashboard: the
// two_player invites still waiting for the signed-in player B, with Accept and Reject right there
// (issue #16 item 8: a clicked invite notification is read and leaves the unread list, so the
// dashboard keeps the invite findable). Accepting moves B's stake, so it carries an Idempotency-Key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';
import { walletQueryKey } from '@/lib/queries/wallet';

// Under ['challenges'], so whatever refreshes the challenge lists (creating, joining, backing) refreshes this too.
export const pendingInvitesQueryKey = ['challenges', 'dashboard', 'invites'] as const;

export const getPendingInvitesQueryOptions = () =>
  queryOptions({
    queryKey: pendingInvitesQueryKey,
    queryFn: async ({ signal }) => (await api('listPendingInvites', {}, { signal })).invites,
  });

export function usePendingInvites() {
  return useQuery(getPendingInvitesQueryOptions());
}

export interface RespondVariables {
  id: string;
  action: 'accept' | 'reject';
  idempotencyKey: string;
}

export function useRespondToInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, idempotencyKey }: RespondVariables) => api('respondChallengeInvite', { params: { id }, body: { action } }, { idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['challenges'] }),
        // Accepting spends tokens: the balance in the top bar and the stat cards.
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true }),
      ]),
  });
}
