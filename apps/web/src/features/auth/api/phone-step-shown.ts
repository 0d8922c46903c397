// POST /api/profile/phone-step: the optional 'Add Phone Number' step is on screen, so the server stops
// offering it (profile.offerPhoneStep). Sent whenever the step appears — after Complete Your Profile
// too — so that nobody is offered it twice.
import type { Profile } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/queries/session';

export function useMarkPhoneStepShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('markPhoneStepShown'),
    // Only the flag: the rest of the cached profile (the balance) stays as the session read it.
    onSuccess: () => queryClient.setQueryData<Profile | null>(sessionQueryKey, (profile) => (profile ? { ...profile, offerPhoneStep: false } : profile)),
  });
}
