// GET /api/wallet/withdrawal-estimate?tokens=: gross, fee and net KES of a redemption (spec §7
// estimate_token_withdrawal_value). The caller debounces the token count (spec §9: 300 ms).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletQueryKey } from '@/lib/queries/wallet';

export const estimateWithdrawalQueryOptions = (tokens: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'withdrawal-estimate', tokens],
    queryFn: ({ signal }) => api('estimateWithdrawal', { query: { tokens } }, { signal }),
    staleTime: 60 * 1000,
    retry: false,
  });

export function useWithdrawalEstimate(tokens: number | null) {
  return useQuery({ ...estimateWithdrawalQueryOptions(tokens ?? 0), enabled: tokens !== null, placeholderData: tokens === null ? undefined : keepPreviousData });
}
