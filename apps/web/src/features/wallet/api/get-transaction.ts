// GET /api/wallet/transactions/:id: one of the caller's transactions (the /transactions/{id} page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionsQueryKey } from '@/lib/queries/wallet';

export const getTransactionQueryOptions = (id: string) => queryOptions({ queryKey: [...transactionsQueryKey, id], queryFn: ({ signal }) => api('getTransaction', { params: { id } }, { signal }), retry: false });

export function useTransaction(id: string) {
  return useQuery(getTransactionQueryOptions(id));
}
