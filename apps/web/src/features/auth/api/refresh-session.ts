// After any sign-in: mark the session stale and read the fresh profile (one request either way).
import type { Profile } from '@changamoto/shared/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSessionQueryOptions, sessionQueryKey } from '@/lib/queries/session';

export async function refreshSessionProfile(queryClient: QueryClient): Promise<Profile | null> {
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  // An invalidated query counts as stale, so this refetches unless the invalidation just did.
  return queryClient.fetchQuery(getSessionQueryOptions());
}

export function useRefreshSessionProfile() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshSessionProfile(queryClient), [queryClient]);
}
