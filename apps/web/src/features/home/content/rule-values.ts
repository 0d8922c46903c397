// The rule values home-page copy quotes, from GET /api/config when loaded, else the shared defaults,
// so marketing text never drifts from the rules actually in force.
import type { PublicConfig } from '@changamoto/shared/contract';
import { RULE_DEFAULTS, WITHDRAWAL_FEE_TIERS } from '@changamoto/shared/domain';

export interface RuleValues {
  lossMitigationPercent: number;
  onboardingBonusTokens: number;
  dailyBonusTokens: number;
  /** null when withdrawals are free (spec §1 claim); else the lowest fee of the spec §9 table. */
  lowestWithdrawalFeeKes: number | null;
}

export function ruleValues(config: PublicConfig | undefined): RuleValues {
  const feeMode = config?.withdrawalFeeMode ?? RULE_DEFAULTS.withdrawalFeeMode;
  const tiers = config?.withdrawalFeeTiers ?? WITHDRAWAL_FEE_TIERS;
  const lowestFee = tiers.length > 0 ? Math.min(...tiers.map((tier) => tier.feeKes)) : 0;
  return {
    lossMitigationPercent: Math.round((config?.lossMitigationRate ?? RULE_DEFAULTS.lossMitigationRate) * 100),
    onboardingBonusTokens: config?.onboardingBonusTokens ?? RULE_DEFAULTS.onboardingBonusTokens,
    dailyBonusTokens: config?.dailyBonusTokens ?? RULE_DEFAULTS.dailyBonusTokens,
    lowestWithdrawalFeeKes: feeMode === 'free' || lowestFee === 0 ? null : lowestFee,
  };
}
