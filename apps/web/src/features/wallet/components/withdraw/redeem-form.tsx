// spec §5 Redeem: tokens, payout account, a debounced KES estimate and the checks in order.
import { REDEEM_MESSAGES } from '@changamoto/shared/domain';
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

export const ESTIMATE_DEBOUNCE_MS = 300;
export const ESTIMATE_ERROR = 'Could not fetch KES estimate.';
export const TOO_LOW_TOAST = 'Amount after fees is too low to withdraw. Please redeem more tokens.';
export const REDEMPTION_FAILED = 'Failed to initiate redemption.';
const NO_ACCOUNTS = 'No payout accounts found. Please add one first.';

/**
 * A closed select shows one line, cut at its edge: the masked number leads, so a 360 px screen always
 * shows which account ('•••• 5678 · M-PESA · Alice Wanjiru (Default)'); a long bank or name is what is cut.
 */
export function payoutAccountLabel(a: { accountNumberPreview: string; bankName: string; accountName: string; isDefault: boolean }): string {
  return `${a.accountNumberPreview} · ${a.bankName} · ${a.accountName}${a.isDefault ? ' (Default)' : ''}`;
}

export function RedeemForm({ withdrawable }: { withdrawable: number }) {
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
      walletToast.error(TOO_LOW_TOAST);
    }
  }, [tooLow, estimateData]);

  const tokensError = tokensInput !== '' && !check.ok && check.step <= 2 ? check.message : undefined;
  const disabled = !account || !accountAvailable || tokens === null || calculating || estimateFailed || !estimateData || tooLow || redemption.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (account && !accountAvailable) return setOutcome({ tone: 'error', text: `${availableFromText(account)}.` });
    if (!check.ok) {
      setOutcome({ tone: 'error', text: check.message });
      if (check.step === 4) walletToast.error(TOO_LOW_TOAST);
      return;
    }
    const body = { tokensToRedeem: check.tokens, recipientCode: check.account.recipientCode, currency: 'KES' as const };
    setOutcome(null);
    redemption.mutate(
      { body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) },
      {
        onSuccess: () => {
          idempotency.complete();
          walletToast.success(REDEEM_MESSAGES.initiated);
          setOutcome({ tone: 'success', text: REDEEM_MESSAGES.initiated });
          setTokensInput('');
        },
        onError: (error) => {
          const text = serverMessageOr(error, REDEMPTION_FAILED);
          walletToast.error(text);
          setOutcome({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="redeem-tokens" label="Tokens to redeem" error={tokensError} hint={`Maximum redeemable tokens: ${formatNumber(withdrawable)}`}>
        {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" className={controlClass} value={tokensInput} onChange={(e) => setTokensInput(e.target.value)} />}
      </FormField>
      <FormField
        id="redeem-account"
        label="Payout account"
        error={accounts.isSuccess && list.length === 0 ? NO_ACCOUNTS : undefined}
        hint={account && !accountAvailable ? `${availableFromText(account)}: new payout accounts wait before they can receive withdrawals. Choose another account or come back then.` : undefined}
      >
        {(control) => (
          <select {...control} className={controlClass} value={account?.id ?? ''} onChange={(e) => setChosenId(e.target.value)} disabled={list.length === 0}>
            {list.length === 0 && <option value="">{accounts.isPending ? 'Loading payout accounts…' : 'No payout accounts'}</option>}
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {payoutAccountLabel(a)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div aria-live="polite">
        {calculating && <p className="text-sm text-gray-700">Calculating KES estimate…</p>}
        {estimateFailed && <FormAlert>{ESTIMATE_ERROR}</FormAlert>}
        {estimateData && <EstimateSummary estimate={estimateData} />}
      </div>
      {tooLow && <FormAlert>{check.message}</FormAlert>}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <Button type="submit" variant="accent" className="w-full" disabled={disabled}>
        {redemption.isPending ? 'Processing...' : 'Redeem Tokens'}
      </Button>
    </form>
  );
}
