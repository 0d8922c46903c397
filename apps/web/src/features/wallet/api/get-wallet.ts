// GET /api/wallet: balance (cash + bonus), withdrawable cash and region (DOMAIN.md §1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** lib/realtime.ts invalidates this key on balance.changed and transaction events. */
export const walletQueryKey = ['wallet'] as const;

export const getWalletQueryOptions = () => queryOptions({ queryKey: walletQueryKey, queryFn: ({ signal }) => api('getWallet', {}, { signal }) });

export function useWallet({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWalletQueryOptions(), enabled });
}
