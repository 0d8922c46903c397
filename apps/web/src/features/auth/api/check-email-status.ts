// POST /api/account/email-status: the modal's existing-user check (spec §4), only to greet people.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function checkEmailStatus(email: string) {
  return api('getEmailStatus', { body: { email } });
}

export function useCheckEmailStatus() {
  return useMutation({ mutationKey: ['auth', 'email-status'], mutationFn: checkEmailStatus });
}
