// POST /api/auth/sign-in/social (better-auth 1.7 serves generic OAuth providers there): returns Google's consent URL; every outcome comes back to /auth/callback.
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { authRequest } from '@/lib/auth/auth-api';

export async function signInWithGoogle() {
  const { url } = await authRequest<{ url: string; redirect: boolean }>('/sign-in/social', {
    provider: 'google',
    callbackURL: paths.authCallback,
    newUserCallbackURL: paths.authCallback,
    errorCallbackURL: paths.authCallback,
  });
  window.location.href = url;
}

export function useSignInWithGoogle() {
  return useMutation({ mutationKey: ['auth', 'sign-in-google'], mutationFn: signInWithGoogle });
}
