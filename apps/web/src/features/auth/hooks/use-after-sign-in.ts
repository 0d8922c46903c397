// What happens after any sign-in answer: a second factor to ask for, or the fresh session's profile
// telling a new account (no username yet) from an existing one.
import type { Profile } from '@changamoto/shared/contract';
import { useCallback } from 'react';
import { useRefreshSessionProfile } from '../api/refresh-session';
import type { SignInResult } from '../api/types';

export type SignInOutcome = { kind: 'two-factor' } | { kind: 'no-session' } | { kind: 'new'; profile: Profile } | { kind: 'existing'; profile: Profile };

export function useAfterSignIn() {
  const refresh = useRefreshSessionProfile();
  return useCallback(
    async (result: SignInResult): Promise<SignInOutcome> => {
      if (result.twoFactorRedirect) return { kind: 'two-factor' };
      const profile = await refresh();
      if (!profile) return { kind: 'no-session' };
      return profile.username ? { kind: 'existing', profile } : { kind: 'new', profile };
    },
    [refresh],
  );
}
