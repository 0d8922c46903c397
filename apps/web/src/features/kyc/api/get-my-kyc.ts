// GET /api/kyc: the caller's identity verification — status, the reason of a rejection, and the
// latest submission (DOMAIN.md §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const kycQueryKey = ['kyc'] as const;
/** While documents wait for review, look again now and then so a decision shows without a reload. */
export const KYC_PENDING_REFETCH_MS = 30_000;

export const getMyKycQueryOptions = () => queryOptions({ queryKey: kycQueryKey, queryFn: ({ signal }) => api('getMyKyc', {}, { signal }) });

export function useMyKyc() {
  return useQuery({ ...getMyKycQueryOptions(), refetchInterval: (query) => (query.state.data?.status === 'pending' ? KYC_PENDING_REFETCH_MS : false) });
}
