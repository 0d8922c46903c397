// Auth modal, otp step ('Check Your Email'): the 6-digit code from the e-mail, Resend Code with the
// 60 s lockout (the first code was just sent, so the countdown starts at once).
import { useState } from 'react';
import { RichText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSendEmailOtp } from '../../api/send-email-otp';
import { useSignInEmailOtp } from '../../api/sign-in-email-otp';
import { OTP_RESEND_LOCKOUT_SECONDS } from '../../config';
import { useAfterSignIn, type SignInOutcome } from '../../hooks/use-after-sign-in';
import { useCountdown } from '@/lib/use-countdown';
import { useAuthT } from '../../i18n';
import { EMAIL_STEP_MESSAGES, MODAL_MESSAGES, otpResendErrorMessage, otpVerifyErrorMessage } from '../../messages';
import { CodeForm } from '../code-form';
import { ResendButton } from '../resend-button';

export function OtpStep({ email, onBack, onSignedIn }: { email: string; onBack: () => void; onSignedIn: (outcome: SignInOutcome) => void }) {
  const t = useAuthT();
  const signIn = useSignInEmailOtp();
  const resend = useSendEmailOtp();
  const afterSignIn = useAfterSignIn();
  const countdown = useCountdown({ startAt: OTP_RESEND_LOCKOUT_SECONDS });
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const verify = (otp: string) => {
    setError(null);
    signIn.mutate(
      { email, otp },
      {
        onSuccess: async (result) => {
          setFinishing(true);
          try {
            onSignedIn(await afterSignIn(result));
          } catch {
            setFinishing(false);
            setError(MODAL_MESSAGES.sessionNotVerified);
          }
        },
        onError: (cause) => setError(otpVerifyErrorMessage(cause)),
      },
    );
  };

  const resendCode = () => {
    setError(null);
    resend.mutate(email, {
      onSuccess: () => {
        countdown.start(OTP_RESEND_LOCKOUT_SECONDS);
        toast.success(EMAIL_STEP_MESSAGES.signInLinkSent);
      },
      onError: (cause) => setError(otpResendErrorMessage(cause)),
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        <RichText text={t('auth.otpStep.sentTo', { email })} components={{ strong: () => <strong className="break-all text-gray-900">{email}</strong> }} />
      </p>
      <CodeForm id="auth-otp" submitLabel={t('auth.otpStep.verifyCode')} pendingLabel={t('auth.code.verifying')} pending={signIn.isPending || finishing} error={error} onSubmit={verify}>
        <ResendButton secondsLeft={countdown.secondsLeft} pending={resend.isPending} onClick={resendCode} />
      </CodeForm>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('auth.otpStep.differentEmail')}
      </button>
    </div>
  );
}
