// 'Cancel purchase' on a purchase still waiting for payment (issue #24 item 6): pressing Back on the
// checkout leaves one, and it counts toward the deposit limits until it is ended. The server asks
// Paystack first, so a purchase that was in fact paid is credited instead of cancelled.
import type { WalletTransaction } from '@changamoto/shared/contract';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useCancelPayment } from '../../api/cancel-payment';
import { walletToast } from '../../lib/wallet-toast';
import { formatKes } from '@/lib/format';
import { translate } from '@/lib/i18n';
import { useWalletT } from '../../i18n';

export const CANCEL_FAILED = () => translate('wallet.cancel.failed');

export function CancelPurchase({ transaction: tx }: { transaction: WalletTransaction }) {
  const t = useWalletT();
  const cancel = useCancelPayment({
    success: (answer) => walletToast.success(answer.message),
    error: (error) => walletToast.error(failureMessage(error, { serverFailed: CANCEL_FAILED(), unexpected: CANCEL_FAILED() })),
  });
  if (!tx.reference) return null;
  const reference = tx.reference;
  const what = tx.amountCurrency === null ? t('wallet.cancel.thisPurchase') : t('wallet.cancel.thePurchase', { amount: formatKes(tx.amountCurrency) });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <p className="text-sm text-gray-700">{t('wallet.cancel.notPaid')}</p>
      <Button size="sm" variant="outline" disabled={cancel.isPending} aria-label={t('wallet.cancel.label', { what })} onClick={() => cancel.mutate(reference)}>
        {cancel.isPending ? t('wallet.cancel.checking') : t('wallet.cancel.button')}
      </Button>
    </div>
  );
}
