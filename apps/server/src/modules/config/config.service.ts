import { KES_PER_TOKEN, RULE_DEFAULTS, WITHDRAWAL_FEE_TIERS } from '@changamoto/shared/domain';
import type { PublicConfig } from '@changamoto/shared/contract';
import type { Env } from '../../env';

/** The rule values in force: shared defaults, with the env overrides DOMAIN.md allows. */
export function publicConfig(env: Env): PublicConfig {
  return {
    kesPerToken: KES_PER_TOKEN,
    customKesPerToken: env.CUSTOM_KES_PER_TOKEN,
    minCustomPurchaseKes: RULE_DEFAULTS.minCustomPurchaseKes,
    minNetWithdrawalKes: RULE_DEFAULTS.minNetWithdrawalKes,
    withdrawalFeeMode: env.WITHDRAWAL_FEE_MODE,
    withdrawalFeeTiers: env.WITHDRAWAL_FEE_MODE === 'free' ? [] : WITHDRAWAL_FEE_TIERS.map((tier) => ({ ...tier })),
    exciseDutyRate: env.EXCISE_DUTY_RATE,
    withdrawalTaxRate: env.WITHDRAWAL_TAX_RATE,
    platformFeeRate: RULE_DEFAULTS.platformFeeRate,
    lossMitigationRate: RULE_DEFAULTS.lossMitigationRate,
    onboardingBonusTokens: RULE_DEFAULTS.onboardingBonusTokens,
    dailyBonusTokens: env.DAILY_BONUS_TOKENS,
    referralBonusTokens: env.REFERRAL_BONUS_TOKENS,
    inviteTtlHours: env.INVITE_TTL_HOURS,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    googleSignInEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
}
