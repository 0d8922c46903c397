// Resend Email for the confirmation link (spec §2 Sign-up notice, §8 Resend email), 60 s lockout.
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useSendVerificationEmail } from '../../api/send-verification-email';
import { OTP_RESEND_LOCKOUT_SECONDS } from '../../config';
import { useCountdown } from '@/lib/use-countdown';
import { RESEND_EMAIL_MESSAGES, resendEmailErrorMessage } from '../../messages';
import { FormAlert } from '@/components/ui/form-field';
import { useAuthT } from '../../i18n';
import { ResendButton } from '../resend-button';

export function ResendEmailButton({ email }: { email: string | null }) {
  const t = useAuthT();
  const resend = useSendVerificationEmail();
  const countdown = useCountdown();
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    setError(null);
    if (!email) return setError(RESEND_EMAIL_MESSAGES.missingEmail);
    resend.mutate(email, {
      onSuccess: () => {
        countdown.start(OTP_RESEND_LOCKOUT_SECONDS);
        toast.success(RESEND_EMAIL_MESSAGES.sent);
      },
      onError: (cause) => setError(resendEmailErrorMessage(cause)),
    });
  };

  return (
    <div className="space-y-2">
      {error && <FormAlert>{error}</FormAlert>}
      <ResendButton label={t('auth.resend.email')} secondsLeft={countdown.secondsLeft} pending={resend.isPending} onClick={onClick} />
    </div>
  );
}
