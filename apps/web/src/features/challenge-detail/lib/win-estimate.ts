// issue #24 item 10: say the rules where people stake. What a stake on an outcome would pay if it won
// now, by the settlement's own rules (shared estimateWin; the SQL settlement is what pays), and why.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { RULE_DEFAULTS, estimateWin, type ChallengeOutcome, type WinEstimate } from '@changamoto/shared/domain';
import { translate } from '@/lib/i18n';
import '../i18n';

const percent = (rate: number) => `${Math.round(rate * 100)} %`;
export const FEE_PERCENT = percent(RULE_DEFAULTS.platformFeeRate);
export const MITIGATION_PERCENT = percent(RULE_DEFAULTS.lossMitigationRate);

/** The rule in one sentence, for the join form and the result (a function: the words follow the active language). */
export const payoutRule = () => translate('challenge-detail.rules.payoutRule', { fee: FEE_PERCENT, mitigation: MITIGATION_PERCENT });

/** Everything already staked on `outcome`: the players' stakes on it and its backers. */
export function stakedOn(challenge: ChallengeDetail, outcome: ChallengeOutcome): number {
  const t = challenge.totals;
  const backers = { solo_succeeds: t.succeedBackerStake, solo_fails: t.failBackerStake, player_a_wins: t.playerABackerStake, player_b_wins: t.playerBBackerStake, completed: 0 }[outcome];
  const players = challenge.playerStakes.filter((s) => s.outcome === outcome && s.status !== 'refunded').reduce((sum, s) => sum + s.amount, 0);
  return backers + players;
}

export function winEstimate(challenge: ChallengeDetail, outcome: ChallengeOutcome, stake: number): WinEstimate {
  return estimateWin({ total: challenge.totalJackpot, winningTotal: stakedOn(challenge, outcome), stake });
}

/** What the estimate means, in words: the payout and the reason for it. */
export function explainWin(e: WinEstimate): string {
  if (e.nothingToWin) return translate('challenge-detail.rules.onlyReturns', { stake: e.stake });
  const why = e.feeCapped ? translate('challenge-detail.rules.afterCappedFee') : translate('challenge-detail.rules.afterFee', { fee: FEE_PERCENT });
  return translate('challenge-detail.rules.wouldPay', { payout: e.payout, stake: e.stake, winnings: e.winnings, why });
}

/** The loss side: the 10 % loss mitigation in bonus tokens. */
export const explainLoss = (e: WinEstimate) => translate('challenge-detail.rules.ifLoses', { mitigation: e.lossMitigation, percent: MITIGATION_PERCENT });

/** Why a winning stake was paid "plus 0 tokens". */
export const nothingWonReason = () => translate('challenge-detail.rules.nothingWonReason', { fee: FEE_PERCENT });
