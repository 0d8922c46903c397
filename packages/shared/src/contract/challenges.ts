import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';
import { CHALLENGE_STATUSES, CHALLENGE_TYPES } from '../domain/challenge';

export const challengeSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(CHALLENGE_TYPES),
  status: z.enum(CHALLENGE_STATUSES),
  category: z.object({ slug: z.string(), name: z.string() }),
  featuredImageUrl: z.string().nullable(),
  isFeatured: z.boolean(),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  playerAStake: z.number().int(),
  playerBStake: z.number().int(),
  publicChallengeEntryFee: z.number().int(),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

export const listChallengesQuerySchema = z.strictObject({
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false.' }).optional(),
  type: z.enum(CHALLENGE_TYPES, { error: 'Unknown challenge type.' }).optional(),
  category: z.string().trim().min(1).max(50).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(50, 'limit must be at most 50.').default(20),
});

export const challengesContract = {
  listChallenges: endpoint({
    ...routes.listChallenges,
    access: 'public',
    tag: 'Challenges',
    summary: 'Challenges newest first, optionally only featured ones, of one type or category.',
    query: listChallengesQuerySchema,
    response: z.object({ challenges: z.array(challengeSummarySchema) }),
  }),
};
