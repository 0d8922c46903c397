// No play before 'Complete Your Profile' (issue #24 item 1, spec §2 Auth callback): a signed-in person
// without a username or the 18+ confirmation is sent from any page that moves tokens to /get-started,
// where the step opens (features/onboarding). The server refuses such movements anyway
// (profile_incomplete, adult_confirmation_required); this keeps people from reaching forms that fail.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { isProfileIncomplete } from '@/lib/auth/profile-complete';
import { useSession } from '@/lib/auth/session';

/** For a page anyone may see (a challenge): only a signed-in, unfinished account is sent to the step. */
export function CompleteProfileGate({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  if (profile && isProfileIncomplete(profile)) return <Navigate to={paths.getStarted} replace />;
  return <>{children}</>;
}
