// Auth modal, adult step ('Confirm Your Age'): the sign-up form's 18+ checkbox on its own, for an account
// made by an e-mail code, SMS code or Google, asked when a token-moving action was refused for it or
// right after such an account signs in (DOMAIN.md §7). The refused action is then simply tried again.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmAdult } from '../../api/confirm-adult';
import { useAuthT } from '../../i18n';
import { ADULT_STEP_MESSAGES, MODAL_MESSAGES } from '../../messages';
import { AdultCheckbox } from '../adult-checkbox';

export function AdultStep({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useAuthT();
  const [checked, setChecked] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = useConfirmAdult();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!checked) return setFieldError(ADULT_STEP_MESSAGES.required);
    setFieldError(undefined);
    confirm.mutate(undefined, {
      onSuccess: () => {
        toast.success(ADULT_STEP_MESSAGES.confirmed);
        onConfirmed();
      },
      onError: (error) => setFormError(error instanceof ApiError && error.status === 401 ? MODAL_MESSAGES.sessionNotVerified : serverMessageOr(error, ADULT_STEP_MESSAGES.failed)),
    });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-gray-700">{t('auth.adult.intro')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <AdultCheckbox
        id="confirm-adult"
        error={fieldError}
        inputProps={{
          checked,
          autoFocus: true,
          onChange: (event) => {
            setChecked(event.target.checked);
            if (event.target.checked) setFieldError(undefined);
          },
        }}
      />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? t('auth.adult.confirming') : t('auth.adult.confirm')}
      </Button>
    </form>
  );
}
