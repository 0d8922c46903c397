// Auth modal, signup-details step ('Complete Your Profile'). It decides once, from the session it
// opens with (spec §4): no session → back to the email step with an error; a user who already has
// a username → straight to the redirect; otherwise the form. Saving later must not re-decide.
import type { Profile } from '@changamoto/shared/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth/session';
import { useAuthT } from '../../i18n';
import { ProfileDetailsForm } from './profile-details-form';

export function SignupDetailsStep({ onNoSession, onAlreadyComplete, onSaved }: { onNoSession: () => void; onAlreadyComplete: () => void; onSaved: (profile: Profile) => void }) {
  const t = useAuthT();
  const { profile, isLoading } = useSession();
  // undefined: not decided yet; null: no session.
  const [opening, setOpening] = useState<Profile | null | undefined>(undefined);
  if (opening === undefined && !isLoading) setOpening(profile);

  const decide = useEffectEvent((session: Profile | null) => {
    if (!session) onNoSession();
    else if (session.username) onAlreadyComplete();
  });
  useEffect(() => {
    if (opening !== undefined) decide(opening);
  }, [opening]);

  if (opening === undefined) return <Spinner label={t('auth.profileDetails.checkingSession')} />;
  if (!opening || opening.username) return null;
  return <ProfileDetailsForm profile={opening} onSessionLost={onNoSession} onSaved={onSaved} />;
}
