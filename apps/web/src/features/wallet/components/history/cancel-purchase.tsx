// 'Cancel purchase' on a purchase still waiting for payment (issue #24 item 6): pressing Back on the
// checkout leaves one, and it counts toward the deposit limits until it is ended. The server asks
// Paystack first, so a purchase that was in fact paid is credited instead of cancelled.
import type { WalletTransaction } from '@changamoto/shared/contract';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useCancelPayment } from '../../api/cancel-payment';
import { walletToast } from '../../lib/wallet-toast';
import { formatKes } from '@/lib/format';

export const CANCEL_FAILED = 'Failed to cancel the purchase.';

export function CancelPurchase({ transaction: tx }: { transaction: WalletTransaction }) {
  const cancel = useCancelPayment();
  if (!tx.reference) return null;
  const reference = tx.reference;
  const what = tx.amountCurrency === null ? 'this purchase' : `the ${formatKes(tx.amountCurrency)} purchase`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <p className="text-sm text-gray-700">Not paid yet. Left the checkout? Cancel it so it stops counting toward your deposit limits.</p>
      <Button
        size="sm"
        variant="outline"
        disabled={cancel.isPending}
        aria-label={`Cancel ${what}`}
        onClick={() =>
          cancel.mutate(reference, {
            onSuccess: (answer) => walletToast.success(answer.message),
            onError: (error) => walletToast.error(failureMessage(error, { serverFailed: CANCEL_FAILED, unexpected: CANCEL_FAILED })),
          })
        }
      >
        {cancel.isPending ? 'Checking with Paystack…' : 'Cancel purchase'}
      </Button>
    </div>
  );
}
