import type { rewardsContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { RewardsService } from './rewards.service';

export function rewardsHandlers(service: RewardsService): Handlers<typeof rewardsContract> {
  return {
    getRewards: (_input, _c, viewer) => service.status(viewer.id),
    claimDailyBonus: (_input, _c, viewer, tx) => service.claimDailyBonus(tx, viewer.id),
    processReferral: ({ body }, _c, viewer, tx) => service.processReferral(tx, viewer.id, body.referralCode),
    completeOnboarding: ({ body }, _c, viewer, tx) => service.completeOnboarding(tx, viewer.id, body.answer),
  };
}
