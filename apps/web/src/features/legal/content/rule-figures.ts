// The rule values the legal copy quotes, as display strings: from GET /api/config once loaded, so the
// copy always states the rules in force. While the config loads (or if it fails) the amounts DOMAIN.md
// fixes fall back to the shared defaults; the env-overridable bonus amounts fall back to wording
// without a number rather than a figure that might be wrong.
import { RULE_DEFAULTS } from '@changamoto/shared/domain';
import { usePublicConfig } from '@/lib/public-config';
import { formatKes, formatNumber, plural } from '@/lib/format';

export interface RuleFigures {
  /** e.g. "20%" */
  platformFee: string;
  /** e.g. "10%" */
  lossMitigation: string;
  /** e.g. "50 bonus tokens" */
  onboardingBonus: string;
  /** e.g. "5 bonus tokens" */
  dailyBonus: string;
  /** e.g. "20 bonus tokens" */
  referralBonus: string;
  /** e.g. "KES 10" */
  minCustomPurchase: string;
  /** e.g. "KES 10" */
  minNetWithdrawal: string;
  /** e.g. "72 hours" */
  inviteTtl: string;
  /** The two settlement rates as numbers, for worked examples. */
  rates: { platformFee: number; lossMitigation: number };
  /** The amounts as numbers (null while the config is unknown), for the Kiswahili FAQ's own wording. */
  amounts: { onboardingBonus: number; dailyBonus: number | null; referralBonus: number | null; inviteTtlHours: number | null };
}

export function formatPercent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

const tokens = (n: number) => `${formatNumber(n)} bonus ${plural(n, 'token', 'tokens')}`;

export function useRuleFigures(): RuleFigures {
  const { data: config } = usePublicConfig();
  const platformFee = config?.platformFeeRate ?? RULE_DEFAULTS.platformFeeRate;
  const lossMitigation = config?.lossMitigationRate ?? RULE_DEFAULTS.lossMitigationRate;
  return {
    platformFee: formatPercent(platformFee),
    lossMitigation: formatPercent(lossMitigation),
    onboardingBonus: tokens(config?.onboardingBonusTokens ?? RULE_DEFAULTS.onboardingBonusTokens),
    dailyBonus: config ? tokens(config.dailyBonusTokens) : 'a set number of bonus tokens',
    referralBonus: config ? tokens(config.referralBonusTokens) : 'a set number of bonus tokens',
    minCustomPurchase: formatKes(config?.minCustomPurchaseKes ?? RULE_DEFAULTS.minCustomPurchaseKes),
    minNetWithdrawal: formatKes(config?.minNetWithdrawalKes ?? RULE_DEFAULTS.minNetWithdrawalKes),
    inviteTtl: config ? `${config.inviteTtlHours} hours` : 'the time shown on the invite',
    rates: { platformFee, lossMitigation },
    amounts: {
      onboardingBonus: config?.onboardingBonusTokens ?? RULE_DEFAULTS.onboardingBonusTokens,
      dailyBonus: config?.dailyBonusTokens ?? null,
      referralBonus: config?.referralBonusTokens ?? null,
      inviteTtlHours: config?.inviteTtlHours ?? null,
    },
  };
}
