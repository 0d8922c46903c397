// spec §2 Sign-up: after sign-up comes an optional 'Add Phone Number' step. An account that had to
// confirm its e-mail first never reached it (the sign-up ends on 'check your e-mail'), so the server
// says when to offer it — `offerPhoneStep`: e-mail confirmed, no phone, never shown — and this opens
// it at the first sign-in after that (issue #16 item 11), then /dashboard as the spec says. The step
// tells the server it was shown (api/phone-step-shown.ts), so it is offered once. Kept small: it runs
// in the layout of every page, reading the session every page already has.
import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { useSession } from '@/lib/auth/session';

export function usePhoneStepOffer() {
  const { profile } = useSession();
  const authModal = useAuthModal();
  // Once per page load and person, even if telling the server failed: never a modal that keeps coming back.
  const offeredTo = useRef<string | null>(null);
  // An account without a username is still in Complete Your Profile, whose next step is this one anyway.
  const due = Boolean(profile?.offerPhoneStep && profile.username && !authModal.request);
  const personId = profile?.id ?? null;

  useEffect(() => {
    if (!due || !personId || offeredTo.current === personId) return;
    offeredTo.current = personId;
    authModal.open({ step: 'phone', redirectTo: paths.dashboard });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- authModal changes with every request; `due` covers it
  }, [due, personId]);
}
