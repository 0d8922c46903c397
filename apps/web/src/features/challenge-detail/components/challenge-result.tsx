// spec §2: Challenge Result once completed or paid_out: the outcome and who won what. `winners` is every
// stake that won something (any role), largest winnings first: the detail's page, then 'Show more winners'.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { useChallengeStakes } from '../api/list-challenge-stakes';
import { formatTokens, outcomeLabel, personName } from '../lib/format';
import { DETAIL_MESSAGES } from '../lib/messages';
import { FEE_PERCENT, MITIGATION_PERCENT, NOTHING_WON_REASON, PAYOUT_RULE } from '../lib/win-estimate';
import { ShowMore } from './show-more';

const ROLE_LABELS: Record<string, string> = { player_a: 'Player A', player_b: 'Player B', participant: 'Participant', backer: 'Backer' };

/** The reader's own result in words, with the reason when a win paid nothing beyond the stake (issue #24 item 10). */
function MyResult({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId: string | undefined }) {
  const mine = challenge.status === 'paid_out' ? challenge.myStakes.find((s) => s.userId === viewerId && (s.status === 'won' || s.status === 'lost')) : undefined;
  if (!mine) return null;
  const text =
    mine.status === 'lost'
      ? `Your ${mine.amount}-token stake lost; ${MITIGATION_PERCENT} of it came back to you as bonus tokens.`
      : mine.winningsTokens > 0
        ? `You won: your ${mine.amount}-token stake came back plus ${formatTokens(mine.winningsTokens)}, after the ${FEE_PERCENT} platform fee.`
        : `You won: your ${mine.amount}-token stake came back plus 0 tokens. ${NOTHING_WON_REASON}`;
  return <p className="mt-2 font-semibold text-gray-900">{text}</p>;
}

export function ChallengeResult({ challenge, viewerId }: { challenge: ChallengeDetail; viewerId?: string }) {
  const winners = useChallengeStakes(challenge, 'winners');
  const nothingWon = winners.stakes.some((stake) => stake.winningsTokens === 0);
  return (
    <section aria-labelledby="result-heading" className="rounded-2xl border border-brand-600/40 bg-brand-50 p-4 sm:p-6">
      <h2 id="result-heading" className="text-lg font-bold text-brand-900">
        Challenge Result
      </h2>
      {challenge.outcome && (
        <p className="mt-2 text-gray-900">
          Outcome: <span className="font-semibold">{outcomeLabel(challenge, challenge.outcome)}</span>
        </p>
      )}
      <MyResult challenge={challenge} viewerId={viewerId} />
      <p className="mt-2 text-sm text-gray-700">{PAYOUT_RULE}</p>
      {nothingWon && <p className="mt-2 text-sm text-gray-700">{NOTHING_WON_REASON}</p>}
      {winners.stakes.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{DETAIL_MESSAGES.noWinnings}</p>
      ) : (
        <ul className="mt-3 max-h-96 space-y-2 overflow-y-auto">
          {winners.stakes.map((stake) => (
            <li key={stake.id} data-list-item tabIndex={-1} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700">
              <span>
                <span className="font-semibold text-gray-900">{personName(stake.user)}</span> <span className="text-gray-600">({ROLE_LABELS[stake.role] ?? stake.role})</span>
              </span>
              <span className="font-semibold text-brand-800">{`won ${formatTokens(stake.winningsTokens)}`}</span>
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={winners} label="Show more winners" />
    </section>
  );
}
