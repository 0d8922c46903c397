// /login, Use Phone (spec §2, §4 OTP flow): phone entry → code entry (back link, 6-digit code,
// Resend Code with a 60-second countdown) → signed in. A new number creates the account. A second code
// refused within the 60 s lockout shows the time left and a way back to the code already sent (issue #24
// item 13), instead of leaving the person at the number with nothing to do.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { AuthError } from '@/lib/auth/auth-api';
import { Button } from '@/components/ui/button';
import { RichText } from '@/lib/i18n';
import { useSendPhoneOtp } from '../../api/send-phone-otp';
import { useVerifyPhoneOtp } from '../../api/verify-phone-otp';
import { OTP_RESEND_LOCKOUT_SECONDS } from '../../config';
import { useCountdown } from '@/lib/use-countdown';
import { usePageSignIn } from '../../hooks/use-page-sign-in';
import { readPhoneInput } from '../../lib/phone-input';
import { useAuthT } from '../../i18n';
import { LOGIN_MESSAGES, otpResendErrorMessage, otpVerifyErrorMessage, phoneSendErrorMessage } from '../../messages';
import { CodeForm } from '../code-form';
import { FormAlert } from '@/components/ui/form-field';
import { PhoneNumberField } from '../phone-number-field';
import { ResendButton } from '../resend-button';

export function PhoneLogin() {
  const t = useAuthT();
  const [national, setNational] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  /** A send refused by the lockout: the number a code already went to in the last 60 s. */
  const [lockedOut, setLockedOut] = useState<string | null>(null);
  const sendOtp = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const pageSignIn = usePageSignIn();
  const countdown = useCountdown();

  /** The lockout's own clock (Retry-After), else a full lockout: the countdown shows the truth. */
  const lockoutSeconds = (cause: unknown) => (cause instanceof AuthError && cause.retryAfterSeconds ? cause.retryAfterSeconds : OTP_RESEND_LOCKOUT_SECONDS);
  const isLockout = (cause: unknown) => cause instanceof AuthError && cause.status === 429;

  const onSend = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setLockedOut(null);
    const result = readPhoneInput(national);
    if (!result.ok) return setInputError(result.message);
    setInputError(null);
    sendOtp.mutate(result.e164, {
      onSuccess: () => {
        setPhoneNumber(result.e164);
        countdown.start(OTP_RESEND_LOCKOUT_SECONDS);
      },
      onError: (cause) => {
        setError(phoneSendErrorMessage(cause));
        if (isLockout(cause)) {
          setLockedOut(result.e164);
          countdown.start(lockoutSeconds(cause));
        }
      },
    });
  };

  const resend = () => {
    if (!phoneNumber) return;
    setError(null);
    sendOtp.mutate(phoneNumber, {
      onSuccess: () => countdown.start(OTP_RESEND_LOCKOUT_SECONDS),
      onError: (cause) => {
        setError(otpResendErrorMessage(cause));
        if (isLockout(cause)) countdown.start(lockoutSeconds(cause));
      },
    });
  };

  const backToSentCode = () => {
    setPhoneNumber(lockedOut);
    setLockedOut(null);
    setError(null);
  };

  const onVerify = (code: string) => {
    if (!phoneNumber) return;
    setError(null);
    verify.mutate(
      { phoneNumber, code },
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

  if (!phoneNumber) {
    // Only the number that is locked out waits; another number can be sent a code at once.
    const typed = readPhoneInput(national);
    const waiting = lockedOut !== null && countdown.secondsLeft > 0 && typed.ok && typed.e164 === lockedOut;
    return (
      <form noValidate className="space-y-4" onSubmit={onSend} aria-label={t('auth.phoneLogin.formLabel')}>
        {error && <FormAlert>{error}</FormAlert>}
        {lockedOut && (
          <div className="space-y-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
            <p role="status">{countdown.secondsLeft > 0 ? t('auth.phoneLogin.lockedWait', { phone: lockedOut, seconds: countdown.secondsLeft }) : t('auth.phoneLogin.lockedReady', { phone: lockedOut })}</p>
            <Button type="button" variant="outline" className="w-full" onClick={backToSentCode}>
              {t('auth.phoneLogin.enterSentCode')}
            </Button>
          </div>
        )}
        <PhoneNumberField id="login-phone" countryCode="select" error={inputError} inputProps={{ autoFocus: true, value: national, onChange: (event) => setNational(event.target.value) }} />
        <Button type="submit" className="w-full" disabled={sendOtp.isPending || waiting}>
          {sendOtp.isPending ? t('auth.code.sending') : waiting ? t('auth.phoneLogin.sendOtpWait', { seconds: countdown.secondsLeft }) : t('auth.phoneLogin.sendOtp')}
        </Button>
      </form>
    );
  }

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
      <h2 className="text-lg font-semibold text-gray-900">{t('auth.phoneLogin.verifyTitle')}</h2>
      <p className="text-gray-700">
        <RichText text={t('auth.phone.codeSentTo', { phone: phoneNumber })} components={{ strong: () => <strong className="text-gray-900">{phoneNumber}</strong> }} />
      </p>
      <CodeForm id="login-phone-code" submitLabel={t('auth.code.verify')} pendingLabel={t('auth.code.verifying')} pending={verify.isPending || finishing} error={error} onSubmit={onVerify}>
        <ResendButton secondsLeft={countdown.secondsLeft} pending={sendOtp.isPending} onClick={resend} />
      </CodeForm>
    </div>
  );
}
