// POST /api/rewards/daily-bonus: DAILY_BONUS_TOKENS bonus tokens once per UTC day (DOMAIN.md §5).
// Moves tokens, so it carries an Idempotency-Key (DOMAIN.md §1).
import type { RewardsStatus } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { refreshAfterCredit, rewardsQueryKey } from '@/lib/rewards';

export function claimDailyBonus({ idempotencyKey }: { idempotencyKey: string }) {
  return api('claimDailyBonus', {}, { idempotencyKey });
}

/** 409: today's bonus was claimed already (another tab, another device). */
export const isAlreadyClaimed = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  // The banner goes at once; the refetch that follows confirms it.
  const markClaimed = () => queryClient.setQueryData<RewardsStatus>(rewardsQueryKey, (old) => old && { ...old, dailyBonus: { ...old.dailyBonus, available: false, lastClaimedAt: new Date().toISOString() } });
  return useMutation({
    mutationKey: ['rewards', 'claim-daily-bonus'],
    mutationFn: claimDailyBonus,
    onSuccess: () => {
      markClaimed();
      return refreshAfterCredit(queryClient);
    },
    onError: (error) => {
      if (!isAlreadyClaimed(error)) return;
      markClaimed();
      return refreshAfterCredit(queryClient);
    },
  });
}
