// POST /api/auth/phone-number/verify: signs in by SMS code (creating the account if new), or with
// updatePhoneNumber adds the number to the signed-in account (the modal's Add Phone Number step).
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export interface VerifyPhoneInput {
  phoneNumber: string;
  code: string;
  updatePhoneNumber?: boolean;
}

export function verifyPhoneOtp({ phoneNumber, code, updatePhoneNumber }: VerifyPhoneInput) {
  return authRequest<SignInResult & { status?: boolean }>('/phone-number/verify', updatePhoneNumber ? { phoneNumber, code, updatePhoneNumber } : { phoneNumber, code });
}

export function useVerifyPhoneOtp() {
  return useMutation({ mutationKey: ['auth', 'verify-phone-otp'], mutationFn: verifyPhoneOtp });
}
