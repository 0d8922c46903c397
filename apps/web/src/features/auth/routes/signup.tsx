// /signup (spec §2 Sign-up): 'Create your account'. With no session (e-mail confirmation required)
// the person goes to /auth/confirm-email; with a session, to the optional phone step, then /dashboard.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRefreshSessionProfile } from '../api/refresh-session';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { PhoneStep } from '../components/modal/phone-step';
import { SignUpForm } from '../components/signup/signup-form';
import { type ConfirmEmailState } from '../config';
import { useDelayedAction } from '../hooks/use-delayed-action';

export default function SignUpRoute() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSessionProfile();
  const delayed = useDelayedAction();
  const [phoneStep, setPhoneStep] = useState(false);

  if (phoneStep) {
    return (
      <AuthCard title="Add Phone Number">
        <PhoneStep onDone={(delayMs) => delayed.schedule(() => void navigate(paths.dashboard, { replace: true }), delayMs)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Join Changamoto: challenges and wagers for adults 18+."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
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
