// POST /api/auth/two-factor/verify-totp: finishes a sign-in that answered twoFactorRedirect.
import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/auth/auth-api';
import type { SignInResult } from './types';

export function verifyTotp({ code, trustDevice }: { code: string; trustDevice: boolean }) {
  return authRequest<SignInResult>('/two-factor/verify-totp', { code, trustDevice });
}

export function useVerifyTotp() {
  return useMutation({ mutationKey: ['auth', 'verify-totp'], mutationFn: verifyTotp });
}
