// Who may claim a challenge's result (DOMAIN.md §9: solo player A; two_player A and B; public the
// creator) and how a decision reads to them, shared by the claims and the admin's decision.
import { outcomeWords, resultPlayerIds, type ClaimRole } from '@changamoto/shared/domain';
import { outcomeWordsSw } from '../notifications/notice-texts-sw';

export interface ChallengePeople {
  type: 'solo' | 'two_player' | 'public';
  created_by_user_id: string | null;
  player_a_id: string | null;
  player_b_id: string | null;
}

/** The people resultPlayerIds names (the transition table's `player`, packages/shared), with their roles. */
export function playersOf(c: ChallengePeople): { userId: string; role: ClaimRole }[] {
  const a = c.player_a_id ?? c.created_by_user_id;
  return resultPlayerIds({ type: c.type, creatorId: c.created_by_user_id, playerAId: c.player_a_id, playerBId: c.player_b_id }).map((userId) => ({
    userId,
    role: c.type === 'public' ? 'creator' : userId === a ? 'player_a' : 'player_b',
  }));
}

/** The outcome's words (spec §6, shared with the web), for the notification: 'Success', 'alice Wins', 'Completed'. */
export function outcomeText(c: ChallengePeople, names: Map<string, string | null>, outcome: string): string {
  const name = (id: string | null) => (id ? names.get(id) : null);
  return outcomeWords(outcome, name(c.player_a_id), name(c.player_b_id));
}

/** outcomeText in Kiswahili ('Imefanikiwa', 'alice ameshinda'). */
export function outcomeTextSw(c: ChallengePeople, names: Map<string, string | null>, outcome: string): string {
  const name = (id: string | null) => (id ? names.get(id) : null);
  return outcomeWordsSw(outcome, name(c.player_a_id), name(c.player_b_id));
}

/** What each player is told when an admin decides (type challenge_result_decided), with the reason when one was given. */
export function decisionMessage(title: string, words: string, reason: string | null): string {
  return `An admin decided “${title}”: ${words}.${reason ? ` Reason: ${reason}` : ''}`;
}
