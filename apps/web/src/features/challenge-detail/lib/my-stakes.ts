// What the reader already holds on a challenge, from the detail's myStakes (the first pages of the
// lists need not hold them). The server keeps one stake per person per challenge
// (UNIQUE(challenge_id, user_id)), so whoever holds a live stake can neither join nor back again.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { DETAIL_MESSAGES } from './messages';

/** 'You have backed this challenge.' / 'You have joined this challenge.', or null while the reader may still take part. */
export function heldStakeNote(challenge: ChallengeDetail, viewerId: string): string | null {
  const live = challenge.myStakes.filter((stake) => stake.userId === viewerId && stake.status !== 'refunded');
  if (live.length === 0) return null;
  return live.some((stake) => stake.role === 'backer') ? DETAIL_MESSAGES.youBacked : DETAIL_MESSAGES.youJoined;
}
