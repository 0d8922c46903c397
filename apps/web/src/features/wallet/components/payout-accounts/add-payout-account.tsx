// spec §2/§4/§5 Add payout account: choose the method, then fill in. The fields reset when the method
// or the provider list changes (the form is keyed by both) and the whole form closes after success.
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { usePaystackBanks } from '../../api/get-paystack-banks';
import { PAYOUT_METHOD_LABELS, type PayoutAccountType } from '../../lib/payout-types';
import { RadioCards } from '../radio-cards';
import { PayoutAccountForm } from './payout-account-form';

export const NO_PROVIDERS = 'No mobile money providers/banks found for KES. Please try again or contact support.';

export function AddPayoutAccount({ onAdded }: { onAdded: () => void }) {
  const [method, setMethod] = useState<PayoutAccountType | null>(null);
  if (!method) {
    return (
      <div className="space-y-2">
        <RadioCards
          name="payout-method"
          legend="Payout method"
          value={method}
          onChange={(value) => setMethod(value as PayoutAccountType)}
          options={(Object.keys(PAYOUT_METHOD_LABELS) as PayoutAccountType[]).map((type) => ({ value: type, label: PAYOUT_METHOD_LABELS[type] }))}
        />
        <p className="text-sm text-gray-700">Choose where your redeemed tokens are paid, then fill in the details.</p>
      </div>
    );
  }
  return <MethodForm method={method} onChangeMethod={() => setMethod(null)} onAdded={onAdded} />;
}

function MethodForm({ method, onChangeMethod, onAdded }: { method: PayoutAccountType; onChangeMethod: () => void; onAdded: () => void }) {
  const banks = usePaystackBanks(method);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">{PAYOUT_METHOD_LABELS[method]}</p>
        <button type="button" className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700" onClick={onChangeMethod}>
          Change method
        </button>
      </div>
      {banks.isPending ? (
        <Spinner label="Loading providers…" />
      ) : banks.isError ? (
        <FormAlert>Error loading providers: {banks.error.message}</FormAlert>
      ) : banks.data.length === 0 ? (
        <FormAlert>{NO_PROVIDERS}</FormAlert>
      ) : (
        <PayoutAccountForm key={`${method}-${banks.dataUpdatedAt}`} method={method} providers={banks.data} onAdded={onAdded} />
      )}
    </div>
  );
}
