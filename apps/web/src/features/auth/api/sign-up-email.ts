// POST /api/auth/sign-up/email: creates the account; the session starts only after the e-mail is confirmed.
import type { Region } from '@changamoto/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export interface SignUpInput {
  email: string;
  password: string;
  username: string;
  region: Region;
}

export function signUpEmail({ email, password, username, region }: SignUpInput) {
  // better-auth requires a name; ours is the public username (spec §3).
  return authRequest<SignInResult>('/sign-up/email', { email, password, name: username, username, region, isAdultConfirmed: true });
}

export function useSignUpEmail() {
  return useMutation({ mutationKey: ['auth', 'sign-up-email'], mutationFn: signUpEmail });
}
