// Responsible play (issue #7 item 4): the caller's deposit limits and self-exclusion. There is no
// endpoint that ends or shortens a self-exclusion, for anyone (admins included).
import { z } from 'zod';
import { DEPOSIT_LIMIT_MAX_KES, DEPOSIT_LIMIT_MIN_KES, DEPOSIT_LIMIT_PERIODS, RESPONSIBLE_PLAY_MESSAGES as M, SELF_EXCLUSION_KINDS } from '../domain/responsible-play';
import { endpoint } from './define';
import { routes } from './routes';

const isoDate = z.iso.datetime({ offset: true });

export const depositLimitStatusSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  /** The rolling window the limit counts over (24, 168 or 720 hours). */
  windowHours: z.number().int(),
  /** The limit in force now, whole KES; null: none. */
  limitKes: z.number().int().nullable(),
  /** A raise (amountKes) or removal (amountKes null) that applies from effectiveAt. */
  pending: z.object({ amountKes: z.number().int().nullable(), effectiveAt: isoDate }).nullable(),
  /** KES of purchases started (pending or completed) in the window. */
  usedKes: z.number().int(),
  /** What can still be deposited now under this limit; null: no limit. */
  remainingKes: z.number().int().nullable(),
  /**
   * When room next frees up: a paid purchase leaves the window, or an unpaid one stops counting
   * (nextDepositRelease); null: none counted.
   */
  nextReleaseAt: isoDate.nullable(),
  /** Of usedKes, purchases not paid yet: the person can cancel them from the wallet to free that much now. */
  unpaidKes: z.number().int(),
});
export type DepositLimitStatus = z.infer<typeof depositLimitStatusSchema>;

export const selfExclusionSchema = z.object({
  kind: z.enum(SELF_EXCLUSION_KINDS),
  startsAt: isoDate,
  /** null: the account is closed for good. */
  endsAt: isoDate.nullable(),
});
export type SelfExclusion = z.infer<typeof selfExclusionSchema>;

/** What the user sees on /profile and an admin sees on the user's page: the same data. */
export const responsiblePlayStatusSchema = z.object({
  depositLimits: z.array(depositLimitStatusSchema),
  /** The self-exclusion in force now, with the sentence every blocked action answers; null: none. */
  activeExclusion: selfExclusionSchema.extend({ message: z.string() }).nullable(),
  /** Every self-exclusion ever taken, newest first. */
  exclusionHistory: z.array(selfExclusionSchema),
});
export type ResponsiblePlayStatus = z.infer<typeof responsiblePlayStatusSchema>;

export const setDepositLimitBodySchema = z.strictObject({
  amountKes: z.number({ error: M.limitInvalid }).int(M.limitInvalid).min(DEPOSIT_LIMIT_MIN_KES, M.limitInvalid).max(DEPOSIT_LIMIT_MAX_KES, M.limitInvalid).nullable(),
});

export const startSelfExclusionBodySchema = z.strictObject({
  kind: z.enum(SELF_EXCLUSION_KINDS, { error: M.kindInvalid }),
  /** The person ticked "I understand": a break cannot be shortened or ended early. */
  confirm: z.literal(true, { error: M.confirmRequired }),
});

const changeResponse = z.object({ message: z.string(), status: responsiblePlayStatusSchema });

export const responsiblePlayContract = {
  getResponsiblePlay: endpoint({
    ...routes.getResponsiblePlay,
    access: 'user',
    tag: 'Responsible play',
    summary: 'The caller’s deposit limits (in force, pending raise, used and remaining in each rolling window) and self-exclusion.',
    response: responsiblePlayStatusSchema,
  }),
  setDepositLimit: endpoint({
    ...routes.setDepositLimit,
    access: 'user',
    tag: 'Responsible play',
    summary: 'Set (or remove, amountKes null) a daily/weekly/monthly deposit limit. Lowering applies at once; raising or removing after 24 hours.',
    params: z.strictObject({ period: z.enum(DEPOSIT_LIMIT_PERIODS, { error: M.periodInvalid }) }),
    body: setDepositLimitBodySchema,
    response: changeResponse,
  }),
  startSelfExclusion: endpoint({
    ...routes.startSelfExclusion,
    access: 'user',
    tag: 'Responsible play',
    summary: 'Take a break (24 h, 7 days, 30 days) or close the account. Cannot be shortened or ended early; a longer one may follow.',
    body: startSelfExclusionBodySchema,
    response: changeResponse,
    status: 201,
  }),
};
