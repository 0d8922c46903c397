// Menu 4 (Buy tokens → amount → STK push to this phone), on the purchases service the web uses: the
// same rules (18+, username, freeze, self-exclusion, deposit limits, purchases starting at once) in its
// first step, then an M-Pesa charge (Paystack POST /charge, mobile_money) instead of a checkout page,
// with no transaction open while Paystack answers (decision 016). The tokens are credited by the
// purchase's usual confirmation (the charge.success webhook, or the reconciliation's verify).
import { CUSTOM_BUNDLE_ID, WALLET_MESSAGES } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { runInTransaction } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { PaystackClient } from '../../providers/paystack';
import type { PurchasesService } from '../wallet/purchases.service';
import type { StartMpesaPurchase } from './ussd.service';

export function startMpesaPurchaseForUssd({ db, paystack, purchases, log }: { db: Db; paystack: Pick<PaystackClient, 'chargeMobileMoney'>; purchases: Pick<PurchasesService, 'initiation'>; log: Logger }): StartMpesaPurchase {
  return async ({ userId, kes, phone }) => {
    const steps = purchases.initiation(userId, { bundleId: CUSTOM_BUNDLE_ID, customAmount: kes });
    const purchase = await runInTransaction(db, (tx) => steps.prepare(tx));
    let refusal: string | null = null;
    try {
      const charge = await paystack.chargeMobileMoney({
        email: purchase.email,
        amountSubunit: Math.round(purchase.kes * 100),
        phone,
        reference: purchase.reference,
        metadata: { transaction_id: purchase.transactionId, user_id: userId, channel: 'ussd' },
      });
      if (charge.status === 'failed') refusal = charge.message;
    } catch (error) {
      log.warn({ err: error, reference: purchase.reference }, 'USSD M-Pesa charge failed');
      refusal = WALLET_MESSAGES.paymentService;
    }
    if (refusal !== null) {
      // No prompt reached the phone: the purchase ends failed (no token moved; it stops counting toward limits).
      await runInTransaction(db, (tx) => steps.abandon(tx, purchase));
      throw new AppError(502, 'internal_error', refusal);
    }
  };
}
