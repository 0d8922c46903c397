import type { walletContract } from '@changamoto/shared/contract';
import { estimateWithdrawal, type WithdrawalFeeMode } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { aroundCall, type Handlers } from '../../http/contract-router';
import { getBalances } from '../ledger';
import { toTransaction } from './wallet.mappers';
import type { MpesaPurchasesService } from './mpesa-purchases.service';
import { isMpesaPush, type PurchasesService } from './purchases.service';
import { findTransaction, findTransactionByReference, findUserForPayment, listTransactions, listVisibleBundles } from './wallet.repo';

const HISTORY_LIMIT = 50; // spec §9 list sizes

export function walletHandlers({
  db,
  purchases,
  mpesaPurchases,
  withdrawalFeeMode,
  withdrawalTaxRate,
}: {
  db: Db;
  purchases: PurchasesService;
  mpesaPurchases: MpesaPurchasesService;
  withdrawalFeeMode: WithdrawalFeeMode;
  withdrawalTaxRate: number;
}): Handlers<typeof walletContract> {
  return {
    getActiveTokenBundles: async () => ({
      bundles: (await listVisibleBundles(db)).map((b) => ({ id: b.id, name: b.name, description: b.description, tokenAmount: Number(b.token_amount), cashPriceKes: Number(b.cash_price_kes) })),
    }),
    getWallet: async (_input, _c, viewer) => {
      const [balances, user] = await Promise.all([getBalances(db, viewer.id), findUserForPayment(db, viewer.id)]);
      return {
        tokens: balances.total,
        withdrawable: balances.cash,
        // The redemption estimate of the cash tokens only (bonus tokens are never withdrawable, DOMAIN.md §1).
        withdrawableEstimate: estimateWithdrawal(balances.cash, withdrawalFeeMode, withdrawalTaxRate),
        bonus: balances.bonus,
        region: user.region,
        balanceFrozen: user.balance_frozen,
        kycStatus: user.kyc_status,
      };
    },
    listTransactions: async (_input, _c, viewer) => ({ transactions: (await listTransactions(db, viewer.id, HISTORY_LIMIT)).map(toTransaction) }),
    getTransaction: async ({ params }, _c, viewer) => {
      const row = await findTransaction(db, viewer.id, params.id);
      if (!row) throw errors.notFound('Transaction not found.');
      return toTransaction(row);
    },
    // Paystack is called between two transactions, never inside one (docs/decisions/016).
    initiatePayment: aroundCall<typeof walletContract.initiatePayment>()(({ body }, _c, viewer) => purchases.initiation(viewer.id, body)),
    // M-Pesa STK push (issue #19 §1): the same steps around Paystack's POST /charge; USSD calls startMpesaPurchase.
    startMpesaPayment: aroundCall<typeof walletContract.startMpesaPayment>()(({ body }, _c, viewer) => mpesaPurchases.steps(viewer.id, body)),
    getPayment: async ({ params }, _c, viewer) => {
      let row = await findTransactionByReference(db, viewer.id, params.reference);
      if (!row) throw errors.notFound('Transaction not found.');
      if (row.status === 'pending') {
        // The callback page asks; so does Paystack's verify, which may settle the purchase now. An STK
        // push past its prompt time is ended as timed out unless Paystack says otherwise.
        if (isMpesaPush(row)) await mpesaPurchases.checkPending(viewer.id, params.reference);
        else await purchases.checkPending(params.reference);
        row = (await findTransactionByReference(db, viewer.id, params.reference))!;
      }
      return toTransaction(row);
    },
    cancelPayment: async ({ params }, _c, viewer) => {
      const { message } = await purchases.cancel(viewer.id, params.reference);
      const row = (await findTransactionByReference(db, viewer.id, params.reference))!;
      return { success: true as const, message, transaction: toTransaction(row) };
    },
  };
}
