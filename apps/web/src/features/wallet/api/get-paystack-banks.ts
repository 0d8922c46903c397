// GET /api/wallet/banks?type=: mobile-money providers or Kenyan banks (spec §7; cached 1 hour).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PayoutAccountType } from '../lib/payout-types';
import { walletQueryKey } from '@/lib/queries/wallet';

export const BANKS_STALE_MS = 60 * 60 * 1000;

export const getPaystackBanksQueryOptions = (type: PayoutAccountType) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'banks', type],
    // spec §5: provider lists are filtered by mobile_money or kepss.
    queryFn: async ({ signal }) => (await api('getPaystackBanks', { query: { type } }, { signal })).banks.filter((bank) => bank.type === type),
    staleTime: BANKS_STALE_MS,
    gcTime: BANKS_STALE_MS,
  });

export function usePaystackBanks(type: PayoutAccountType) {
  return useQuery(getPaystackBanksQueryOptions(type));
}
