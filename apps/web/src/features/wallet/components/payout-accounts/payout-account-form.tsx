// The fields of a new payout account and their spec §5 checks (M-Pesa number or 5-20 digit bank account).
import { BANK_ACCOUNT_PATTERN, normalizeMpesaAccount } from '@changamoto/shared/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField, controlClass } from '@/components/ui/form-field';
import { useAddPayoutAccount, type AddPayoutAccountBody } from '../../api/add-payout-account';
import { ReauthenticationPrompt } from '@/components/reauthentication-prompt';
import { serverMessageOr } from '@/lib/api-client';
import { isReauthenticationRequired } from '@/lib/reauthentication';
import type { PayoutAccountType } from '../../lib/payout-types';
import { walletToast } from '../../lib/wallet-toast';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../../i18n';

export const ADD_FAILED = () => translate('wallet.payout.addFailed');

interface Provider {
  code: string;
  name: string;
  type: PayoutAccountType;
}

type Fields = { name: string; accountNumber: string; bankCode: string; setAsDefault: boolean };
type Errors = Partial<Record<'name' | 'accountNumber' | 'bankCode' | 'form', string>>;

function validate(method: PayoutAccountType, fields: Fields, providers: Provider[]): { errors: Errors; accountNumber?: string } {
  if (!fields.name.trim() || !fields.accountNumber.trim() || !fields.bankCode) return { errors: { form: translate('wallet.payout.allRequired') } };
  if (method === 'mobile_money') {
    const normalised = normalizeMpesaAccount(fields.accountNumber);
    return normalised ? { errors: {}, accountNumber: normalised } : { errors: { accountNumber: translate('wallet.payout.mobileNumber') } };
  }
  if (!providers.find((p) => p.code === fields.bankCode)?.type) return { errors: { bankCode: translate('wallet.payout.bankType') } };
  const digits = fields.accountNumber.trim();
  return BANK_ACCOUNT_PATTERN.test(digits) ? { errors: {}, accountNumber: digits } : { errors: { accountNumber: translate('wallet.payout.bankAccount') } };
}

export function PayoutAccountForm({ method, providers, onAdded }: { method: PayoutAccountType; providers: Provider[]; onAdded: () => void }) {
  const t = useWalletT();
  // spec §5: the first matching provider is preselected.
  const [fields, setFields] = useState<Fields>({ name: '', accountNumber: '', bankCode: providers[0]?.code ?? '', setAsDefault: false });
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddPayoutAccount();
  // The account the server held back until the person proves it is them (DOMAIN.md §8); sent again after.
  const [awaitingProof, setAwaitingProof] = useState<AddPayoutAccountBody | null>(null);
  const mobile = method === 'mobile_money';
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, accountNumber } = validate(method, fields, providers);
    setErrors(found);
    if (!accountNumber) return;
    save({ type: method, name: fields.name.trim(), accountNumber, bankCode: fields.bankCode, setAsDefault: fields.setAsDefault });
  };

  const save = (input: AddPayoutAccountBody) =>
    add.mutate(input, {
      onSuccess: () => {
        walletToast.success(translate('wallet.payout.added'));
        onAdded();
      },
      onError: (error) => {
        if (isReauthenticationRequired(error)) return setAwaitingProof(input);
        const text = serverMessageOr(error, ADD_FAILED());
        walletToast.error(text);
        setErrors({ form: text });
      },
    });

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('wallet.payout.addTitle')}>
        <FormField id="payout-provider" label={mobile ? t('wallet.payout.provider') : t('wallet.payout.bank')} error={errors.bankCode} required>
          {(control) => (
            <select {...control} className={controlClass} value={fields.bankCode} onChange={(e) => set({ bankCode: e.target.value })}>
              {providers.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="payout-name" label={t('wallet.payout.accountName')} error={errors.name} required>
          {(control) => <input {...control} type="text" autoComplete="name" className={controlClass} value={fields.name} onChange={(e) => set({ name: e.target.value })} />}
        </FormField>
        <FormField id="payout-number" label={mobile ? t('wallet.payout.mpesaNumber') : t('wallet.payout.accountNumber')} error={errors.accountNumber} hint={mobile ? t('wallet.payout.mpesaHint') : t('wallet.payout.accountHint')} required>
          {(control) => <input {...control} type="text" inputMode="numeric" autoComplete={mobile ? 'tel' : 'off'} className={controlClass} value={fields.accountNumber} onChange={(e) => set({ accountNumber: e.target.value })} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-gray-900">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={fields.setAsDefault} onChange={(e) => set({ setAsDefault: e.target.checked })} />
          {t('wallet.payout.setDefaultCheckbox')}
        </label>
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Button type="submit" className="w-full sm:w-auto" disabled={add.isPending || awaitingProof !== null}>
          {add.isPending ? t('wallet.payout.saving') : t('wallet.payout.save')}
        </Button>
      </form>
      {awaitingProof && (
        <ReauthenticationPrompt
          action={t('wallet.payout.addAccountLink')}
          onCancel={() => setAwaitingProof(null)}
          onConfirmed={() => {
            setAwaitingProof(null);
            save(awaitingProof);
          }}
        />
      )}
    </>
  );
}
