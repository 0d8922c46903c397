// POST /api/auth/sign-in/email-otp: signs in with the e-mailed code, creating the account if it is new.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export function signInEmailOtp({ email, otp }: { email: string; otp: string }) {
  return authRequest<SignInResult>('/sign-in/email-otp', { email, otp });
}

export function useSignInEmailOtp() {
  return useMutation({ mutationKey: ['auth', 'sign-in-email-otp'], mutationFn: signInEmailOtp });
}
