// issue #24 item 10: the win shown beside the stake input is settleChallenge's own share for that stake
// (give or take the one rounding token), with the fee, its cap and the loss mitigation explained.
import { describe, expect, it } from 'vitest';
import { estimateWin } from '@changamoto/shared/domain';
import { settleChallenge, type SettlementStake } from './settlement.reference-model';

const stake = (id: string, outcome: string, amount: number, createdAt: number): SettlementStake => ({ id, userId: id, outcome, amount, fromBonus: 0, fromCash: amount, createdAt, role: 'backer' });

describe('estimateWin', () => {
  it('pays what settleChallenge would pay the new stake if its outcome won now (to within its rounding token)', () => {
    for (const [winning, losing, mine] of [
      [100, 100, 50],
      [0, 100, 10],
      [250, 7, 33],
      [1, 1000, 1],
      [90, 10, 100],
      [0, 0, 25],
      [500, 0, 40],
    ] as const) {
      const stakes = [...(winning ? [stake('w', 'win', winning, 1)] : []), ...(losing ? [stake('l', 'lose', losing, 2)] : []), stake('me', 'win', mine, 3)];
      const plan = settleChallenge({ stakes, winningOutcome: 'win' });
      const paid = plan.winners.find((w) => w.stakeId === 'me')!.share;
      const estimate = estimateWin({ total: winning + losing, winningTotal: winning, stake: mine });
      expect(paid - estimate.payout, `${winning}/${losing}/${mine}`).toBeGreaterThanOrEqual(0);
      expect(paid - estimate.payout, `${winning}/${losing}/${mine}`).toBeLessThanOrEqual(1);
      expect(estimate.fee).toBe(plan.fee);
      expect(estimate.payout).toBeGreaterThanOrEqual(mine);
    }
  });

  it('says why: the 20 % fee, its cap (winners never get back less than their stake), nothing to win, and the 10 % back on a loss', () => {
    expect(estimateWin({ total: 200, winningTotal: 100, stake: 50 })).toEqual({ stake: 50, payout: 66, winnings: 16, fee: 50, feeCapped: false, nothingToWin: false, lossMitigation: 5 });
    // T = 110, L = 10: 20 % would be 22, capped at 10 so the winners still get their 100 back.
    expect(estimateWin({ total: 100, winningTotal: 90, stake: 10 })).toMatchObject({ fee: 10, feeCapped: true, payout: 10, winnings: 0, nothingToWin: false });
    // Nobody against: the stake comes back, no fee.
    expect(estimateWin({ total: 30, winningTotal: 30, stake: 20 })).toMatchObject({ payout: 20, winnings: 0, fee: 0, nothingToWin: true, lossMitigation: 2 });
  });
});
