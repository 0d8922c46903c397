// POST /api/auth/reset-password: the e-mailed link's token and the new password. Every session of the
// account ends; the page then signs in with the new password.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';

export function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return authRequest<{ status: boolean }>('/reset-password', { token, newPassword });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
