// Who may claim a challenge's result (DOMAIN.md §9: solo player A; two_player A and B; public the
// creator) and how a decision reads to them, shared by the claims and the admin's decision.
import { outcomeWords, type ClaimRole } from '@changamoto/shared/domain';

export interface ChallengePeople {
  type: 'solo' | 'two_player' | 'public';
  created_by_user_id: string | null;
  player_a_id: string | null;
  player_b_id: string | null;
}

export function playersOf(c: ChallengePeople): { userId: string; role: ClaimRole }[] {
  if (c.type === 'public') return c.created_by_user_id ? [{ userId: c.created_by_user_id, role: 'creator' }] : [];
  const a = c.player_a_id ?? c.created_by_user_id;
  const players: { userId: string; role: ClaimRole }[] = a ? [{ userId: a, role: 'player_a' }] : [];
  if (c.type === 'two_player' && c.player_b_id) players.push({ userId: c.player_b_id, role: 'player_b' });
  return players;
}

/** The outcome's words (spec §6, shared with the web), for the notification: 'Success', 'alice Wins', 'Completed'. */
export function outcomeText(c: ChallengePeople, names: Map<string, string | null>, outcome: string): string {
  const name = (id: string | null) => (id ? names.get(id) : null);
  return outcomeWords(outcome, name(c.player_a_id), name(c.player_b_id));
}

/** What each player is told when an admin decides (type challenge_result_decided), with the reason when one was given. */
export function decisionMessage(title: string, words: string, reason: string | null): string {
  return `An admin decided “${title}”: ${words}.${reason ? ` Reason: ${reason}` : ''}`;
}
