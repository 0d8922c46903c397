// POST /api/rewards/referral (spec §7 process-referral): redeem a referral code once; both sides get
// REFERRAL_BONUS_TOKENS bonus tokens (DOMAIN.md §5). Moves tokens, so it carries an Idempotency-Key.
import { api } from '@/lib/api-client';
import { useCreditMutation } from '@/lib/rewards';

export function processReferral({ referralCode, idempotencyKey }: { referralCode: string; idempotencyKey: string }) {
  return api('processReferral', { body: { referralCode } }, { idempotencyKey });
}

export const useProcessReferral = () => useCreditMutation('process-referral', processReferral);
