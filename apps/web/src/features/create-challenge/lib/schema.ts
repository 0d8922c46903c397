// spec §5 Challenge: title and type required, stakes and fee positive whole numbers, a two_player
// opponent who is not the user; plus the category and dates the server asks for.
import { CHALLENGE_DESCRIPTION_MAX, CHALLENGE_TITLE_MAX, CHALLENGE_TYPES } from '@changamoto/shared/domain';
import { z } from 'zod';
import { CREATE_MESSAGES as M } from './messages';

const opponentSchema = z.object({ id: z.string(), username: z.string() });
export type Opponent = z.infer<typeof opponentSchema>;

export const createChallengeFormSchema = (myId: string) =>
  z
    .object({
      title: z.string().max(CHALLENGE_TITLE_MAX, M.titleTooLong),
      description: z.string().max(CHALLENGE_DESCRIPTION_MAX, M.descriptionTooLong),
      categorySlug: z.string().min(1, M.category),
      startDate: z.string(),
      endDate: z.string(),
      type: z.union([z.enum(CHALLENGE_TYPES), z.literal('')]),
      playerAStake: z.string(),
      playerBStake: z.string(),
      entryFee: z.string(),
      opponent: opponentSchema.nullable(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.title.trim()) issue('title', M.titleAndType);
      if (!v.type) issue('type', M.titleAndType);
      const start = Date.parse(v.startDate);
      const end = Date.parse(v.endDate);
      if (Number.isNaN(start)) issue('startDate', M.startDate);
      if (Number.isNaN(end)) issue('endDate', M.endDate);
      else if (!Number.isNaN(start) && end <= start) issue('endDate', M.endAfterStart);
      else if (end <= Date.now()) issue('endDate', M.endInFuture);
      if (v.type === 'solo' || v.type === 'two_player') {
        if (!isPositiveWhole(v.playerAStake)) issue('playerAStake', M.stake);
      }
      if (v.type === 'two_player') {
        if (!isPositiveWhole(v.playerBStake)) issue('playerBStake', M.stake);
        if (!v.opponent) issue('opponent', M.opponentRequired);
        else if (v.opponent.id === myId) issue('opponent', M.opponentSelf);
      }
      if (v.type === 'public' && !isPositiveWhole(v.entryFee)) issue('entryFee', M.entryFee);
    });

export type CreateChallengeFormValues = z.infer<ReturnType<typeof createChallengeFormSchema>>;

export function isPositiveWhole(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number.isSafeInteger(Number(value));
}

// In its own module: the form fills its dates without loading zod (lib/forms/lazy-resolver.ts).
export { toLocalInput } from './local-input';
