// 'Pay with M-Pesa' beside the card checkout (issue #19 §1): the person confirms the number to charge
// (their verified phone by default, editable, checked with the spec's phone rules), the server puts an
// STK push on that phone, and MpesaStatus follows it live until the credit or the reason it ended.
import type { MpesaPaymentStarted } from '@changamoto/shared/contract';
import { normalizeKenyanPhone } from '@changamoto/shared/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField, controlClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { failureMessage } from '@/lib/failure-message';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useStartMpesaPayment } from '../../api/start-mpesa-payment';
import { walletToast } from '../../lib/wallet-toast';
import { localPhone, MpesaStatus } from './mpesa-status';
import { useWalletT } from '../../i18n';

export interface MpesaOrder {
  kes: number;
  body: { bundleId: string; customAmount?: number };
}

export function MpesaPay({ order, blocked }: { order: MpesaOrder | null; blocked: boolean }) {
  const t = useWalletT();
  const profile = useSession().profile;
  // The verified phone by default (edited freely; the server checks the number again).
  const [phone, setPhone] = useState<string | null>(null);
  const shownPhone = phone ?? (profile?.phone ? localPhone(profile.phone) : '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [started, setStarted] = useState<MpesaPaymentStarted | null>(null);
  const start = useStartMpesaPayment();
  const idempotency = useIdempotencyKey();

  if (started) {
    return (
      <MpesaStatus
        started={started}
        onDone={() => setStarted(null)}
        onRetry={() => {
          // A retry is a new action: a new key, so a new prompt (the last one has ended).
          idempotency.complete();
          setStarted(null);
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    const checked = shownPhone.trim() ? normalizeKenyanPhone(shownPhone) : ({ ok: false, message: t('wallet.mpesa.numberRequired') } as const);
    if (!checked.ok) {
      setPhoneError(checked.message);
      return;
    }
    setPhoneError(null);
    setRefusal(null);
    const body = { ...order.body, phone: checked.e164 };
    start.mutate(
      { body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) },
      {
        onSuccess: (result) => {
          idempotency.complete();
          setStarted(result);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fields?.phone) setPhoneError(error.fields.phone);
          else walletToast.error(failureMessage(error, { serverFailed: t('wallet.mpesa.startFailed'), unexpected: t('wallet.mpesa.startFailed') }));
          if (error instanceof ApiError && (error.status === 403 || error.status === 409)) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-gray-200 pt-4" aria-labelledby="mpesa-pay-heading">
      <h3 id="mpesa-pay-heading" className="text-base font-semibold text-gray-900">
        {t('wallet.mpesa.title')}
      </h3>
      <FormField id="mpesa-phone" label={t('wallet.mpesa.phoneLabel')} error={phoneError ?? undefined} hint={t('wallet.mpesa.phoneHint')}>
        {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel" className={controlClass} value={shownPhone} onChange={(e) => setPhone(e.target.value)} />}
      </FormField>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      {/* Not 'Pay KES …' like the card checkout's button, so the two are never confused (the amount is in the summary above). */}
      <Button type="submit" className="w-full" disabled={start.isPending || !order || blocked}>
        {start.isPending ? t('wallet.mpesa.sending') : t('wallet.mpesa.pay')}
      </Button>
    </form>
  );
}
