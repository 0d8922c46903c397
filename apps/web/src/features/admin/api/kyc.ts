// The KYC review queue (DOMAIN.md §7): submissions of one status, oldest first, 50 a page; one
// submission with its admin-only image paths; approve, or reject with the reason the user sees.
import type { KycSubmissionStatus } from '@changamoto/shared/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey, useAdminAction } from './use-admin-action';

export const getKycQueueQueryOptions = (status: KycSubmissionStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminQueryKey, 'kyc', 'list', status],
    queryFn: ({ pageParam, signal }) => api('adminListKycSubmissions', { query: { status, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useKycQueue = (status: KycSubmissionStatus) => useInfiniteQuery(getKycQueueQueryOptions(status));

export const getKycSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'kyc', 'submission', id],
    queryFn: ({ signal }) => api('adminGetKycSubmission', { params: { id } }, { signal }),
  });

export const useKycSubmission = (id: string) => useQuery(getKycSubmissionQueryOptions(id));

export const useApproveKyc = () => useAdminAction((id: string) => api('adminApproveKyc', { params: { id } }));

export const useRejectKyc = () => useAdminAction(({ id, reason }: { id: string; reason: string }) => api('adminRejectKyc', { params: { id }, body: { reason } }));
