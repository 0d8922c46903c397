import { z } from 'zod';
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_MESSAGES } from '../domain/rewards';
import { endpoint } from './define';
import { routes } from './routes';

/** What the dashboard banner, the Referrals card and onboarding need to know about the caller. */
export const rewardsStatusSchema = z.object({
  dailyBonus: z.object({
    /** No claim yet, or the last one was on an earlier UTC day. */
    available: z.boolean(),
    /** DAILY_BONUS_TOKENS (0 when the operator switched it off). */
    tokens: z.number().int().min(0),
    lastClaimedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  referral: z.object({
    /** The caller's own code: their username (null: 'Set username first'). */
    code: z.string().nullable(),
    /** REFERRAL_BONUS_TOKENS, for each side (0 when switched off). */
    tokens: z.number().int().min(0),
    /** Who referred the caller (null: the Submit Code form is shown). */
    referredBy: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
  }),
  onboarding: z.object({
    /** The 50-token onboarding bonus was granted already (a second completion grants nothing). */
    bonusGranted: z.boolean(),
    tokens: z.number().int().min(0),
  }),
});
export type RewardsStatus = z.infer<typeof rewardsStatusSchema>;

export const referralCodeSchema = z.string({ error: REFERRAL_MESSAGES.empty }).trim().min(1, REFERRAL_MESSAGES.empty).max(REFERRAL_CODE_MAX_LENGTH, REFERRAL_MESSAGES.tooLong);

export const processReferralBodySchema = z.strictObject({ referralCode: referralCodeSchema });
export const completeOnboardingBodySchema = z.strictObject({ answer: z.string({ error: 'Choose an answer.' }).trim().min(1, 'Choose an answer.').max(100) });

const creditResponse = z.object({ success: z.literal(true), message: z.string(), tokens: z.number().int().min(0) });

export const rewardsContract = {
  getRewards: endpoint({
    ...routes.getRewards,
    access: 'user',
    tag: 'Rewards',
    summary: 'Daily bonus availability, the caller’s referral code and referrer, and whether the onboarding bonus was granted.',
    response: rewardsStatusSchema,
  }),
  claimDailyBonus: endpoint({
    ...routes.claimDailyBonus,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Rewards',
    summary: 'Credit DAILY_BONUS_TOKENS bonus tokens once per UTC calendar day (409 when already claimed today).',
    response: creditResponse,
  }),
  processReferral: endpoint({
    ...routes.processReferral,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Rewards',
    summary: 'spec §7 process-referral: redeem a referral code (a username) once, never your own; both sides get REFERRAL_BONUS_TOKENS bonus tokens.',
    body: processReferralBodySchema,
    response: creditResponse,
  }),
  completeOnboarding: endpoint({
    ...routes.completeOnboarding,
    access: 'user',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Rewards',
    summary: 'The onboarding trivia answer: right → 50 bonus tokens, once per account (a second completion grants 0).',
    body: completeOnboardingBodySchema,
    response: creditResponse,
  }),
};
