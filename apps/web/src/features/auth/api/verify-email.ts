// GET /api/auth/verify-email?token=T: confirms the address and starts the session. Called only on a
// click, never on page load: mail scanners open links and would use up the token.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';

export function verifyEmail(token: string) {
  return authRequest<{ status: boolean }>(`/verify-email?${new URLSearchParams({ token }).toString()}`, undefined, { method: 'GET' });
}

export function useVerifyEmail() {
  return useMutation({ mutationKey: ['auth', 'verify-email'], mutationFn: verifyEmail });
}
