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

/** A two_player challenge waiting for the caller (player B) to accept or reject it. */
export const pendingInviteSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Player A, who sent the invite. */
  challenger: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
  playerAStake: z.number().int(),
  /** What accepting moves from the caller's tokens into escrow. */
  playerBStake: z.number().int(),
  endDate: z.iso.datetime({ offset: true }),
  inviteExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/** The dashboard shows at most this many pending invites (newest first). */
export const PENDING_INVITES_LIMIT = 20;

export const dashboardContract = {
  getDashboardSummary: endpoint({
    ...routes.getDashboardSummary,
    access: 'user',
    tag: 'Dashboard',
    summary: 'The caller’s tokens locked in running challenges and how many challenges are theirs (spec §2 Dashboard stat cards).',
    response: dashboardSummarySchema,
  }),
  listPendingInvites: endpoint({
    ...routes.listPendingInvites,
    access: 'user',
    tag: 'Dashboard',
    summary: 'The two_player invites still waiting for the caller to accept or reject, newest first (at most 20): a read invite notification no longer leads to them.',
    response: z.object({ invites: z.array(pendingInviteSchema) }),
  }),
};
