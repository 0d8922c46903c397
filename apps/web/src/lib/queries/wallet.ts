// The wallet's shared server state: GET /api/wallet (balance: cash + bonus, withdrawable cash and
// region, DOMAIN.md §1) and the prefix of every wallet key. The top bar, the dashboard and the wallet
// page read one cache entry; lib/realtime.ts and every credit refresh it through these keys.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The balance. Refreshed exactly (exact: true), so its children (the history, bundles, banks) are not. */
export const walletQueryKey = ['wallet'] as const;
/** The history and, under it, one transaction's details; realtime and credits refresh it with its children. */
export const transactionsQueryKey = [...walletQueryKey, 'transactions'] as const;
/** One purchase by its reference (the callback page, the M-Pesa prompt's live status): realtime refreshes it on transaction events. */
export const paymentsQueryKey = [...walletQueryKey, 'payments'] as const;

export const getWalletQueryOptions = () => queryOptions({ queryKey: walletQueryKey, queryFn: ({ signal }) => api('getWallet', {}, { signal }) });

export function useWallet({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWalletQueryOptions(), enabled });
}
