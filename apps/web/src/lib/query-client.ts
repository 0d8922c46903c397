import { QueryClient } from '@tanstack/react-query';

// spec §7 caches: page queries stale for 5 minutes with one retry; features set their own stale times.
export const PAGE_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: PAGE_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
