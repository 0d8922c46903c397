// GET /api/admin/report?from&to: tokens outstanding by account kind, escrow, revenue and loss
// mitigation in the range, purchases and payouts per day (UTC days, `to` inclusive).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-action';

export const getReportQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'report', from, to],
    queryFn: ({ signal }) => api('adminReport', { query: { from, to } }, { signal }),
  });

export const useReport = (from: string, to: string) => useQuery(getReportQueryOptions(from, to));
