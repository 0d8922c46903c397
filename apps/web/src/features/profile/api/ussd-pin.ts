// GET/PUT /api/profile/ussd-pin (issue #19 §3): whether the 4-digit USSD PIN is set (and locked), and
// setting or changing it. A change answers with the new status, which replaces the cached one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ussdPinQueryKey = ['profile', 'ussd-pin'] as const;

export function useUssdPin() {
  return useQuery(queryOptions({ queryKey: ussdPinQueryKey, queryFn: ({ signal }) => api('getUssdPin', {}, { signal }) }));
}

export function useSetUssdPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { pin: string; currentPin?: string }) => api('setUssdPin', { body }),
    onSuccess: ({ status }) => queryClient.setQueryData(ussdPinQueryKey, status),
  });
}
