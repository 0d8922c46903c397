// Auth modal, otp step ('Check Your Email'): the 6-digit code from the e-mail, Resend Code with the
// 60 s lockout (the first code was just sent, so the countdown starts at once).
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useSendEmailOtp } from '../../api/send-email-otp';
import { useSignInEmailOtp } from '../../api/sign-in-email-otp';
import { OTP_RESEND_LOCKOUT_SECONDS } from '../../config';
import { useAfterSignIn, type SignInOutcome } from '../../hooks/use-after-sign-in';
import { useCountdown } from '@/lib/use-countdown';
import { EMAIL_STEP_MESSAGES, MODAL_MESSAGES, otpResendErrorMessage, otpVerifyErrorMessage } from '../../messages';
import { CodeForm } from '../code-form';
import { ResendButton } from '../resend-button';

export function OtpStep({ email, onBack, onSignedIn }: { email: string; onBack: () => void; onSignedIn: (outcome: SignInOutcome) => void }) {
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
        We sent a 6-digit code and a sign-in link to <strong className="break-all text-gray-900">{email}</strong>. Enter the code below or open the link.
      </p>
      <CodeForm id="auth-otp" submitLabel="Verify Code" pendingLabel="Verifying..." pending={signIn.isPending || finishing} error={error} onSubmit={verify}>
        <ResendButton secondsLeft={countdown.secondsLeft} pending={resend.isPending} onClick={resendCode} />
      </CodeForm>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        Use a different email
      </button>
    </div>
  );
}
