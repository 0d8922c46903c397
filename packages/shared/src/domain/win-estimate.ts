// What one more stake would be paid if its outcome won now, shown beside the stake input (issue #24
// item 10). The SQL settlement is the rule; this estimate is held against its reference model by a test.
import { exactRate, RULE_DEFAULTS, type Rational } from './rules';

/** floor(n × r) for an integer n ≥ 0, exactly. */
function floorTimes(n: number, r: Rational): number {
  return Number((BigInt(n) * r.num) / r.den);
}

/** What one more stake would be paid if its outcome won now (issue #24 item 10: say the rules where people stake). */
export interface WinEstimate {
  stake: number;
  /** Paid back on a win: the stake plus the winnings (give or take the one rounding token settlement hands out). */
  payout: number;
  winnings: number;
  /** The platform fee F the pool would pay now. */
  fee: number;
  /** The fee is held below the rate's share so that winners get back at least their stakes (F = L). */
  feeCapped: boolean;
  /** Nobody has staked on another outcome: a win returns the stake and nothing more. */
  nothingToWin: boolean;
  /** Bonus tokens back if it loses instead (loss mitigation, floor(stake × rate)). */
  lossMitigation: number;
}

/**
 * settleChallenge's rules for one stake `stake` added now on an outcome that already holds `winningTotal`
 * of the challenge's `total` escrow: F = min(floor(T × fee rate), L), D = T − F, share = floor(D × stake / W).
 * The settlement in SQL (server settlement/pay-stakes.repo.ts) is what pays; this is its estimate for the
 * stake input, compared with the settlement's reference model by the server's win-estimate.test.ts.
 */
export function estimateWin(input: { total: number; winningTotal: number; stake: number; feeRate?: number; lossMitigationRate?: number }): WinEstimate {
  const stake = Math.max(0, Math.floor(input.stake));
  const feeRate = exactRate(input.feeRate ?? RULE_DEFAULTS.platformFeeRate, 'feeRate');
  const mitigationRate = exactRate(input.lossMitigationRate ?? RULE_DEFAULTS.lossMitigationRate, 'lossMitigationRate');
  const total = input.total + stake;
  const winningTotal = input.winningTotal + stake;
  const losingTotal = total - winningTotal;
  const uncapped = floorTimes(total, feeRate);
  const fee = Math.min(uncapped, losingTotal);
  const payout = winningTotal === 0 ? 0 : Number((BigInt(total - fee) * BigInt(stake)) / BigInt(winningTotal));
  return {
    stake,
    payout,
    winnings: Math.max(0, payout - stake),
    fee,
    feeCapped: uncapped > losingTotal,
    nothingToWin: losingTotal === 0,
    lossMitigation: floorTimes(stake, mitigationRate),
  };
}
