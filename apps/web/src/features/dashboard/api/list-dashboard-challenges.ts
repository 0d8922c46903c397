// The dashboard's challenge lists (spec §2 Dashboard): one short page of GET /api/challenges each,
// no paging — every section links to the full list.
import type { ClientInput, Contract } from '@changamoto/shared/contract/routes-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DashboardListParams = Omit<NonNullable<ClientInput<Contract['listChallenges']>['query']>, 'cursor' | 'limit'>;

/** spec §7 caches: dashboard user challenges and the active list 5 min; recommended and trending 10 min. */
export const DASHBOARD_STALE_TIME_MS = {
  userChallenges: 5 * 60 * 1000,
  activeList: 5 * 60 * 1000,
  recommended: 10 * 60 * 1000,
  trending: 10 * 60 * 1000,
} as const;

/** How many cards a section shows. */
export const DASHBOARD_LIST_LIMIT = 6;

/** spec §4: the dashboard's active challenges are those active, pending acceptance or pending verification. */
export const DASHBOARD_ACTIVE_STATUSES = 'active,pending_acceptance,pending_verification';

// Under ['challenges'], so joining, backing or creating a challenge (which invalidate it) refreshes these too.
export const dashboardChallengesQueryKey = (params: DashboardListParams, limit: number) => ['challenges', 'dashboard', params, limit] as const;

export const getDashboardChallengesQueryOptions = (params: DashboardListParams, { staleTime, limit = DASHBOARD_LIST_LIMIT }: { staleTime: number; limit?: number }) =>
  queryOptions({
    queryKey: dashboardChallengesQueryKey(params, limit),
    queryFn: async ({ signal }) => (await api('listChallenges', { query: { ...params, limit } }, { signal })).challenges,
    staleTime,
  });

export function useDashboardChallenges(params: DashboardListParams, options: { staleTime: number; limit?: number; enabled?: boolean }) {
  return useQuery({ ...getDashboardChallengesQueryOptions(params, options), enabled: options.enabled ?? true });
}
