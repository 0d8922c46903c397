// spec §6: how an outcome reads, with the players' names: 'Success', 'alice Wins' (the challenge
// page and the admin queue).
import type { ChallengeOutcome } from '@changamoto/shared/domain';

type Named = { username: string | null } | null | undefined;

export function outcomeLabel(players: { playerA: Named; playerB: Named }, outcome: string): string {
  switch (outcome as ChallengeOutcome) {
    case 'solo_succeeds':
      return 'Success';
    case 'solo_fails':
      return 'Failure';
    case 'player_a_wins':
      return `${players.playerA?.username ?? 'Player A'} Wins`;
    case 'player_b_wins':
      return `${players.playerB?.username ?? 'Player B'} Wins`;
    case 'completed':
      return 'Completed';
    default:
      return outcome;
  }
}
