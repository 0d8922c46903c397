// GET /api/dashboard/summary: the tokens the user has locked in running challenges and how many
// challenges they have (spec §2 Dashboard stat cards). Under ['challenges'], so creating, joining or
// backing a challenge (which invalidate it) refreshes the figures; otherwise cached 5 min (spec §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardSummaryQueryKey = ['challenges', 'dashboard', 'summary'] as const;

export const getDashboardSummaryQueryOptions = () => queryOptions({ queryKey: dashboardSummaryQueryKey, queryFn: ({ signal }) => api('getDashboardSummary', {}, { signal }) });

export function useDashboardSummary() {
  return useQuery(getDashboardSummaryQueryOptions());
}
