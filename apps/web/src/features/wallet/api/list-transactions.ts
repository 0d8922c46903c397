// GET /api/wallet/transactions: the latest 50, newest first (spec §7; cached 60 s, spec §7 Caches).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionsQueryKey } from '@/lib/queries/wallet';

export const TRANSACTIONS_STALE_MS = 60 * 1000;

export const listTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: transactionsQueryKey,
    queryFn: async ({ signal }) => (await api('listTransactions', {}, { signal })).transactions,
    staleTime: TRANSACTIONS_STALE_MS,
  });

export function useTransactions() {
  return useQuery(listTransactionsQueryOptions());
}
