// How the detail page spells outcomes and people (tokens and dates: lib/format.ts).
import type { ChallengePerson } from '@changamoto/shared/contract';

import { outcomeWords } from '@changamoto/shared/domain';
import { translate } from '@/lib/i18n';
import '../i18n';

export const personName = (person: ChallengePerson | null | undefined, fallback = translate('challenge-detail.page.unknownPlayer')) => person?.username ?? fallback;

type Named = { username: string | null } | null | undefined;

/** spec §6: 'Success', 'alice Wins' — in the active language (the shared outcomeWords for anything else). */
export function outcomeLabel(players: { playerA: Named; playerB: Named }, outcome: string): string {
  switch (outcome) {
    case 'solo_succeeds':
      return translate('challenge-detail.outcome.success');
    case 'solo_fails':
      return translate('challenge-detail.outcome.failure');
    case 'player_a_wins':
      return translate('challenge-detail.outcome.playerWins', { name: players.playerA?.username || translate('challenge-detail.roles.playerA') });
    case 'player_b_wins':
      return translate('challenge-detail.outcome.playerWins', { name: players.playerB?.username || translate('challenge-detail.roles.playerB') });
    case 'completed':
      return translate('challenge-detail.outcome.completed');
    default:
      return outcomeWords(outcome, players.playerA?.username, players.playerB?.username);
  }
}
