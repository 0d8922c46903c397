// GET /api/wallet/payout-accounts: active payout accounts, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletQueryKey } from '@/lib/queries/wallet';

export const payoutAccountsQueryKey = [...walletQueryKey, 'payout-accounts'] as const;

export const listPayoutAccountsQueryOptions = () => queryOptions({ queryKey: payoutAccountsQueryKey, queryFn: async ({ signal }) => (await api('listPayoutAccounts', {}, { signal })).accounts });

export function usePayoutAccounts() {
  return useQuery(listPayoutAccountsQueryOptions());
}
