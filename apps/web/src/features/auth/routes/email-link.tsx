// /auth/email-link?email=E&code=C, the link in the sign-in e-mail. Nothing happens on load (mail
// scanners fetch links): the Sign in button uses the code, then it goes on as after an OTP sign-in.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { useSignInEmailOtp } from '../api/sign-in-email-otp';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@/components/ui/form-field';
import { usePageSignIn } from '../hooks/use-page-sign-in';
import { useAuthT } from '../i18n';
import { LOGIN_MESSAGES, otpVerifyErrorMessage } from '../messages';

export default function EmailLinkRoute() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  const signIn = useSignInEmailOtp();
  const pageSignIn = usePageSignIn();
  const [error, setError] = useState<string | null>(null);
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
  // A link without its e-mail or code cannot sign in; the sentence is read in the active language.
  const alert = error ?? (email && code ? null : t('auth.emailLink.incomplete'));
  return (
    <AuthCard
      title={t('auth.emailLink.title')}
      intro={email ? <RichText text={t('auth.emailLink.continueAs', { email })} components={{ strong: () => <strong className="break-all text-gray-900">{email}</strong> }} /> : undefined}
      footer={
        <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('auth.emailLink.otherWay')}
        </Link>
      }
    >
      <div className="space-y-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <Button size="lg" className="w-full" disabled={!email || !code || pending} onClick={onClick}>
          {pending ? t('auth.emailLink.signingIn') : t('auth.emailLink.signIn')}
        </Button>
      </div>
    </AuthCard>
  );
}
