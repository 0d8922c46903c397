// Adding or changing the phone number: an SMS code to the new number, then verify it, which makes it
// the signed-in person's phone (better-auth phone-number plugin, updatePhoneNumber). spec §5 Phone, §8 Phone add / OTP.
import { useMutation } from '@tanstack/react-query';
import { AuthError, authRequest } from '@/lib/auth/auth-api';
import { useRefreshSession } from '@/lib/auth/session';
import { translate } from '@/lib/i18n';
import '../i18n';

export const PHONE_OTP_MESSAGES = {
  get rateLimited() {
    return translate('profile.phone.rateLimited');
  },
  get sendFailed() {
    return translate('profile.phone.resendFailed');
  },
  get invalidOtp() {
    return translate('profile.phone.invalidOtp');
  },
  get phoneTaken() {
    return translate('profile.phone.exists');
  },
  get sessionInvalid() {
    return translate('profile.phone.sessionExpired');
  },
  get addFailed() {
    return translate('profile.phone.addFailed');
  },
  get added() {
    return translate('profile.phone.added');
  },
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
