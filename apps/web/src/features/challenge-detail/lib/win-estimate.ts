// issue #24 item 10: say the rules where people stake. What a stake on an outcome would pay if it won
// now, by the settlement's own rules (shared estimateWin; the SQL settlement is what pays), and why.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { RULE_DEFAULTS, estimateWin, type ChallengeOutcome, type WinEstimate } from '@changamoto/shared/domain';

const percent = (rate: number) => `${Math.round(rate * 100)} %`;
export const FEE_PERCENT = percent(RULE_DEFAULTS.platformFeeRate);
export const MITIGATION_PERCENT = percent(RULE_DEFAULTS.lossMitigationRate);

/** The rule in one sentence, for the join form and the result. */
export const PAYOUT_RULE = `Winners share everything staked after the ${FEE_PERCENT} platform fee, which is capped so winners never get back less than their stake; a losing stake gets ${MITIGATION_PERCENT} back as bonus tokens.`;

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
  if (e.nothingToWin) return `would only return your ${e.stake} tokens: nobody has staked against it yet, and winnings come from the other side's stakes.`;
  const why = e.feeCapped ? `after the platform fee, here capped at what the other side staked so that winners never get back less than their stake` : `after the ${FEE_PERCENT} platform fee`;
  return `would pay about ${e.payout} tokens (your ${e.stake} plus ${e.winnings}) ${why}.`;
}

/** The loss side: the 10 % loss mitigation in bonus tokens. */
export const explainLoss = (e: WinEstimate) => `If it loses, ${e.lossMitigation} bonus tokens (${MITIGATION_PERCENT} of your stake) come back to you.`;

/** Why a winning stake was paid "plus 0 tokens". */
export const NOTHING_WON_REASON = `Nothing was left to share beyond the winners' own stakes after the ${FEE_PERCENT} platform fee (capped so winners never get back less than their stake), so each winner got their stake back.`;
