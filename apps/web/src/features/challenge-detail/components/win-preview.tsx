// issue #24 item 10: beside the stake input, what a win on each outcome would pay now and why (the
// platform fee and its cap), and what a loss gives back (loss mitigation). Follows the page's live data.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { personName } from '../lib/format';
import { explainLoss, explainWin, PAYOUT_RULE, winEstimate } from '../lib/win-estimate';

function ifItWins(challenge: ChallengeDetail, outcome: ChallengeOutcome): string {
  if (outcome === 'solo_succeeds') return 'If the challenge succeeds';
  if (outcome === 'solo_fails') return 'If it fails';
  return `If ${personName(outcome === 'player_a_wins' ? challenge.playerA : challenge.playerB, outcome === 'player_a_wins' ? 'Player A' : 'Player B')} wins`;
}

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
