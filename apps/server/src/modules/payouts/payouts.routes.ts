import type { payoutsContract } from '@changamoto/shared/contract';
import { PAYOUT_MESSAGES, REDEEM_MESSAGES } from '@changamoto/shared/domain';
import type { Handlers } from '../../http/contract-router';
import type { ReauthenticationService } from '../reauthentication/reauthentication.service';
import type { PayoutsService } from './payouts.service';

export function payoutsHandlers(service: PayoutsService, { reauthentication }: { reauthentication: Pick<ReauthenticationService, 'requireRecent'> }): Handlers<typeof payoutsContract> {
  return {
    getPaystackBanks: async ({ query }) => ({ banks: await service.getBanks(query.type) }),
    listPayoutAccounts: async (_input, _c, viewer) => ({ accounts: await service.listAccounts(viewer.id) }),
    addPayoutAccount: async ({ body }, c, viewer) => {
      // A new payout destination needs proof that it is still the account's owner (DOMAIN.md §8).
      await reauthentication.requireRecent(c, viewer.id);
      return { success: true, message: PAYOUT_MESSAGES.added, account: await service.addAccount(viewer.id, body) };
    },
    setDefaultPayoutAccount: async ({ params }, _c, viewer) => {
      await service.setDefaultAccount(viewer.id, params.id);
      return { message: PAYOUT_MESSAGES.defaultUpdated };
    },
    deletePayoutAccount: async ({ params }, _c, viewer) => {
      await service.deleteAccount(viewer.id, params.id);
      return { message: PAYOUT_MESSAGES.deleted };
    },
    estimateWithdrawal: async ({ query }) => service.estimate(query.tokens),
    initiateRedemption: async ({ body }, _c, viewer, tx) => {
      const { transactionId } = await service.initiateRedemption(tx, viewer.id, body);
      return { success: true, message: REDEEM_MESSAGES.initiated, transactionId };
    },
  };
}
