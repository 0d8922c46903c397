// issue #24 item 10: say the rules where people stake — the win preview beside the stake input, the rule
// on the join form, and the result's reasons. One chunk loaded where it shows (the estimate and its words
// stay off the detail's first load; the 120 KB budget).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { formatTokens } from '@/lib/format';
import { personName } from '../lib/format';
import { explainLoss, explainWin, FEE_PERCENT, MITIGATION_PERCENT, NOTHING_WON_REASON, PAYOUT_RULE, winEstimate } from '../lib/win-estimate';

function ifItWins(challenge: ChallengeDetail, outcome: ChallengeOutcome): string {
  if (outcome === 'solo_succeeds') return 'If the challenge succeeds';
  if (outcome === 'solo_fails') return 'If it fails';
  return `If ${personName(outcome === 'player_a_wins' ? challenge.playerA : challenge.playerB, outcome === 'player_a_wins' ? 'Player A' : 'Player B')} wins`;
}

/** Beside the stake input: each outcome's payout now and why, and what a loss gives back. */
export function WinPreview({ challenge, outcomes, stake }: { challenge: ChallengeDetail; outcomes: readonly ChallengeOutcome[]; stake: number }) {
  const valid = Number.isInteger(stake) && stake >= 1;
  return (
    <div id="win-preview" aria-live="polite" className="rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
      {valid ? (
        <ul className="space-y-1">
          {outcomes.map((outcome) => (
            <li key={outcome}>{`${ifItWins(challenge, outcome)}, your stake ${explainWin(winEstimate(challenge, outcome, stake))}`}</li>
          ))}
          <li>{explainLoss(winEstimate(challenge, outcomes[0]!, stake))}</li>
        </ul>
      ) : (
        <p>{PAYOUT_RULE}</p>
      )}
    </div>
  );
}

export function PayoutRule() {
  return <p className="text-sm text-gray-700">{PAYOUT_RULE}</p>;
}

/** The result's reasons: the reader's own result in words, the rule, and why a win paid "plus 0 tokens". */
export function ResultReasons({ challenge, viewerId, nothingWon }: { challenge: ChallengeDetail; viewerId: string | undefined; nothingWon: boolean }) {
  const mine = challenge.status === 'paid_out' ? challenge.myStakes.find((s) => s.userId === viewerId && (s.status === 'won' || s.status === 'lost')) : undefined;
  const text = !mine
    ? null
    : mine.status === 'lost'
      ? `Your ${mine.amount}-token stake lost; ${MITIGATION_PERCENT} of it came back to you as bonus tokens.`
      : mine.winningsTokens > 0
        ? `You won: your ${mine.amount}-token stake came back plus ${formatTokens(mine.winningsTokens)}, after the ${FEE_PERCENT} platform fee.`
        : `You won: your ${mine.amount}-token stake came back plus 0 tokens. ${NOTHING_WON_REASON}`;
  return (
    <>
      {text && <p className="mt-2 font-semibold text-gray-900">{text}</p>}
      <p className="mt-2 text-sm text-gray-700">{PAYOUT_RULE}</p>
      {nothingWon && <p className="mt-2 text-sm text-gray-700">{NOTHING_WON_REASON}</p>}
    </>
  );
}
