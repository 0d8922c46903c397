// 'USSD PIN' card (issue #19 §3): the 4 digits that confirm payments on *384*123# from any phone. Set
// once; changed with the current PIN. After 3 wrong tries it is locked for 30 minutes (the server
// decides and says until when).
import { USSD_SERVICE_CODE } from '@changamoto/shared/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSetUssdPin, useUssdPin } from '../api/ussd-pin';
import { Card } from './card';
import { useProfileT } from '../i18n';

const PIN_FORMAT = /^\d{4}$/;

function PinInput({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <input {...control} value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))} type="password" inputMode="numeric" autoComplete="off" maxLength={4} className={controlClass} />}
    </FormField>
  );
}

export function UssdPinCard() {
  const t = useProfileT();
  const status = useUssdPin();
  const save = useSetUssdPin();
  const [currentPin, setCurrentPin] = useState('');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isSet = status.data?.isSet ?? false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (isSet && !PIN_FORMAT.test(currentPin)) found.currentPin = t('profile.ussdPin.format');
    if (!PIN_FORMAT.test(pin)) found.pin = t('profile.ussdPin.format');
    else if (pin !== confirmPin) found.confirmPin = t('profile.ussdPin.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { pin, ...(isSet ? { currentPin } : {}) },
      {
        onSuccess: ({ message }) => {
          setCurrentPin('');
          setPin('');
          setConfirmPin('');
          toast.success(message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  };

  const serverMessage = save.error instanceof ApiError && !save.error.fields ? save.error.message : save.isError && !(save.error instanceof ApiError) ? t('profile.ussdPin.saveFailed') : null;
  return (
    <Card id="ussd-pin-title" title={t('profile.ussdPin.title')} description={t('profile.ussdPin.description', { code: USSD_SERVICE_CODE })}>
      {status.isPending ? (
        <p className="text-sm text-gray-700">{t('profile.ussdPin.loading')}</p>
      ) : status.isError ? (
        <FieldError alert>{t('profile.ussdPin.loadFailed')}</FieldError>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={isSet ? t('profile.ussdPin.changeForm') : t('profile.ussdPin.setForm')} className="space-y-3">
          <p className="text-sm text-gray-700">{isSet ? t('profile.ussdPin.isSet') : t('profile.ussdPin.notSet')}</p>
          {status.data?.lockedUntil && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {t('profile.ussdPin.locked', { until: formatDateTime(status.data.lockedUntil) })}
            </p>
          )}
          {isSet && <PinInput id="ussd-current-pin" label={t('profile.ussdPin.current')} value={currentPin} onChange={setCurrentPin} error={errors.currentPin} />}
          <PinInput id="ussd-new-pin" label={isSet ? t('profile.ussdPin.new') : t('profile.ussdPin.pin')} value={pin} onChange={setPin} error={errors.pin} />
          <PinInput id="ussd-confirm-pin" label={t('profile.ussdPin.confirm')} value={confirmPin} onChange={setConfirmPin} error={errors.confirmPin} />
          {serverMessage && <FieldError alert>{serverMessage}</FieldError>}
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? t('profile.ussdPin.saving') : isSet ? t('profile.ussdPin.change') : t('profile.ussdPin.set')}
          </Button>
        </form>
      )}
    </Card>
  );
}
