// What every admin action shares: after a success everything cached is stale (the queue, the person,
// the challenge pages, the admin's own balance), so what is on screen refetches at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every admin query key starts with it. */
export const adminQueryKey = ['admin'] as const;

export function useAdminAction<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}
