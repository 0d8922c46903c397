import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';

/** spec §2 Dashboard stat cards computed on the server: what the caller has at stake and how many challenges are theirs. */
export const dashboardSummarySchema = z.object({
  /** All-challenges value: the caller's stakes still in escrow (challenge_stakes status 'active'), in tokens. */
  lockedStakeTokens: z.number().int().min(0),
  /** My challenges: those the caller created, plays in (player A or B, invited included), joined or backed. */
  myChallengesCount: z.number().int().min(0),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardContract = {
  getDashboardSummary: endpoint({
    ...routes.getDashboardSummary,
    access: 'user',
    tag: 'Dashboard',
    summary: 'The caller’s tokens locked in running challenges and how many challenges are theirs (spec §2 Dashboard stat cards).',
    response: dashboardSummarySchema,
  }),
};
