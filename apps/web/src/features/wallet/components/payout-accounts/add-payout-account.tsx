// spec §2/§4/§5 Add payout account: choose the method, then fill in. The fields reset when the method
// or the provider list changes (the form is keyed by both) and the whole form closes after success.
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { usePaystackBanks } from '../../api/get-paystack-banks';
import { PAYOUT_ACCOUNT_TYPES, payoutMethodLabel, type PayoutAccountType } from '../../lib/payout-types';
import { RadioCards } from '../radio-cards';
import { PayoutAccountForm } from './payout-account-form';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../../i18n';

export const NO_PROVIDERS = () => translate('wallet.payout.noProviders');

export function AddPayoutAccount({ onAdded }: { onAdded: () => void }) {
  const t = useWalletT();
  const [method, setMethod] = useState<PayoutAccountType | null>(null);
  if (!method) {
    return (
      <div className="space-y-2">
        <RadioCards
          name="payout-method"
          legend={t('wallet.payout.method')}
          value={method}
          onChange={(value) => setMethod(value as PayoutAccountType)}
          options={PAYOUT_ACCOUNT_TYPES.map((type) => ({ value: type, label: payoutMethodLabel(type) }))}
        />
        <p className="text-sm text-gray-700">{t('wallet.payout.methodIntro')}</p>
      </div>
    );
  }
  return <MethodForm method={method} onChangeMethod={() => setMethod(null)} onAdded={onAdded} />;
}

function MethodForm({ method, onChangeMethod, onAdded }: { method: PayoutAccountType; onChangeMethod: () => void; onAdded: () => void }) {
  const t = useWalletT();
  const banks = usePaystackBanks(method);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">{payoutMethodLabel(method)}</p>
        <button type="button" className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700" onClick={onChangeMethod}>
          {t('wallet.payout.changeMethod')}
        </button>
      </div>
      {banks.isPending ? (
        <Spinner label={t('wallet.payout.loadingProviders')} />
      ) : banks.isError ? (
        <FormAlert>
          {t('wallet.payout.providersError')} {banks.error.message}
        </FormAlert>
      ) : banks.data.length === 0 ? (
        <FormAlert>{NO_PROVIDERS()}</FormAlert>
      ) : (
        <PayoutAccountForm key={`${method}-${banks.dataUpdatedAt}`} method={method} providers={banks.data} onAdded={onAdded} />
      )}
    </div>
  );
}
