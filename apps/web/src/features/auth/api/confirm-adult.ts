// POST /api/account/confirm-adult: the 18+ confirmation (DOMAIN.md §7) of an account that never saw the
// sign-up form's checkbox. The answer is the profile, which becomes the session at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';

export const confirmAdult = () => api('confirmAdult', { body: { isAdultConfirmed: true } });

export function useConfirmAdult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'confirm-adult'],
    mutationFn: confirmAdult,
    onSuccess: (profile) => queryClient.setQueryData(sessionQueryKey, profile),
  });
}
