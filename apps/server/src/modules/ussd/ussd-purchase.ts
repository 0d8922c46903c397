// Menu 4 (Buy tokens → amount → STK push to this phone) on the wallet's own M-Pesa purchase
// (modules/wallet/mpesa-purchases.service.ts, issue #19 §1): the same rules (18+, username, freeze,
// self-exclusion, deposit limits), Paystack's POST /charge with no transaction open (decision 016),
// and its idempotency: the key is the USSD session and step, so a retried step never opens a second
// prompt. The tokens are credited by the purchase's usual confirmation (webhook, verify, reconciliation).
import { CUSTOM_BUNDLE_ID } from '@changamoto/shared/domain';
import type { MpesaPurchasesService } from '../wallet/mpesa-purchases.service';
import type { StartMpesaPurchase } from './ussd.service';

export function startMpesaPurchaseForUssd(mpesaPurchases: Pick<MpesaPurchasesService, 'startMpesaPurchase'>): StartMpesaPurchase {
  return async ({ userId, kes, phone, sessionId, step }) => {
    const started = await mpesaPurchases.startMpesaPurchase({ userId, idempotencyKey: `ussd:${sessionId}:${step}`, bundleId: CUSTOM_BUNDLE_ID, customAmount: kes, phone });
    return { started: started.status !== 'failed', message: started.message };
  };
}
