import { QueryClient, type QueryFilters } from '@tanstack/react-query';

// spec §7 caches: page queries stale for 5 minutes with one retry; features set their own stale times.
export const PAGE_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: PAGE_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * invalidateQueries that also wins over a first fetch still running. TanStack Query refetches an
 * invalidated query by cancelling its running fetch only when the query already has data; a first
 * fetch (no data yet) is reused instead — and if it started before the change (a balance read while
 * the credit was committing), it keeps the old answer and the invalidation is lost. CI's referral
 * journey showed "0 Tokens" that way. Cancelling first makes the refetch start after the change.
 */
export async function refreshQueries(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
