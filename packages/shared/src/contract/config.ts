import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';

export const publicConfigSchema = z.object({
  kesPerToken: z.number(),
  customKesPerToken: z.number(),
  minCustomPurchaseKes: z.number().int(),
  minNetWithdrawalKes: z.number().int(),
  withdrawalFeeMode: z.enum(['tiered', 'free']),
  /** Fee per gross-KES band; empty when withdrawals are free. */
  withdrawalFeeTiers: z.array(z.object({ fromKes: z.number().int(), toKes: z.number().int().nullable(), feeKes: z.number().int() })),
  /** Finance Act 2025 (DOMAIN.md §10): excise duty included in deposit prices, withholding tax on withdrawals; 0 = off. */
  exciseDutyRate: z.number(),
  withdrawalTaxRate: z.number(),
  platformFeeRate: z.number(),
  lossMitigationRate: z.number(),
  onboardingBonusTokens: z.number().int(),
  dailyBonusTokens: z.number().int(),
  referralBonusTokens: z.number().int(),
  inviteTtlHours: z.number().int(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportWhatsapp: z.string(),
  /** Whether 'Continue with Google' can work (GOOGLE_CLIENT_ID/SECRET set). */
  googleSignInEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configContract = {
  getPublicConfig: endpoint({
    ...routes.getPublicConfig,
    access: 'public',
    tag: 'Config',
    summary: 'Public rule values (fees, bonuses, limits) so copy and forms never hard-code them.',
    response: publicConfigSchema,
  }),
};
