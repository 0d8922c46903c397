// /signup (spec §2 Sign-up): 'Create your account'. With no session (e-mail confirmation required)
// the person goes to /auth/confirm-email; with a session, to the optional phone step, then /dashboard.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { usePreloadParts } from '@/lib/lazy-part';
import { useRefreshSessionProfile } from '../api/refresh-session';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { PhoneStep } from '../components/modal/phone-step-part';
import { SignUpForm } from '../components/signup/signup-form';
import { type ConfirmEmailState } from '../config';
import { useDelayedAction } from '../hooks/use-delayed-action';
import { useAuthT } from '../i18n';

export default function SignUpRoute() {
  const t = useAuthT();
  const navigate = useNavigate();
  const refreshSession = useRefreshSessionProfile();
  const delayed = useDelayedAction();
  const [phoneStep, setPhoneStep] = useState(false);
  usePreloadParts(PhoneStep);

  if (phoneStep) {
    return (
      <AuthCard title={t('auth.modal.title.phone')}>
        <PhoneStep onDone={(delayMs) => delayed.schedule(() => void navigate(paths.dashboard, { replace: true }), delayMs)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
      footer={
        <RichText
          text={t('auth.signup.haveAccount')}
          components={{
            link: (children) => (
              <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {children}
              </Link>
            ),
          }}
        />
      }
    >
      <div className="space-y-5">
        <SignUpForm
          onSignedUp={async ({ email, result }) => {
            if (!result.token) {
              const state: ConfirmEmailState = { email, fromSignUp: true };
              await navigate(paths.confirmEmail, { state });
              return;
            }
            await refreshSession().catch(() => null);
            setPhoneStep(true);
          }}
        />
        <GoogleButton />
      </div>
    </AuthCard>
  );
}
