// Test-only: GET /api/rewards as the server answers it for a new account, for tests to adjust.
import type { RewardsStatus } from '@changamoto/shared/contract';

export function rewardsStatus(overrides: { dailyBonus?: Partial<RewardsStatus['dailyBonus']>; referral?: Partial<RewardsStatus['referral']>; onboarding?: Partial<RewardsStatus['onboarding']> } = {}): RewardsStatus {
  return {
    dailyBonus: { available: true, tokens: 5, lastClaimedAt: null, ...overrides.dailyBonus },
    referral: { code: 'wanjiku', tokens: 20, referredBy: null, ...overrides.referral },
    onboarding: { bonusGranted: false, tokens: 50, ...overrides.onboarding },
  };
}
