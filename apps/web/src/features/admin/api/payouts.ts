// GET /api/admin/payouts?status=in_flight|failed and POST /api/admin/payouts/:id/retry (the same
// transfer reference, so a retry can never pay twice).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey, useAdminAction } from './use-admin-action';

export type PayoutList = 'in_flight' | 'failed';

export const getPayoutsQueryOptions = (status: PayoutList) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'payouts', status],
    queryFn: async ({ signal }) => (await api('adminListPayouts', { query: { status } }, { signal })).payouts,
  });

export const usePayouts = (status: PayoutList) => useQuery(getPayoutsQueryOptions(status));

export const useRetryPayout = () => useAdminAction(async (id: string) => (await api('adminRetryPayout', { params: { id } })).message);
