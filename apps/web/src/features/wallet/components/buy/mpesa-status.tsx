// The M-Pesa prompt's live status (issue #19 §1): "Check your phone and enter your M-Pesa PIN" with the
// amount and the number, then the credit or the reason it ended (declined, timed out, not enough on
// M-Pesa) with a retry. /api/events refreshes it at once (lib/realtime.ts); the poll is the fallback,
// and it is also what lets the server end a prompt nobody answered.
import type { MpesaPaymentStarted } from '@changamoto/shared/contract';
import { MPESA_MESSAGES } from '@changamoto/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatKes, formatNumber } from '@/lib/format';
import { walletQueryKey } from '@/lib/queries/wallet';
import { usePayment } from '../../api/get-payment';
import { RichText } from '@/lib/i18n';
import { type WalletKey, useWalletT } from '../../i18n';

/** The server's reasons (stored in English, MPESA_MESSAGES) in the reader's language; any other reason as it came. */
const REASON_KEYS = new Map<string, WalletKey>([
  [MPESA_MESSAGES.declined, 'wallet.mpesa.declined'],
  [MPESA_MESSAGES.timedOut, 'wallet.mpesa.timedOut'],
  [MPESA_MESSAGES.insufficientFunds, 'wallet.mpesa.insufficientFunds'],
]);

/** +254712345678 → 0712 345 678, as people write their number. */
export function localPhone(e164: string): string {
  const national = e164.replace(/^\+254/, '0');
  return /^0\d{9}$/.test(national) ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}` : e164;
}

export function MpesaStatus({ started, onRetry, onDone }: { started: MpesaPaymentStarted; onRetry: () => void; onDone: () => void }) {
  const t = useWalletT();
  const payment = usePayment(started.reference, { enabled: started.status === 'pending' });
  const status = payment.data?.status ?? started.status;
  const reason = payment.data?.errorMessage ?? (started.status === 'failed' ? started.message : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();

  // The panel replaces the form: focus moves to it, and again when it settles, so a screen reader hears it.
  useEffect(() => heading.current?.focus(), [status]);
  // The credit also changes the balance (the event does it too; a missed event must not leave it stale).
  useEffect(() => {
    if (status === 'completed') void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  }, [status, queryClient]);

  const amount = t('wallet.mpesa.amount', { kes: formatKes(started.amountKes), tokens: formatNumber(started.tokens) });
  const reasonKey = reason ? REASON_KEYS.get(reason) : undefined;
  if (status === 'pending') {
    return (
      <section aria-labelledby="mpesa-status-heading" className="space-y-2 rounded-lg border-2 border-green-700 bg-green-50 p-4">
        <h3 id="mpesa-status-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-gray-900">
          {t('wallet.mpesa.checkPhone')}
        </h3>
        <p className="text-sm text-gray-900">
          <RichText text={t('wallet.mpesa.sentTo', { amount, phone: localPhone(started.phone) })} components={{ phone: (children) => <span className="font-semibold">{children}</span> }} />
        </p>
        <p role="status" className="text-sm font-medium text-gray-800">
          {t('wallet.mpesa.waitingForPin')}
        </p>
      </section>
    );
  }
  if (status === 'completed') {
    return (
      <section aria-labelledby="mpesa-status-heading" className="space-y-3 rounded-lg border border-green-700 bg-green-50 p-4">
        <h3 id="mpesa-status-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-gray-900">
          {t('wallet.mpesa.completeTitle')}
        </h3>
        <p role="status" className="text-sm text-gray-900">
          {t('wallet.mpesa.received', { count: started.tokens, tokens: formatNumber(started.tokens) })}
        </p>
        <Button variant="outline" onClick={onDone}>
          {t('wallet.mpesa.buyMore')}
        </Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="mpesa-status-heading" className="space-y-3 rounded-lg border border-red-700 bg-red-50 p-4">
      <h3 id="mpesa-status-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-gray-900">
        {t('wallet.mpesa.failedTitle')}
      </h3>
      <p role="alert" className="text-sm text-red-900">
        {reasonKey ? t(reasonKey) : (reason ?? t('wallet.mpesa.failedDefault'))}
      </p>
      <p className="text-sm text-gray-800">{t('wallet.mpesa.to', { amount, phone: localPhone(started.phone) })}</p>
      <Button onClick={onRetry}>{t('wallet.mpesa.tryAgain')}</Button>
    </section>
  );
}
