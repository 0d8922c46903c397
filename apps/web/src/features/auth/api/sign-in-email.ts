// POST /api/auth/sign-in/email: e-mail and password.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export function signInEmail({ email, password }: { email: string; password: string }) {
  return authRequest<SignInResult>('/sign-in/email', { email, password });
}

export function useSignInEmail() {
  return useMutation({ mutationKey: ['auth', 'sign-in-email'], mutationFn: signInEmail });
}
