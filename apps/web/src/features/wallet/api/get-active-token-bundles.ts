// GET /api/wallet/bundles: the bundles on sale (spec §7 get_active_token_bundles).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletQueryKey } from '@/lib/queries/wallet';

export const bundlesQueryKey = [...walletQueryKey, 'bundles'] as const;

export const getActiveTokenBundlesQueryOptions = () => queryOptions({ queryKey: bundlesQueryKey, queryFn: async ({ signal }) => (await api('getActiveTokenBundles', {}, { signal })).bundles, staleTime: 5 * 60 * 1000 });

export function useActiveTokenBundles() {
  return useQuery(getActiveTokenBundlesQueryOptions());
}
