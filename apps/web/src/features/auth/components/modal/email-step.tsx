// Auth modal, email step (spec §2, §4): passwordless by default — a sign-in code and link by e-mail,
// which sign in or create the account alike — with an optional password sign-in (spec §8 Modal password sign-in).
import { useState } from 'react';
import { useForm, useWatch } from '@/lib/forms/use-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useAuthModal } from '@/lib/auth-modal';
import { toast } from '@/lib/toast';
import { useSendEmailOtp } from '../../api/send-email-otp';
import { useSignInEmail } from '../../api/sign-in-email';
import { authPaths } from '../../config';
import { useAfterSignIn, type SignInOutcome } from '../../hooks/use-after-sign-in';
import { useAuthT } from '../../i18n';
import { EMAIL_STEP_MESSAGES, emailStepErrorMessage, LOGIN_MESSAGES, MODAL_MESSAGES, modalPasswordErrorMessage } from '../../messages';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';

const isEmail = (value: string) => z.email().safeParse(value).success;

interface EmailStepValues {
  email: string;
  password: string;
}

export function EmailStep({
  defaultEmail,
  notice,
  onCodeSent,
  onPasswordSignIn,
}: {
  defaultEmail: string;
  /** A message carried back to this step (e.g. the session could not be verified). */
  notice: string | null;
  onCodeSent: (details: { email: string }) => void;
  onPasswordSignIn: (outcome: SignInOutcome) => void;
}) {
  const t = useAuthT();
  const [usePassword, setUsePassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(notice);
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<EmailStepValues>({ defaultValues: { email: defaultEmail, password: '' } });
  const authModal = useAuthModal();
  const typedEmail = useWatch({ control, name: 'email' }).trim().toLowerCase();
  const { errors } = formState;
  const sendOtp = useSendEmailOtp();
  const signIn = useSignInEmail();
  const afterSignIn = useAfterSignIn();
  const [finishing, setFinishing] = useState(false);

  const sendCode = (email: string) => {
    if (!isEmail(email)) return setError('email', { message: LOGIN_MESSAGES.invalidEmail });
    // No "is there an account?" look-up first: the same code signs in or creates the account, and an
    // answer to that question would let anyone list our members' e-mails (issue #15).
    sendOtp.mutate(email, {
      onSuccess: () => {
        toast.success(EMAIL_STEP_MESSAGES.signInLinkSent);
        onCodeSent({ email });
      },
      onError: (error) => setFormError(emailStepErrorMessage(error)),
    });
  };

  const signInWithPassword = (email: string, password: string) => {
    if (!email) return setFormError(MODAL_MESSAGES.emailMissing);
    if (!isEmail(email)) return setFormError(MODAL_MESSAGES.emailInvalid);
    if (!password) return setError('password', { message: MODAL_MESSAGES.passwordRequired });
    signIn.mutate(
      { email, password },
      {
        onSuccess: async (result) => {
          setFinishing(true);
          try {
            onPasswordSignIn(await afterSignIn(result));
          } catch {
            setFinishing(false);
            setFormError(MODAL_MESSAGES.sessionNotVerified);
          }
        },
        onError: (error) => {
          setValue('password', '');
          setFormError(modalPasswordErrorMessage(error));
        },
      },
    );
  };

  const onSubmit = handleSubmit(({ email, password }) => {
    setFormError(null);
    const trimmed = email.trim().toLowerCase();
    if (usePassword) signInWithPassword(trimmed, password);
    else sendCode(trimmed);
  });

  const busy = sendOtp.isPending || signIn.isPending || finishing;
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <p className="text-gray-700">{t('auth.emailStep.intro')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField id="auth-email" label={t('auth.field.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} autoFocus type="email" inputMode="email" autoComplete="email" className={controlClass} />}
      </FormField>
      {usePassword && (
        <FormField id="auth-password" label={t('auth.field.password')} error={errors.password?.message}>
          {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" className={controlClass} />}
        </FormField>
      )}
      {usePassword && (
        <div className="text-right">
          {/* The reset pages are their own: the modal closes on the way there. */}
          <Link to={authPaths.forgotPassword(isEmail(typedEmail) ? typedEmail : null)} onClick={() => authModal.close()} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {usePassword ? (signIn.isPending || finishing ? t('auth.login.signingIn') : t('auth.login.signIn')) : busy ? t('auth.code.sending') : t('auth.emailStep.continue')}
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        disabled={busy}
        onClick={() => {
          setFormError(null);
          setUsePassword((value) => !value);
        }}
      >
        {usePassword ? t('auth.emailStep.codeInstead') : t('auth.emailStep.passwordInstead')}
      </Button>
    </form>
  );
}
