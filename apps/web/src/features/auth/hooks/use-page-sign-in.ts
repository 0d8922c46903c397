// After a sign-in on a page (/login, /auth/email-link, /auth/two-factor): where to go next.
// spec §2 Login: back to the page the user came from (location.state.from or ?redirectTo), else /dashboard.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import type { SignInResult } from '../api/types';
import { authPaths } from '../config';
import { redirectFromState, safeRedirectPath } from '../lib/redirect';
import { MODAL_MESSAGES } from '../messages';
import { useAfterSignIn } from './use-after-sign-in';

export function useRedirectTarget(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  return redirectFromState(location.state) ?? safeRedirectPath(params.get('redirectTo'));
}

/** Resolves to an error message when the sign-in left no session, otherwise navigates. */
export function usePageSignIn() {
  const target = useRedirectTarget();
  const afterSignIn = useAfterSignIn();
  const navigate = useNavigate();
  const authModal = useAuthModal();
  return useCallback(
    async (result: SignInResult): Promise<string | null> => {
      const outcome = await afterSignIn(result);
      if (outcome.kind === 'no-session') return MODAL_MESSAGES.sessionNotVerified;
      if (outcome.kind === 'two-factor') await navigate(authPaths.twoFactor(target), { replace: true });
      // A new account (phone or e-mail code) has no username yet: the callback page opens Complete Your Profile.
      else if (outcome.kind === 'new') await navigate(authPaths.callback(target), { replace: true });
      else {
        await navigate(target ?? paths.dashboard, { replace: true });
        // DOMAIN.md §7: an account that never confirmed 18+ is asked on arrival, before it reaches any token.
        if (!outcome.profile.isAdultConfirmed) authModal.open({ step: 'adult' });
      }
      return null;
    },
    [afterSignIn, navigate, target, authModal],
  );
}
