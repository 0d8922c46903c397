// One deposit limit of the Responsible Play card: what is in force, a raise waiting out its 24 hours,
// what was used and what is left in the rolling window, and a form to change or remove it.
import type { DepositLimitStatus } from '@changamoto/shared/contract';
import { DEPOSIT_LIMIT_MAX_KES, DEPOSIT_LIMIT_MIN_KES, formatEat, formatKes } from '@changamoto/shared/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { RESPONSIBLE_PLAY_UI_MESSAGES, useSetDepositLimit } from '../api/responsible-play';
import { useProfileT } from '../i18n';
import { translate } from '@/lib/i18n';

function pendingText(pending: NonNullable<DepositLimitStatus['pending']>): string {
  const when = formatEat(new Date(pending.effectiveAt));
  return pending.amountKes === null ? translate('profile.limit.willBeRemoved', { when }) : translate('profile.limit.risesTo', { amount: formatKes(pending.amountKes), when });
}

export function DepositLimitRow({ limit }: { limit: DepositLimitStatus }) {
  const t = useProfileT();
  const [amount, setAmount] = useState('');
  /** The amount typed is not a valid limit (checked here, before asking the server). */
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSetDepositLimit();
  const name = t(`profile.limit.period.${limit.period}`);
  const id = `deposit-limit-${limit.period}`;

  const send = (amountKes: number | null) => {
    setFieldError(null);
    setServerError(null);
    save.mutate(
      { period: limit.period, amountKes },
      {
        onSuccess: ({ message }) => {
          setAmount('');
          toast.success(message);
        },
        onError: (cause) => setServerError(serverMessageOr(cause, RESPONSIBLE_PLAY_UI_MESSAGES.saveFailed)),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!/^\d+$/.test(amount.trim()) || value < DEPOSIT_LIMIT_MIN_KES || value > DEPOSIT_LIMIT_MAX_KES) {
      setFieldError(translate('profile.limit.invalid', { min: formatKes(DEPOSIT_LIMIT_MIN_KES), max: formatKes(DEPOSIT_LIMIT_MAX_KES) }));
      return;
    }
    send(value);
  };

  return (
    <li className="rounded-lg border border-gray-200 p-4">
      <h4 className="font-semibold text-gray-900">
        {name} <span className="font-normal text-gray-700">({t(`profile.limit.window.${limit.period}`)})</span>
      </h4>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-gray-700">{t('profile.limit.limit')}</dt>
          <dd className="font-semibold text-gray-900">{limit.limitKes === null ? t('profile.limit.none') : formatKes(limit.limitKes)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">{t('profile.limit.used')}</dt>
          <dd className="font-semibold text-gray-900">{formatKes(limit.usedKes)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">{t('profile.limit.left')}</dt>
          <dd className="font-semibold text-gray-900">{limit.remainingKes === null ? '—' : formatKes(limit.remainingKes)}</dd>
        </div>
      </dl>
      {limit.pending && <p className="mt-2 text-sm font-medium text-amber-800">{pendingText(limit.pending)}</p>}
      {limit.remainingKes === 0 && limit.nextReleaseAt && <p className="mt-2 text-sm text-gray-700">{t('profile.limit.depositAgainFrom', { when: formatEat(new Date(limit.nextReleaseAt)) })}</p>}
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.limit.name', { period: name })} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-40">
          <FormField id={id} label={t('profile.limit.newLimit', { period: name.toLowerCase() })} error={fieldError ?? undefined}>
            {(control) => <input {...control} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" autoComplete="off" className={controlClass} />}
          </FormField>
        </div>
        <Button type="submit" size="md" disabled={save.isPending}>
          {save.isPending ? t('profile.limit.saving') : t('profile.limit.save')}
        </Button>
        {limit.limitKes !== null && (
          <Button variant="ghost" size="md" disabled={save.isPending || limit.pending?.amountKes === null} onClick={() => send(null)}>
            {t('profile.limit.remove')}
          </Button>
        )}
      </form>
      {serverError && <FieldError alert>{serverError}</FieldError>}
    </li>
  );
}
