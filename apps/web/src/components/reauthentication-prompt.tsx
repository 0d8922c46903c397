// Asked inline when the server wants proof it is still you (403 reauthentication_required): send a
// code to the account's e-mail or phone, enter it, and the action that was refused runs again.
// Not a <form>: it sits beside the form whose action it unlocks, and forms cannot nest.
import { REAUTHENTICATION_CODE_LENGTH } from '@changamoto/shared/domain';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField, controlClass } from '@/components/ui/form-field';
import { serverMessageOr } from '@/lib/api-client';
import { translate, useSharedT } from '@/lib/i18n';
import { useReauthT } from './reauthentication-catalog';
import { useConfirmReauthentication, useSendReauthenticationCode } from '@/lib/reauthentication';
import { useCountdown } from '@/lib/use-countdown';

const RESEND_SECONDS = 60;

/** `action`: what the code unlocks, in words that finish "before you …" (e.g. 'add a payout account'). */
export function ReauthenticationPrompt({ action, onConfirmed, onCancel }: { action: string; onConfirmed: () => void; onCancel: () => void }) {
  const shared = useSharedT();
  const t = useReauthT();
  const titleId = useId();
  const send = useSendReauthenticationCode();
  const confirm = useConfirmReauthentication();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { secondsLeft, start } = useCountdown();

  const sendCode = () => {
    setError(null);
    send.mutate(undefined, { onSuccess: () => start(RESEND_SECONDS), onError: (failure) => setError(serverMessageOr(failure, translate('components.reauth.sendFailed'))) });
  };

  const submit = () => {
    const trimmed = code.trim();
    if (!new RegExp(`^\\d{${REAUTHENTICATION_CODE_LENGTH}}$`).test(trimmed)) return setError(translate('components.reauth.codeFormat'));
    setError(null);
    confirm.mutate(trimmed, { onSuccess: () => onConfirmed(), onError: (failure) => setError(serverMessageOr(failure, translate('components.reauth.confirmFailed'))) });
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-accent-500/40 bg-amber-50 p-4">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-gray-900">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-accent-500" />
        {t('components.reauth.title')}
      </h3>
      <p className="text-sm text-gray-800">{t('components.reauth.body', { action })}</p>
      {!send.data ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={sendCode} disabled={send.isPending}>
            {send.isPending ? t('components.reauth.sending') : t('components.reauth.send')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {shared('components.cancel')}
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-gray-900">
            {send.data.message}
          </p>
          <FormField id={`${titleId}-code`} label={t('components.reauth.codeLabel')}>
            {(control) => (
              <input {...control} value={code} onChange={(e) => setCode(e.target.value)} onKeyDown={onEnter} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={REAUTHENTICATION_CODE_LENGTH} className={controlClass} />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={submit} disabled={confirm.isPending}>
              {confirm.isPending ? t('components.reauth.checking') : t('components.reauth.confirm')}
            </Button>
            <Button size="sm" variant="ghost" onClick={sendCode} disabled={secondsLeft > 0 || send.isPending}>
              {secondsLeft > 0 ? t('components.reauth.resendIn', { seconds: secondsLeft }) : t('components.reauth.resend')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {shared('components.cancel')}
            </Button>
          </div>
        </>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </section>
  );
}
