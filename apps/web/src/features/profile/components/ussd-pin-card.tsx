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
import { USSD_PIN_UI_MESSAGES, useSetUssdPin, useUssdPin } from '../api/ussd-pin';
import { Card } from './card';

const PIN_FORMAT = /^\d{4}$/;
const PIN_FORMAT_MESSAGE = 'Your USSD PIN must be exactly 4 digits.';

function PinInput({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <input {...control} value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))} type="password" inputMode="numeric" autoComplete="off" maxLength={4} className={controlClass} />}
    </FormField>
  );
}

export function UssdPinCard() {
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
    if (isSet && !PIN_FORMAT.test(currentPin)) found.currentPin = PIN_FORMAT_MESSAGE;
    if (!PIN_FORMAT.test(pin)) found.pin = PIN_FORMAT_MESSAGE;
    else if (pin !== confirmPin) found.confirmPin = USSD_PIN_UI_MESSAGES.mismatch;
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

  const serverMessage = save.error instanceof ApiError && !save.error.fields ? save.error.message : save.isError && !(save.error instanceof ApiError) ? USSD_PIN_UI_MESSAGES.saveFailed : null;
  return (
    <Card id="ussd-pin-title" title="USSD PIN" description={`Confirms payments you make by dialling ${USSD_SERVICE_CODE} from your verified phone: backing, accepting an invite and withdrawing.`}>
      {status.isPending ? (
        <p className="text-sm text-gray-700">Loading…</p>
      ) : status.isError ? (
        <FieldError alert>{USSD_PIN_UI_MESSAGES.loadFailed}</FieldError>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={isSet ? 'Change your USSD PIN' : 'Set your USSD PIN'} className="space-y-3">
          <p className="text-sm text-gray-700">{isSet ? 'Your USSD PIN is set. To change it, enter the current one first.' : 'You have no USSD PIN yet. Choose 4 digits.'}</p>
          {status.data?.lockedUntil && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              Your USSD PIN is locked after 3 wrong tries until {formatDateTime(status.data.lockedUntil)}.
            </p>
          )}
          {isSet && <PinInput id="ussd-current-pin" label="Current PIN" value={currentPin} onChange={setCurrentPin} error={errors.currentPin} />}
          <PinInput id="ussd-new-pin" label={isSet ? 'New PIN' : 'PIN'} value={pin} onChange={setPin} error={errors.pin} />
          <PinInput id="ussd-confirm-pin" label="Confirm PIN" value={confirmPin} onChange={setConfirmPin} error={errors.confirmPin} />
          {serverMessage && <FieldError alert>{serverMessage}</FieldError>}
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : isSet ? 'Change PIN' : 'Set PIN'}
          </Button>
        </form>
      )}
    </Card>
  );
}
