// Auth modal, phone step ('Add Phone Number', optional): an SMS code adds the number to the signed-in
// account. Save Phone Number redirects after 1500 ms, Skip for Now after 1000 ms (spec §2, §4). Shown
// after Complete Your Profile, or at the first sign-in after the e-mail is confirmed
// (hooks/use-phone-step-offer.ts); either way the server hears it was shown, so it is offered once.
import { useEffect, useState } from 'react';
import { useMarkPhoneStepShown } from '../../api/phone-step-shown';
import { Button } from '@/components/ui/button';
import { RichText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSendPhoneOtp } from '../../api/send-phone-otp';
import { useVerifyPhoneOtp } from '../../api/verify-phone-otp';
import { OTP_RESEND_LOCKOUT_SECONDS, REDIRECT_DELAY_MS } from '../../config';
import { useCountdown } from '@/lib/use-countdown';
import { useAuthT } from '../../i18n';
import { readKenyanPhone } from '../../lib/phone-input';
import { PHONE_ADD_MESSAGES, phoneAddErrorMessage } from '../../messages';
import { CodeForm } from '../code-form';
import { FormAlert } from '@/components/ui/form-field';
import { PhoneNumberField } from '../phone-number-field';
import { ResendButton } from '../resend-button';

export function PhoneStep({ onDone }: { onDone: (delayMs: number) => void }) {
  const t = useAuthT();
  const [national, setNational] = useState('');
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const sendOtp = useSendPhoneOtp();
  const verify = useVerifyPhoneOtp();
  const countdown = useCountdown();
  const markShown = useMarkPhoneStepShown();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step appears
  useEffect(() => markShown.mutate(), []);

  const send = (target: string) => {
    setError(null);
    sendOtp.mutate(target, {
      onSuccess: () => {
        setPhoneNumber(target);
        countdown.start(OTP_RESEND_LOCKOUT_SECONDS);
      },
      onError: (cause) => setError(phoneAddErrorMessage(cause)),
    });
  };

  const onSendSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = readKenyanPhone(national);
    if (!result.ok) return setInputError(result.message);
    setInputError(null);
    send(result.e164);
  };

  const save = (code: string) => {
    if (!phoneNumber) return;
    setError(null);
    verify.mutate(
      { phoneNumber, code, updatePhoneNumber: true },
      {
        onSuccess: () => {
          setFinished(true);
          toast.success(PHONE_ADD_MESSAGES.added);
          onDone(REDIRECT_DELAY_MS.phoneSaved);
        },
        onError: (cause) => setError(phoneAddErrorMessage(cause)),
      },
    );
  };

  const skip = () => {
    setFinished(true);
    onDone(REDIRECT_DELAY_MS.skipped);
  };

  return (
    <div className="space-y-4">
      <p className="text-gray-700">{t('auth.phoneAdd.intro')}</p>
      {!phoneNumber ? (
        <form noValidate className="space-y-4" onSubmit={onSendSubmit}>
          {error && <FormAlert>{error}</FormAlert>}
          <PhoneNumberField id="add-phone" countryCode="prefix" error={inputError} inputProps={{ autoFocus: true, value: national, onChange: (event) => setNational(event.target.value) }} />
          <Button type="submit" className="w-full" disabled={sendOtp.isPending || finished}>
            {sendOtp.isPending ? t('auth.code.sending') : t('auth.phoneAdd.sendCode')}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-gray-700">
            <RichText text={t('auth.phone.codeSentTo', { phone: phoneNumber })} components={{ strong: () => <strong className="text-gray-900">{phoneNumber}</strong> }} />
          </p>
          <CodeForm id="add-phone-code" submitLabel={t('auth.phoneAdd.save')} pendingLabel={t('auth.phoneAdd.saving')} pending={verify.isPending || finished} error={error} onSubmit={save}>
            <ResendButton secondsLeft={countdown.secondsLeft} pending={sendOtp.isPending} onClick={() => send(phoneNumber)} />
          </CodeForm>
        </>
      )}
      <Button variant="outline" className="w-full" disabled={finished} onClick={skip}>
        {t('auth.phoneAdd.skip')}
      </Button>
    </div>
  );
}
