// The SMS way to reset a password (an account made with a phone number has no inbox):
// POST /api/auth/phone-number/request-password-reset sends a 6-digit code (the same answer whether
// the number has an account or not); POST /api/auth/phone-number/reset-password sets the new password
// with it; POST /api/auth/sign-in/phone-number then signs in on this device.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export function requestPhonePasswordReset(phoneNumber: string) {
  return authRequest<{ status: boolean }>('/phone-number/request-password-reset', { phoneNumber });
}

export function resetPhonePassword({ phoneNumber, otp, newPassword }: { phoneNumber: string; otp: string; newPassword: string }) {
  return authRequest<{ status: boolean }>('/phone-number/reset-password', { phoneNumber, otp, newPassword });
}

export function signInPhonePassword({ phoneNumber, password }: { phoneNumber: string; password: string }) {
  return authRequest<SignInResult>('/sign-in/phone-number', { phoneNumber, password });
}

export function useRequestPhonePasswordReset() {
  return useMutation({ mutationKey: ['auth', 'request-phone-password-reset'], mutationFn: requestPhonePasswordReset });
}

export function useResetPhonePassword() {
  return useMutation({ mutationKey: ['auth', 'reset-phone-password'], mutationFn: resetPhonePassword });
}
