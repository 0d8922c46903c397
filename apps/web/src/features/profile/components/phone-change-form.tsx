// Add or change the phone: national number → 'Send Code' → 6-digit code → 'Verify' (spec §2 Login
// OTP screen, §5 Phone and OTP, §8 Phone add and OTP, §9 resend lockout 60 s).
import { KENYA_COUNTRY_CODE, normalizeKenyanPhone } from '@changamoto/shared/domain';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { OTP_LENGTH, PHONE_OTP_MESSAGES, RESEND_LOCKOUT_SECONDS, sendOtpErrorMessage, useSendPhoneOtp, useVerifyPhoneNumber, verifyErrorMessage } from '../api/phone-verification';
import { controlClass, FormField } from '@/components/ui/form-field';
import { ReauthenticationPrompt } from '@/components/reauthentication-prompt';
import { isReauthenticationRequired } from '@/lib/reauthentication';
import { useCountdown } from '@/lib/use-countdown';
import { useProfileT } from '../i18n';
import { translate } from '@/lib/i18n';

/** spec §5 OTP: exactly 6 characters, digits only. */
function checkOtp(code: string): string | null {
  if (code.length !== OTP_LENGTH) return translate('profile.phone.otpLength');
  if (!/^\d+$/.test(code)) return translate('profile.phone.otpDigits');
  return null;
}

export function PhoneChangeForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useProfileT();
  const [national, setNational] = useState('');
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendOtp = useSendPhoneOtp();
  const verify = useVerifyPhoneNumber();
  const countdown = useCountdown();
  // The server wants proof it is still you before the number changes (DOMAIN.md §8); the same code is tried again after.
  const [awaitingProof, setAwaitingProof] = useState(false);

  const send = (e164: string) => {
    setError(null);
    sendOtp.mutate(e164, {
      onSuccess: () => {
        setPhoneNumber(e164);
        countdown.start(RESEND_LOCKOUT_SECONDS);
      },
      onError: (failure) => setError(sendOtpErrorMessage(failure)),
    });
  };

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    const result = normalizeKenyanPhone(national);
    if (!result.ok) return setError(result.message);
    send(result.e164);
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!phoneNumber) return;
    const problem = checkOtp(code.trim());
    if (problem) return setError(problem);
    setError(null);
    confirmChange(phoneNumber, code.trim());
  };

  const confirmChange = (e164: string, otp: string) =>
    verify.mutate(
      { phoneNumber: e164, code: otp },
      {
        onSuccess: () => {
          toast.success(PHONE_OTP_MESSAGES.added);
          onDone();
        },
        onError: (failure) => (isReauthenticationRequired(failure) ? setAwaitingProof(true) : setError(verifyErrorMessage(failure))),
      },
    );

  const backToNumber = () => {
    setPhoneNumber(null);
    setCode('');
    setError(null);
  };

  if (!phoneNumber) {
    return (
      <form noValidate onSubmit={onSendCode} aria-label={t('profile.phone.changeLabel')} className="mt-3 space-y-3">
        <FormField id="phone-national" label={t('profile.phone.newNumber')} hint={t('profile.phone.newNumberHint')} error={error ?? undefined}>
          {(control) => (
            <div className="flex items-stretch gap-2">
              <span className="mt-1.5 inline-flex items-center rounded-lg border border-gray-300 bg-gray-100 px-3 text-base text-gray-800">{KENYA_COUNTRY_CODE}</span>
              <input {...control} value={national} onChange={(e) => setNational(e.target.value)} type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="712345678" className={controlClass} />
            </div>
          )}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={sendOtp.isPending}>
            {sendOtp.isPending ? t('profile.phone.sending') : t('profile.phone.sendCode')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('profile.dialog.cancel')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <form noValidate onSubmit={onVerify} aria-label={t('profile.phone.verifyLabel')} className="mt-3 space-y-3">
        <button type="button" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline" onClick={backToNumber}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('profile.phone.useDifferent')}
        </button>
        <FormField id="phone-code" label={t('profile.phone.code')} hint={t('profile.phone.codeHint', { phone: phoneNumber })} error={error ?? undefined}>
          {(control) => <input {...control} value={code} onChange={(e) => setCode(e.target.value)} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} className={controlClass} />}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={verify.isPending}>
            {verify.isPending ? t('profile.phone.verifying') : t('profile.phone.verify')}
          </Button>
          <Button variant="ghost" size="sm" disabled={countdown.secondsLeft > 0 || sendOtp.isPending} onClick={() => send(phoneNumber)}>
            {countdown.secondsLeft > 0 ? t('profile.phone.resendIn', { seconds: countdown.secondsLeft }) : t('profile.phone.resend')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('profile.dialog.cancel')}
          </Button>
        </div>
      </form>
      {awaitingProof && (
        <div className="mt-3">
          <ReauthenticationPrompt
            action={t('profile.phone.changeLink')}
            onCancel={() => setAwaitingProof(false)}
            onConfirmed={() => {
              setAwaitingProof(false);
              confirmChange(phoneNumber, code.trim());
            }}
          />
        </div>
      )}
    </>
  );
}
