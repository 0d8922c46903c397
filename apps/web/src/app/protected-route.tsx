// spec §2 protected routes: with no session the auth modal opens with the current path as its
// redirect target, and the visitor goes to /. While the session loads: the page's shell when it has
// one (app/route-shells.tsx), else the 100 ms-debounced spinner.
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { isProfileIncomplete } from '@/lib/auth/profile-complete';
import { useSession } from '@/lib/auth/session';
import { useSharedT } from '@/lib/i18n';
import { PROFILE_FETCH_MESSAGES } from '@/lib/queries/session';
import { ProfileFetchFailed } from './profile-fetch-failed';

/** `play`: the page moves tokens, so an unfinished account goes to 'Complete Your Profile' first (issue #24 item 1). */
export function ProtectedRoute({ children, loading, play = false }: { children: ReactNode; loading?: ReactNode; play?: boolean }) {
  const session = useSession();
  const t = useSharedT();
  // The session arriving mounts the whole page. Session updates render synchronously (TanStack Query
  // subscribes with useSyncExternalStore), so that mount would be one long task on a slow phone;
  // deferred, React builds the page in slices while the loading state stays up a moment longer.
  const isLoading = useDeferredValue(session.isLoading);
  const profile = useDeferredValue(session.profile);
  const location = useLocation();
  const authModal = useAuthModal();
  const redirectTo = `${location.pathname}${location.search}`;
  // A profile that could not be read (spec §8 'Profile fetch timed out.' / 'No profile data returned.')
  // is not a sign-out: say so and offer a retry, never send the person away as signed out.
  const failed = !isLoading && !profile && session.error !== null;
  const signedOut = !isLoading && !profile && !failed;

  useEffect(() => {
    if (signedOut) authModal.open({ step: 'email', redirectTo });
    // Open once per visit of a protected path, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, redirectTo]);

  if (isLoading) return loading ?? <Spinner label={t('shell.loading')} />;
  if (failed) return <ProfileFetchFailed message={session.error?.message ?? PROFILE_FETCH_MESSAGES.noData} retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  if (!profile) return <Navigate to={paths.home} replace />;
  if (play && isProfileIncomplete(profile)) return <Navigate to={paths.getStarted} replace />;
  return <>{children}</>;
}
