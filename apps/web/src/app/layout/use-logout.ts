// spec §4 Logout (busy flag; on success toast, reset, go to /) and spec §8 Logout outcomes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthError } from '@/lib/auth/auth-api';
import { signOutRequest } from '@/lib/auth/session';
import { sessionQueryKey } from '@/lib/queries/session';
import { toast } from '@/lib/toast';
import { translate } from '@/lib/i18n';

/** The toasts of signing out, in the active language (read when shown). */
export const LOGOUT_MESSAGES = {
  get success() {
    return translate('common.logout.success');
  },
  get expired() {
    return translate('common.logout.expired');
  },
  get serverFailed() {
    return translate('common.logout.serverFailed');
  },
  get unexpected() {
    return translate('common.logout.unexpected');
  },
};

type Outcome = 'expired' | 'server-failed' | 'unexpected';

function classify(error: unknown): Outcome {
  // status 0 is authRequest's "could not reach the server": not an answer from the server.
  if (!(error instanceof AuthError) || error.status === 0) return 'unexpected';
  if (error.status === 401 || error.message.includes('JWT')) return 'expired';
  return 'server-failed';
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const busy = useRef(false);
  /** The page being left; the local reset waits until it is gone. */
  const leaving = useRef<string | null>(null);

  // Forget everything that belonged to the account and mark the session signed out at once (no
  // GET /api/profile round trip), so the bar switches to Sign In immediately.
  const resetLocally = () => {
    void queryClient.cancelQueries();
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, null);
  };

  // Reset only once the protected page is gone: if it saw a signed-out session first, it would open
  // the sign-in modal right after the person chose to log out.
  useEffect(() => {
    if (leaving.current === null || leaving.current === pathname) return;
    leaving.current = null;
    resetLocally();
  });

  const goHomeAndReset = () => {
    if (pathname === paths.home) return resetLocally();
    leaving.current = pathname;
    void navigate(paths.home);
  };

  const logout = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoggingOut(true);
    try {
      await signOutRequest();
      toast.success(LOGOUT_MESSAGES.success);
      goHomeAndReset();
    } catch (error) {
      const outcome = classify(error);
      if (outcome === 'server-failed') {
        toast.error(LOGOUT_MESSAGES.serverFailed);
      } else {
        if (outcome === 'expired') toast.info(LOGOUT_MESSAGES.expired);
        else toast.error(LOGOUT_MESSAGES.unexpected);
        goHomeAndReset();
      }
    } finally {
      busy.current = false;
      setLoggingOut(false);
    }
  };

  return { logout, isLoggingOut };
}
