// GET /api/wallet/payments/:reference: a purchase by its reference, polled by the callback page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentsQueryKey } from '@/lib/queries/wallet';

export const PAYMENT_POLL_MS = 2000;

const settled = new Set(['completed', 'failed', 'cancelled', 'refunded', 'failed_recredited']);

export const getPaymentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, reference],
    queryFn: ({ signal }) => api('getPayment', { params: { reference } }, { signal }),
    // Poll until the payment settles; a failed poll is retried by the next tick.
    refetchInterval: (query) => (query.state.data && settled.has(query.state.data.status) ? false : PAYMENT_POLL_MS),
    retry: false,
  });

export function usePayment(reference: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getPaymentQueryOptions(reference ?? ''), enabled: enabled && Boolean(reference) });
}
