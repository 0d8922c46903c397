// POST /api/auth/request-password-reset: a reset link by e-mail (1 hour, used once). The answer is
// the same whether the address has an account or not.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';

export function requestPasswordReset(email: string) {
  return authRequest<{ status: boolean }>('/request-password-reset', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'request-password-reset'], mutationFn: requestPasswordReset });
}
