// issue #24 item 10: say the rules where people stake — the win preview beside the stake input, the rule
// on the join form, and the result's reasons. One chunk loaded where it shows (the estimate and its words
// stay off the detail's first load; the 120 KB budget).
import type { ChallengeDetail } from '@changamoto/shared/contract';
import type { ChallengeOutcome } from '@changamoto/shared/domain';
import { formatTokens } from '@/lib/format';
import { personName } from '../lib/format';
import { explainLoss, explainWin, FEE_PERCENT, MITIGATION_PERCENT, nothingWonReason, payoutRule, winEstimate } from '../lib/win-estimate';
import { useChallengeDetailT, type ChallengeDetailT } from '../i18n';

function ifItWins(t: ChallengeDetailT, challenge: ChallengeDetail, outcome: ChallengeOutcome): string {
  if (outcome === 'solo_succeeds') return t('challenge-detail.rules.ifSucceeds');
  if (outcome === 'solo_fails') return t('challenge-detail.rules.ifFails');
  const a = outcome === 'player_a_wins';
  return t('challenge-detail.rules.ifWins', { name: personName(a ? challenge.playerA : challenge.playerB, t(a ? 'challenge-detail.roles.playerA' : 'challenge-detail.roles.playerB')) });
}

/** Beside the stake input: each outcome's payout now and why, and what a loss gives back. */
export function WinPreview({ challenge, outcomes, stake }: { challenge: ChallengeDetail; outcomes: readonly ChallengeOutcome[]; stake: number }) {
  const t = useChallengeDetailT();
  const valid = Number.isInteger(stake) && stake >= 1;
  return (
    <div id="win-preview" aria-live="polite" className="rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
      {valid ? (
        <ul className="space-y-1">
          {outcomes.map((outcome) => (
            <li key={outcome}>{t('challenge-detail.rules.preview', { condition: ifItWins(t, challenge, outcome), explanation: explainWin(winEstimate(challenge, outcome, stake)) })}</li>
          ))}
          <li>{explainLoss(winEstimate(challenge, outcomes[0]!, stake))}</li>
        </ul>
      ) : (
        <p>{payoutRule()}</p>
      )}
    </div>
  );
}

export function PayoutRule() {
  useChallengeDetailT(); // re-renders on a language switch
  return <p className="text-sm text-gray-700">{payoutRule()}</p>;
}

/** The result's reasons: the reader's own result in words, the rule, and why a win paid "plus 0 tokens". */
export function ResultReasons({ challenge, viewerId, nothingWon }: { challenge: ChallengeDetail; viewerId: string | undefined; nothingWon: boolean }) {
  const t = useChallengeDetailT();
  const mine = challenge.status === 'paid_out' ? challenge.myStakes.find((s) => s.userId === viewerId && (s.status === 'won' || s.status === 'lost')) : undefined;
  const text = !mine
    ? null
    : mine.status === 'lost'
      ? t('challenge-detail.rules.lostWithMitigation', { stake: mine.amount, percent: MITIGATION_PERCENT })
      : mine.winningsTokens > 0
        ? t('challenge-detail.rules.won', { stake: mine.amount, winnings: formatTokens(mine.winningsTokens), fee: FEE_PERCENT })
        : t('challenge-detail.rules.wonNothing', { stake: mine.amount, reason: nothingWonReason() });
  return (
    <>
      {text && <p className="mt-2 font-semibold text-gray-900">{text}</p>}
      <p className="mt-2 text-sm text-gray-700">{payoutRule()}</p>
      {nothingWon && <p className="mt-2 text-sm text-gray-700">{nothingWonReason()}</p>}
    </>
  );
}
