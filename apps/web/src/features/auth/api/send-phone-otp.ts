// POST /api/auth/phone-number/send-otp: an SMS code to a +254 number (one per 60 s).
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';

export function sendPhoneOtp(phoneNumber: string) {
  return authRequest<{ message?: string }>('/phone-number/send-otp', { phoneNumber });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationKey: ['auth', 'send-phone-otp'], mutationFn: sendPhoneOtp });
}
