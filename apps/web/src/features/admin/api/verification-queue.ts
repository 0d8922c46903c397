// GET /api/admin/queue: disputed, pending_verification and overdue active challenges, oldest first,
// with the players' claims side by side (issue #7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-action';

export const getVerificationQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'queue'],
    queryFn: async ({ signal }) => (await api('adminVerificationQueue', {}, { signal })).items,
  });

export const useVerificationQueue = () => useQuery(getVerificationQueueQueryOptions());
