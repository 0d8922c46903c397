// Results, admin decisions and voiding of challenges (DOMAIN.md §4, spec §5 Marking winners, §6 Admin,
// §7 submit-challenge-result / mark_participants_as_winners). Settlement itself runs as a job.
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';

export const CHALLENGE_OUTCOMES = ['solo_succeeds', 'solo_fails', 'player_a_wins', 'player_b_wins', 'completed'] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];

export const CHALLENGE_RESULT_MESSAGES = {
  notPlayer: 'Only the players of this challenge can submit a result.',
  notActive: 'Results can only be submitted while the challenge is active.',
  notFound: 'Challenge not found.',
  invalidOutcome: 'Please choose a valid outcome for this challenge.',
  selectWinner: 'Please select at least one winner',
  winnersNotParticipants: 'Winners must be participants of this challenge.',
  alreadyDecided: 'This challenge has already been decided.',
  notDecidable: 'Only an active challenge or one pending verification can be decided.',
  notVoidable: 'Only a challenge that is still open can be voided.',
  reasonRequired: 'Please give a reason (3 to 500 characters).',
  submitted: 'Result submitted successfully!',
} as const;

const idParams = z.strictObject({ id: z.uuid({ error: CHALLENGE_RESULT_MESSAGES.notFound }) });
const outcome = z.enum(CHALLENGE_OUTCOMES, { error: CHALLENGE_RESULT_MESSAGES.invalidOutcome });
const winnerIds = z.array(z.uuid({ error: CHALLENGE_RESULT_MESSAGES.winnersNotParticipants })).max(10_000);

export const challengeResultsContract = {
  submitChallengeResult: endpoint({
    ...routes.submitChallengeResult,
    access: 'user',
    tag: 'Challenges',
    summary:
      'A result claim by the creator, player A or player B of an active challenge (a public challenge: its creator submits "completed" with the winners). Moves the challenge to pending_verification; two different claims flag it disputed. spec §7 submit-challenge-result.',
    params: idParams,
    body: z.strictObject({ outcome, winnerIds: winnerIds.optional() }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  decideChallengeOutcome: endpoint({
    ...routes.decideChallengeOutcome,
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Admin',
    summary: 'Admin decides the outcome of an active or pending-verification challenge (public: marks the winners, outcome "completed"). The challenge becomes completed and settlement is queued. spec §7 mark_participants_as_winners.',
    params: idParams,
    body: z.strictObject({
      outcome,
      winnerIds: winnerIds.optional(),
      /** Shown to the players (notification and detail page); required when the decision goes against a player's claim. */
      reason: z.string().trim().max(500, 'The reason must be 500 characters or fewer.').optional(),
    }),
    response: z.object({ success: z.literal(true), status: z.literal('completed'), outcome }),
  }),
  voidChallenge: endpoint({
    ...routes.voidChallenge,
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    tag: 'Admin',
    summary: 'Admin voids a challenge that is not over: it is cancelled and every stake is refunded to the pockets it came from, with no fee.',
    params: idParams,
    body: z.strictObject({
      reason: z.string({ error: CHALLENGE_RESULT_MESSAGES.reasonRequired }).trim().min(3, CHALLENGE_RESULT_MESSAGES.reasonRequired).max(500, CHALLENGE_RESULT_MESSAGES.reasonRequired),
    }),
    response: z.object({ success: z.literal(true), status: z.literal('cancelled'), refundedStakes: z.number().int() }),
  }),
};
