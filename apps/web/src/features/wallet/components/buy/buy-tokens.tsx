// spec §2/§4/§5 Buy: a bundle or a custom KES amount → Paystack checkout (DOMAIN.md §2), or an M-Pesa
// STK push on the person's phone (issue #19 §1, MpesaPay below the card checkout).
import type { TokenBundle } from '@changamoto/shared/contract';
import { CUSTOM_BUNDLE_ID, exciseDutyCents, tokensForCustomKes } from '@changamoto/shared/domain';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormField, controlClass } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth/session';
import { useSpendBlock } from '@/lib/spend-block';
import { usePublicConfig } from '@/lib/public-config';
import { rememberReturnTo, useReturnTo } from '@/lib/return-to';
import { useInitiatePayment } from '../../api/initiate-payment';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { formatKes, formatKesPerToken, formatNumber } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { walletToast } from '../../lib/wallet-toast';
import { WalletCard } from '../card';
import { RadioCards } from '../radio-cards';
import { BundleOptions } from './bundle-options';
import { translate } from '@/lib/i18n';
import { useWalletFirstViewT, withWalletCatalog } from '../../first-view/i18n';

// Below the card checkout on a phone's first screen: loaded after the page, so the wallet's first load does not grow (README budget).
const MpesaPay = lazy(() => withWalletCatalog(import('./mpesa-pay')).then((module) => ({ default: module.MpesaPay })));

type Mode = 'bundles' | 'custom';
export const PAYMENT_FAILED = () => translate('wallet.buy.initiateFailed');
/** spec §8 Wallet: no answer from the server at all, or anything else thrown. */
export const PAYMENT_UNEXPECTED = () => translate('wallet.buy.unexpected');
const NO_REDIRECT = () => translate('wallet.buy.noRedirect');
/** The disabled button's reason for a custom amount that is not whole KES. */
export const WHOLE_KES = () => translate('wallet.buy.wholeKes');

/** A payer e-mail Paystack can send a receipt to (the server checks it again). */
const isPayerEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && !/\.invalid$/i.test(value);

/** The custom amount as whole KES ≥ the minimum, else null (spec §5 Buy). */
function parseCustomKes(input: string, minimum: number): number | null {
  if (!/^\d+$/.test(input.trim())) return null;
  const kes = Number(input.trim());
  return kes >= minimum ? kes : null;
}

export function BuyTokens() {
  const t = useWalletFirstViewT();
  const config = usePublicConfig();
  const [mode, setMode] = useState<Mode>('bundles');
  const [bundle, setBundle] = useState<TokenBundle | null>(null);
  const [customInput, setCustomInput] = useState('');
  const [customTouched, setCustomTouched] = useState(false);
  const payment = useInitiatePayment();
  // A break or a frozen balance refuses every purchase (issue #24 item 11): said here, before the checkout.
  const blocked = useSpendBlock();
  const idempotency = useIdempotencyKey();
  // Sent here by 'Buy tokens' (?returnTo=): the payment status page goes back there after the purchase.
  const returnTo = useReturnTo();
  // A purchase the server refused for a reason of the person's own (a deposit limit, a break): its
  // message stays on the form, not only in a toast, since it says what can be done and when.
  const [refusal, setRefusal] = useState<string | null>(null);
  // A phone-only account has no e-mail: Paystack's receipt needs one, asked here and kept on this
  // purchase only (issue #24 item 1).
  const needsPayerEmail = useSession().profile?.email === null;
  const [payerEmail, setPayerEmail] = useState('');
  const [payerEmailError, setPayerEmailError] = useState<string | null>(null);

  const kesPerToken = config.data?.customKesPerToken ?? 1;
  const minimum = config.data?.minCustomPurchaseKes ?? 10;
  const exciseDutyRate = config.data?.exciseDutyRate ?? 0;
  const customKes = parseCustomKes(customInput, minimum);
  const customError = customTouched && customInput !== '' && customKes === null ? t('wallet.buy.customMinimum') : undefined;

  const order =
    mode === 'bundles'
      ? bundle && { tokens: bundle.tokenAmount, kes: bundle.cashPriceKes, body: { bundleId: bundle.id } }
      : customKes !== null && { tokens: tokensForCustomKes(customKes, kesPerToken), kes: customKes, body: { bundleId: CUSTOM_BUNDLE_ID, customAmount: customKes } };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'custom') setCustomTouched(true);
    if (!order) {
      if (mode === 'bundles') walletToast.error(t('wallet.buy.selectBundleError'));
      return;
    }
    const email = payerEmail.trim();
    if (needsPayerEmail && !isPayerEmail(email)) {
      setPayerEmailError(email ? t('wallet.buy.payerEmailInvalid') : t('wallet.buy.payerEmailRequired'));
      return;
    }
    setPayerEmailError(null);
    const body = needsPayerEmail ? { ...order.body, payerEmail: email } : order.body;
    const idempotencyKey = idempotency.keyFor(JSON.stringify(body));
    setRefusal(null);
    payment.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (result) => {
          idempotency.complete();
          rememberReturnTo(result.reference, returnTo);
          if (result.authorizationUrl) window.location.assign(result.authorizationUrl);
          else walletToast.error(NO_REDIRECT());
        },
        onError: (error) => {
          walletToast.error(failureMessage(error, { serverFailed: PAYMENT_FAILED(), unexpected: PAYMENT_UNEXPECTED() }));
          if (error instanceof ApiError && (error.status === 403 || error.status === 409)) setRefusal(error.message);
        },
      },
    );
  };

  // A custom amount that cannot be bought says why on the button as soon as it is typed (the field's
  // own error waits until the person leaves it, so typing '1' on the way to '100' is not scolded).
  const customReason = customInput.trim() === '' ? t('wallet.buy.enterAmount') : /^\d+$/.test(customInput.trim()) ? t('wallet.buy.customMinimum') : WHOLE_KES();
  const label = payment.isPending ? t('wallet.buy.processing') : order ? t('wallet.buy.pay', { amount: formatKes(order.kes) }) : mode === 'bundles' ? t('wallet.buy.selectBundle') : customReason;

  return (
    <WalletCard id="buy-tokens" title={t('wallet.buy.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <RadioCards
          name="buy-mode"
          legend={t('wallet.buy.modeLegend')}
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          options={[
            { value: 'bundles', label: t('wallet.buy.bundles') },
            { value: 'custom', label: t('wallet.buy.custom') },
          ]}
        />
        {mode === 'bundles' ? (
          <BundleOptions selectedId={bundle?.id ?? null} onSelect={setBundle} />
        ) : (
          <FormField id="custom-amount" label={t('wallet.buy.amountLabel')} error={customError} hint={t('wallet.buy.amountHint', { minimum, rate: formatKesPerToken(kesPerToken, 1) })}>
            {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" className={controlClass} value={customInput} onChange={(e) => setCustomInput(e.target.value)} onBlur={() => setCustomTouched(true)} />}
          </FormField>
        )}
        {order && (
          <div role="status" className="rounded-lg bg-gray-50 p-3 text-sm text-gray-900">
            <p>{t('wallet.buy.tokensFor', { tokens: formatNumber(order.tokens), amount: formatKes(order.kes) })}</p>
            {order.tokens > 0 && <p className="text-gray-700">{formatKesPerToken(order.kes, order.tokens)}</p>}
            {/* Finance Act 2025 (DOMAIN.md §10): the price includes the excise duty; the tokens stay as shown. */}
            {exciseDutyRate > 0 && <p className="text-gray-700">{t('wallet.buy.includesExciseDuty', { duty: formatKes(exciseDutyCents(order.kes, exciseDutyRate) / 100) })}</p>}
          </div>
        )}
        {needsPayerEmail && (
          <FormField id="payer-email" label={t('wallet.buy.payerEmail')} error={payerEmailError ?? undefined} hint={t('wallet.buy.payerEmailHint')}>
            {(control) => <input {...control} type="email" autoComplete="email" className={controlClass} value={payerEmail} onChange={(e) => setPayerEmail(e.target.value)} />}
          </FormField>
        )}
        {refusal && <FormAlert>{refusal}</FormAlert>}
        {blocked && <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{blocked}</p>}
        <Button type="submit" className="w-full" disabled={payment.isPending || !order || blocked !== null}>
          {label}
        </Button>
      </form>
      <div className="mt-4">
        <Suspense fallback={null}>
          <MpesaPay order={order ? { kes: order.kes, body: order.body } : null} blocked={blocked !== null} />
        </Suspense>
      </div>
    </WalletCard>
  );
}
