// Two-factor authentication with an authenticator app (TOTP), through better-auth's two-factor plugin.
// Enabling returns the otpauth URI and backup codes; setup counts only after a code is verified.
import type { Profile } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authRequest } from '@/lib/auth/auth-api';
import { sessionQueryKey } from '@/lib/queries/session';
import { translate } from '@/lib/i18n';
import '../i18n';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export const TWO_FACTOR_MESSAGES = {
  get on() {
    return translate('profile.twoFactor.on');
  },
  get off() {
    return translate('profile.twoFactor.off');
  },
  get enableFailed() {
    return translate('profile.twoFactor.startFailed');
  },
  get invalidCode() {
    return translate('profile.twoFactor.invalidCode');
  },
  get disableFailed() {
    return translate('profile.twoFactor.disableFailed');
  },
} as const;

/** The Base32 secret inside an otpauth:// URI, for people who type it in instead of opening the link. */
export function totpSecret(totpURI: string): string | null {
  const match = /[?&]secret=([^&]+)/i.exec(totpURI);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Server-provided messages take precedence where present (spec §8); our own words otherwise. */
export function twoFactorErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

const passwordBody = (password: string | undefined) => (password ? { password } : {});

export function enableTwoFactor({ password }: { password?: string }) {
  return authRequest<TwoFactorSetup>('/two-factor/enable', passwordBody(password));
}

export function verifyTotp({ code }: { code: string }) {
  return authRequest('/two-factor/verify-totp', { code });
}

export function disableTwoFactor({ password }: { password?: string }) {
  return authRequest<{ status: boolean }>('/two-factor/disable', passwordBody(password));
}

export function useEnableTwoFactor() {
  return useMutation({ mutationKey: ['profile', 'two-factor', 'enable'], mutationFn: enableTwoFactor });
}

/** Shows the new state at once, then confirms it with a fresh read of the profile. */
function useSetTwoFactorEnabled() {
  const queryClient = useQueryClient();
  return (enabled: boolean) => {
    queryClient.setQueryData<Profile | null>(sessionQueryKey, (profile) => (profile ? { ...profile, twoFactorEnabled: enabled } : profile));
    return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

export function useVerifyTotp() {
  const setEnabled = useSetTwoFactorEnabled();
  return useMutation({ mutationKey: ['profile', 'two-factor', 'verify'], mutationFn: verifyTotp, onSuccess: () => setEnabled(true) });
}

export function useDisableTwoFactor() {
  const setEnabled = useSetTwoFactorEnabled();
  return useMutation({ mutationKey: ['profile', 'two-factor', 'disable'], mutationFn: disableTwoFactor, onSuccess: () => setEnabled(false) });
}
