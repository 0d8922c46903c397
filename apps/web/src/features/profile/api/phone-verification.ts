// Adding or changing the phone number: an SMS code to the new number, then verify it, which makes it
// the signed-in person's phone (better-auth phone-number plugin, updatePhoneNumber). spec §5 Phone, §8 Phone add / OTP.
import { useMutation } from '@tanstack/react-query';
import { AuthError, authRequest } from '@/lib/auth/auth-api';
import { useRefreshSession } from '@/lib/auth/session';

export const PHONE_OTP_MESSAGES = {
  rateLimited: 'Rate limit exceeded. Please wait before trying again.',
  sendFailed: 'Failed to resend OTP. Please try again later.',
  invalidOtp: 'Invalid or expired OTP. Please request a new one.',
  phoneTaken: 'This phone number is already linked to another account.',
  sessionInvalid: 'Your session is invalid or has expired. Please try logging in again.',
  addFailed: 'Failed to add phone number.',
  added: 'Phone number added successfully!',
} as const;

/** spec §9: OTP 6 digits, resend lockout 60 s. */
export const OTP_LENGTH = 6;
export const RESEND_LOCKOUT_SECONDS = 60;

export function sendPhoneOtp(phoneNumber: string) {
  return authRequest('/phone-number/send-otp', { phoneNumber });
}

export function verifyPhoneNumber({ phoneNumber, code }: { phoneNumber: string; code: string }) {
  return authRequest('/phone-number/verify', { phoneNumber, code, updatePhoneNumber: true });
}

export function sendOtpErrorMessage(error: unknown): string {
  if (error instanceof AuthError && (error.status === 429 || error.code === 'rate_limited')) return PHONE_OTP_MESSAGES.rateLimited;
  if (error instanceof AuthError && error.status === 401) return PHONE_OTP_MESSAGES.sessionInvalid;
  // Server-provided messages take precedence where present (spec §8).
  if (error instanceof AuthError && error.status >= 400 && error.status < 500) return error.message;
  return PHONE_OTP_MESSAGES.sendFailed;
}

export function verifyErrorMessage(error: unknown): string {
  if (!(error instanceof AuthError)) return PHONE_OTP_MESSAGES.addFailed;
  if (error.code === 'PHONE_NUMBER_EXIST' || error.code === 'PHONE_NUMBER_EXISTS') return PHONE_OTP_MESSAGES.phoneTaken;
  if (['INVALID_OTP', 'OTP_EXPIRED', 'OTP_NOT_FOUND', 'TOO_MANY_ATTEMPTS'].includes(error.code)) return PHONE_OTP_MESSAGES.invalidOtp;
  if (error.status === 401) return PHONE_OTP_MESSAGES.sessionInvalid;
  if (error.status === 429) return PHONE_OTP_MESSAGES.rateLimited;
  return PHONE_OTP_MESSAGES.addFailed;
}

export function useSendPhoneOtp() {
  return useMutation({ mutationKey: ['profile', 'phone', 'send-otp'], mutationFn: sendPhoneOtp });
}

export function useVerifyPhoneNumber() {
  const refreshSession = useRefreshSession();
  return useMutation({ mutationKey: ['profile', 'phone', 'verify'], mutationFn: verifyPhoneNumber, onSuccess: () => refreshSession() });
}
