// /wallet/paystack-callback (spec §2): Paystack sends the buyer back here with trxref/reference. We
// poll the purchase every 2 s while signed in and go to /wallet after 5 s either way (spec §9). One
// state shows at a time — awaiting, then completed or failed — and the redirect counts down.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { afterPaymentPath } from '@/lib/return-to';
import { useCountdown } from '@/lib/use-countdown';
import { usePayment } from '../api/get-payment';
import { transactionsQueryKey, walletQueryKey } from '@/lib/queries/wallet';
import { formatNumber } from '@/lib/format';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../i18n';

export const CALLBACK_REDIRECT_MS = 5000;
export const MISSING_REFERENCE = () => translate('wallet.callback.missingReference');

/** 'Redirecting in 3 seconds...' (a second at a time, from 5). */
export function redirectingIn(seconds: number): string {
  return translate('wallet.callback.redirecting', { seconds });
}

export function PaystackCallbackRoute() {
  const t = useWalletT();
  const [search] = useSearchParams();
  const reference = search.get('trxref') || search.get('reference');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const payment = usePayment(reference, { enabled: Boolean(profile) });
  const status = payment.data?.status;
  // Read when the time is up, so a purchase that completes meanwhile still goes back to where the
  // person pressed 'Buy tokens' (lib/return-to.ts); without one, /wallet.
  const target = useRef<string>(paths.wallet);
  useEffect(() => {
    target.current = afterPaymentPath(reference, status);
  }, [reference, status]);
  const { secondsLeft } = useCountdown({ startAt: CALLBACK_REDIRECT_MS / 1000 });

  useEffect(() => {
    const timer = setTimeout(() => navigate(target.current, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  useEffect(() => {
    if (status && status !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
    }
  }, [status, queryClient]);

  return (
    <Page title={t('wallet.callback.title')}>
      <div className="space-y-4">
        {!reference ? (
          <FormAlert>{MISSING_REFERENCE()}</FormAlert>
        ) : (
          <>
            <div aria-live="polite">
              {status === 'completed' && payment.data ? (
                <FormAlert tone="success">{t('wallet.callback.completed', { tokens: formatNumber(Math.abs(payment.data.amountTokens)) })}</FormAlert>
              ) : status === 'failed' || status === 'cancelled' ? (
                <FormAlert>{payment.data?.errorMessage ? t('wallet.callback.failedWith', { message: payment.data.errorMessage }) : t('wallet.callback.failed')}</FormAlert>
              ) : (
                <p className="text-lg text-gray-900">{t('wallet.callback.awaiting', { reference })}</p>
              )}
            </div>
            <p className="text-sm text-gray-700">{redirectingIn(secondsLeft)}</p>
          </>
        )}
        <Link to={paths.wallet} className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t('wallet.callback.goToWallet')}
        </Link>
      </div>
    </Page>
  );
}

export default PaystackCallbackRoute;
