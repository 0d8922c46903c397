// POST /api/auth/send-verification-email: Resend Email (the server allows one per 60 s).
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';

export function sendVerificationEmail(email: string) {
  return authRequest<{ status: boolean }>('/send-verification-email', { email });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationKey: ['auth', 'send-verification-email'], mutationFn: sendVerificationEmail });
}
