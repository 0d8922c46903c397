// How the detail page spells outcomes and people (tokens and dates: lib/format.ts).
import type { ChallengeDetail, ChallengePerson } from '@changamoto/shared/contract';

export const personName = (person: ChallengePerson | null | undefined, fallback = 'Unknown player') => person?.username ?? fallback;

export { outcomeLabel } from '@/lib/outcome-label';

/** The people who may submit a result (spec §6): creator, player A, player B; a public challenge's creator. */
export function isPlayer(challenge: ChallengeDetail, userId: string | undefined): boolean {
  if (!userId) return false;
  if (challenge.creator?.id === userId) return true;
  if (challenge.type === 'public') return false;
  return challenge.playerA?.id === userId || challenge.playerB?.id === userId;
}
