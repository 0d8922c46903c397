// spec §6: how an outcome reads, with the players' names: 'Success', 'alice Wins' (the challenge
// page and the admin queue).
import { outcomeWords } from '@changamoto/shared/domain';

type Named = { username: string | null } | null | undefined;

export function outcomeLabel(players: { playerA: Named; playerB: Named }, outcome: string): string {
  return outcomeWords(outcome, players.playerA?.username, players.playerB?.username);
}
