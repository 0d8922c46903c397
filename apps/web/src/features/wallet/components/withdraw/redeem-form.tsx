// spec §5 Redeem: tokens, payout account, a debounced KES estimate and the checks in order.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField, controlClass } from '@/components/ui/form-field';
import { useWithdrawalEstimate } from '../../api/estimate-withdrawal';
import { useInitiateRedemption } from '../../api/initiate-redemption';
import { usePayoutAccounts } from '../../api/list-payout-accounts';
import { serverMessageOr } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { availableFromText, usePayoutAccountAvailable } from '../../lib/payout-hold';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { walletToast } from '../../lib/wallet-toast';
import { EstimateSummary } from './estimate-summary';
import { parseTokens, validateRedemption } from './validate-redemption';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../../i18n';

export const ESTIMATE_DEBOUNCE_MS = 300;
export const ESTIMATE_ERROR = () => translate('wallet.withdraw.estimateFailed');
export const TOO_LOW_TOAST = () => translate('wallet.withdraw.tooLow');
export const REDEMPTION_FAILED = () => translate('wallet.withdraw.initiateFailed');
const NO_ACCOUNTS = () => translate('wallet.withdraw.noAccounts');

/**
 * A closed select shows one line, cut at its edge: the masked number leads, so a 360 px screen always
 * shows which account ('•••• 5678 · M-PESA · Alice Wanjiru (Default)'); a long bank or name is what is cut.
 */
export function payoutAccountLabel(a: { accountNumberPreview: string; bankName: string; accountName: string; isDefault: boolean }): string {
  const label = `${a.accountNumberPreview} · ${a.bankName} · ${a.accountName}`;
  return a.isDefault ? translate('wallet.payout.optionDefault', { account: label }) : label;
}

export function RedeemForm({ withdrawable }: { withdrawable: number }) {
  const t = useWalletT();
  const [tokensInput, setTokensInput] = useState('');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const accounts = usePayoutAccounts();
  const redemption = useInitiateRedemption();
  const idempotency = useIdempotencyKey();

  const list = accounts.data ?? [];
  const account = list.find((a) => a.id === chosenId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;

  const accountAvailable = usePayoutAccountAvailable(account);

  const tokens = parseTokens(tokensInput);
  const estimable = tokens !== null && tokens <= withdrawable ? tokens : null;
  const debounced = useDebouncedValue(estimable, ESTIMATE_DEBOUNCE_MS);
  const estimate = useWithdrawalEstimate(debounced);
  const calculating = estimable !== null && (estimable !== debounced || estimate.isFetching);
  const estimateData = !calculating && estimate.data?.tokens === estimable ? estimate.data : null;
  const estimateFailed = estimable !== null && !calculating && estimate.isError;
  const check = validateRedemption({ tokensInput, withdrawable, account, estimate: estimateData });
  const tooLow = !check.ok && check.step === 4;

  // spec §5 step 4: the toast comes with the estimate that is too low, once per amount.
  const toastedFor = useRef<number | null>(null);
  useEffect(() => {
    if (tooLow && estimateData && toastedFor.current !== estimateData.tokens) {
      toastedFor.current = estimateData.tokens;
      walletToast.error(TOO_LOW_TOAST());
    }
  }, [tooLow, estimateData]);

  const tokensError = tokensInput !== '' && !check.ok && check.step <= 2 ? check.message : undefined;
  const disabled = !account || !accountAvailable || tokens === null || calculating || estimateFailed || !estimateData || tooLow || redemption.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (account && !accountAvailable) return setOutcome({ tone: 'error', text: `${availableFromText(account)}.` });
    if (!check.ok) {
      setOutcome({ tone: 'error', text: check.message });
      if (check.step === 4) walletToast.error(TOO_LOW_TOAST());
      return;
    }
    const body = { tokensToRedeem: check.tokens, recipientCode: check.account.recipientCode, currency: 'KES' as const };
    setOutcome(null);
    redemption.mutate(
      { body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) },
      {
        onSuccess: () => {
          idempotency.complete();
          walletToast.success(t('wallet.withdraw.initiated'));
          setOutcome({ tone: 'success', text: t('wallet.withdraw.initiated') });
          setTokensInput('');
        },
        onError: (error) => {
          const text = serverMessageOr(error, REDEMPTION_FAILED());
          walletToast.error(text);
          setOutcome({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="redeem-tokens" label={t('wallet.withdraw.tokensLabel')} error={tokensError} hint={t('wallet.withdraw.maximum', { max: formatNumber(withdrawable) })}>
        {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" className={controlClass} value={tokensInput} onChange={(e) => setTokensInput(e.target.value)} />}
      </FormField>
      <FormField
        id="redeem-account"
        label={t('wallet.withdraw.payoutAccount')}
        error={accounts.isSuccess && list.length === 0 ? NO_ACCOUNTS() : undefined}
        hint={account && !accountAvailable ? t('wallet.withdraw.accountOnHold', { availableFrom: availableFromText(account) }) : undefined}
      >
        {(control) => (
          <select {...control} className={controlClass} value={account?.id ?? ''} onChange={(e) => setChosenId(e.target.value)} disabled={list.length === 0}>
            {list.length === 0 && <option value="">{accounts.isPending ? t('wallet.withdraw.loadingAccounts') : t('wallet.withdraw.noAccountsOption')}</option>}
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {payoutAccountLabel(a)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div aria-live="polite">
        {calculating && <p className="text-sm text-gray-700">{t('wallet.withdraw.calculating')}</p>}
        {estimateFailed && <FormAlert>{ESTIMATE_ERROR()}</FormAlert>}
        {estimateData && <EstimateSummary estimate={estimateData} />}
      </div>
      {tooLow && <FormAlert>{check.message}</FormAlert>}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <Button type="submit" variant="accent" className="w-full" disabled={disabled}>
        {redemption.isPending ? t('wallet.withdraw.processing') : t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}
