// Forgot password, Use Phone (an account made with a phone number has no inbox): the number → a 6-digit
// code by SMS (the same answer whether an account has the number or not) → the code and a new
// password → every other session ends → signed in here with the new password → /dashboard (or the
// second factor first).
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { useCountdown } from '@/lib/use-countdown';
import { signInPhonePassword, useRequestPhonePasswordReset, useResetPhonePassword } from '../../api/phone-password-reset';
import { OTP_LENGTH, OTP_RESEND_LOCKOUT_SECONDS } from '../../config';
import { usePageSignIn } from '../../hooks/use-page-sign-in';
import { useAuthT } from '../../i18n';
import { readPhoneInput } from '../../lib/phone-input';
import { otpResendErrorMessage, RESET_MESSAGES, resetPasswordErrorMessage, resetRequestErrorMessage } from '../../messages';
import { codeProblem } from '../../lib/reset-rules';
import { PhoneNumberField } from '../phone-number-field';
import { ResendButton } from '../resend-button';
import { NewPasswordFields, newPasswordErrors, type NewPasswordErrors, type NewPasswordValues } from './new-password-fields';

export function PhoneReset() {
  const t = useAuthT();
  const [national, setNational] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPhonePasswordReset();
  const countdown = useCountdown();

  const onSend = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = readPhoneInput(national);
    if (!result.ok) return setInputError(result.message);
    setInputError(null);
    request.mutate(result.e164, {
      onSuccess: () => {
        setPhoneNumber(result.e164);
        countdown.start(OTP_RESEND_LOCKOUT_SECONDS);
      },
      onError: (cause) => setError(resetRequestErrorMessage(cause)),
    });
  };

  if (!phoneNumber) {
    return (
      <form noValidate className="space-y-4" onSubmit={onSend} aria-label={t('auth.reset.bySmsLabel')}>
        {error && <FormAlert>{error}</FormAlert>}
        <PhoneNumberField id="reset-phone" countryCode="select" error={inputError} inputProps={{ autoFocus: true, value: national, onChange: (event) => setNational(event.target.value) }} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? t('auth.code.sending') : t('auth.reset.sendCode')}
        </Button>
      </form>
    );
  }

  const resend = () => {
    setError(null);
    request.mutate(phoneNumber, { onSuccess: () => countdown.start(OTP_RESEND_LOCKOUT_SECONDS), onError: (cause) => setError(otpResendErrorMessage(cause)) });
  };

  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={() => {
          setPhoneNumber(null);
          setError(null);
        }}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('auth.phone.changeNumber')}
      </button>
      <FormAlert tone="success">{RESET_MESSAGES.codeSent}</FormAlert>
      {error && <FormAlert>{error}</FormAlert>}
      <PhoneCodeForm phoneNumber={phoneNumber}>
        <ResendButton secondsLeft={countdown.secondsLeft} pending={request.isPending} onClick={resend} />
      </PhoneCodeForm>
    </div>
  );
}

function PhoneCodeForm({ phoneNumber, children }: { phoneNumber: string; children: React.ReactNode }) {
  const t = useAuthT();
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors & { code?: string }>({});
  const reset = useResetPhonePassword();
  const pageSignIn = usePageSignIn();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [changed, setChanged] = useState(false);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const codeCheck = codeProblem(code);
    const problems = { ...newPasswordErrors(passwords), ...(codeCheck === true ? {} : { code: codeCheck }) };
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    const { password } = passwords;
    reset.mutate(
      { phoneNumber, otp: code.trim(), newPassword: password },
      {
        onSuccess: async () => {
          setFinishing(true);
          // Every session ended with the reset: this device signs in again with the new password.
          const problem = await signInPhonePassword({ phoneNumber, password })
            .then(pageSignIn)
            .catch(() => RESET_MESSAGES.changed);
          if (problem) {
            setFinishing(false);
            setChanged(true);
          }
        },
        onError: (cause) => {
          setCode('');
          setError(resetPasswordErrorMessage(cause));
        },
      },
    );
  };

  if (changed) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{RESET_MESSAGES.changed}</FormAlert>
        <Link to={paths.login} className="block text-center font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('auth.reset.goToSignIn')}
        </Link>
      </div>
    );
  }

  const pending = reset.isPending || finishing;
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label={t('auth.reset.chooseTitle')}>
      <p className="text-gray-700">
        <RichText text={t('auth.reset.enterPhoneCode', { phone: phoneNumber })} components={{ strong: () => <strong className="text-gray-900">{phoneNumber}</strong> }} />
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="reset-phone-code" label={t('auth.field.code')} error={fieldErrors.code}>
        {(control) => (
          <input
            {...control}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            className={`${controlClass} tracking-[0.5em]`}
          />
        )}
      </FormField>
      <NewPasswordFields id="reset-phone" values={passwords} errors={fieldErrors} onChange={setPasswords} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('auth.reset.resetting') : t('auth.reset.submit')}
      </Button>
      {children}
    </form>
  );
}
