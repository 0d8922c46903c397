// POST /api/auth/email-otp/send-verification-otp: a 6-digit code and a link to /auth/email-link.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';

export function sendEmailOtp(email: string) {
  return authRequest<{ success: boolean }>('/email-otp/send-verification-otp', { email, type: 'sign-in' });
}

export function useSendEmailOtp() {
  return useMutation({ mutationKey: ['auth', 'send-email-otp'], mutationFn: sendEmailOtp });
}
