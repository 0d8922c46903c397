// /auth/reset-password?token=…&email=…, the e-mailed link (1 hour, used once). Nothing happens on
// load (mail scanners fetch links): the person chooses a new password, every session of the account
// ends, and this device signs in with the new password → /dashboard (or the second factor first).
// A spent or expired link says so and offers a new one.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { signInEmail } from '../api/sign-in-email';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, newPasswordErrors, type NewPasswordErrors, type NewPasswordValues } from '../components/reset/new-password-fields';
import { authPaths } from '../config';
import { usePageSignIn } from '../hooks/use-page-sign-in';
import { useAuthT } from '../i18n';
import { errorFacts, RESET_MESSAGES, resetPasswordErrorMessage } from '../messages';

const LINK_ERROR_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']);

export default function ResetPasswordRoute() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const [passwords, setPasswords] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors>({});
  const reset = useResetPassword();
  const pageSignIn = usePageSignIn();
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [changed, setChanged] = useState(false);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!token) return;
    setError(null);
    const problems = newPasswordErrors(passwords);
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    const { password } = passwords;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: async () => {
          if (!email) return setChanged(true);
          setFinishing(true);
          // Every session ended with the reset: this device signs in again with the new password.
          const problem = await signInEmail({ email, password })
            .then(pageSignIn)
            .catch(() => RESET_MESSAGES.changed);
          if (problem) {
            setFinishing(false);
            setChanged(true);
          }
        },
        onError: (cause) => {
          if (LINK_ERROR_CODES.has(errorFacts(cause).code)) setLinkInvalid(true);
          else setError(resetPasswordErrorMessage(cause));
        },
      },
    );
  };

  if (linkInvalid) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <div className="space-y-4">
          <FormAlert>{RESET_MESSAGES.linkInvalid}</FormAlert>
          <ButtonLink to={authPaths.forgotPassword(email)} className="w-full">
            {t('auth.reset.requestNewLink')}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (changed) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <div className="space-y-4">
          <FormAlert tone="success">{RESET_MESSAGES.changed}</FormAlert>
          <Link to={paths.login} className="block text-center font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('auth.reset.goToSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const pending = reset.isPending || finishing;
  return (
    <AuthCard
      title={t('auth.reset.chooseTitle')}
      intro={email ? <RichText text={t('auth.reset.forEmail', { email })} components={{ strong: () => <strong className="break-all text-gray-900">{email}</strong> }} /> : t('auth.reset.signsOut')}
    >
      <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label={t('auth.reset.chooseTitle')}>
        {error && <FormAlert>{error}</FormAlert>}
        <NewPasswordFields id="reset" values={passwords} errors={fieldErrors} onChange={setPasswords} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t('auth.reset.resetting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
