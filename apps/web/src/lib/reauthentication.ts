// Proving it is still you before a sensitive change (DOMAIN.md §8): the server answers 403
// reauthentication_required to a session signed in more than 10 minutes ago; a code sent to the
// account's e-mail (or phone) and confirmed here lets the same action through on retry.
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { AuthError } from './auth/auth-api';

/** The server's refusal that asks for a code (from our API or from the guarded auth route). */
export function isReauthenticationRequired(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof AuthError) && error.code === 'reauthentication_required';
}

export function useSendReauthenticationCode() {
  return useMutation({ mutationKey: ['reauthentication', 'send-code'], mutationFn: () => api('sendReauthenticationCode') });
}

export function useConfirmReauthentication() {
  return useMutation({ mutationKey: ['reauthentication', 'confirm'], mutationFn: (code: string) => api('confirmReauthentication', { body: { code } }) });
}
