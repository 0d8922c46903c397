// /auth/email-link?email=E&code=C, the link in the sign-in e-mail. Nothing happens on load (mail
// scanners fetch links): the Sign in button uses the code, then it goes on as after an OTP sign-in.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignInEmailOtp } from '../api/sign-in-email-otp';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@/components/ui/form-field';
import { usePageSignIn } from '../hooks/use-page-sign-in';
import { LOGIN_MESSAGES, otpVerifyErrorMessage } from '../messages';

const INCOMPLETE = 'This sign-in link is incomplete. Sign in again to get a new code.';

export default function EmailLinkRoute() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  const signIn = useSignInEmailOtp();
  const pageSignIn = usePageSignIn();
  const [error, setError] = useState<string | null>(email && code ? null : INCOMPLETE);
  const [finishing, setFinishing] = useState(false);

  const onClick = () => {
    if (!email || !code) return;
    setError(null);
    signIn.mutate(
      { email, otp: code },
      {
        onSuccess: async (result) => {
          setFinishing(true);
          const problem = await pageSignIn(result).catch(() => LOGIN_MESSAGES.fallback);
          if (problem) {
            setFinishing(false);
            setError(problem);
          }
        },
        onError: (cause) => setError(otpVerifyErrorMessage(cause)),
      },
    );
  };

  const pending = signIn.isPending || finishing;
  return (
    <AuthCard
      title="Sign in to Changamoto"
      intro={
        email ? (
          <>
            Press Sign in to continue as <strong className="break-all text-gray-900">{email}</strong>.
          </>
        ) : undefined
      }
      footer={
        <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Sign in another way
        </Link>
      }
    >
      <div className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Button size="lg" className="w-full" disabled={!email || !code || pending} onClick={onClick}>
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </div>
    </AuthCard>
  );
}
