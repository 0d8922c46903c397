import { describe, expect, it } from 'vitest';
import { cashPayoutEstimate, formatCashPayout } from './cash-estimate';

describe('dashboard cash estimate (spec §9, KE only): the wallet’s withdrawal estimate of the withdrawable tokens', () => {
  it.each([
    [0, 'tiered', 0],
    [50, 'tiered', 30],
    [1000, 'tiered', 980],
    [1600, 'tiered', 1560],
    [25_000, 'tiered', 24_940],
    [50, 'free', 50],
  ] as const)('%i withdrawable tokens (%s fees) pay KES %i', (tokens, mode, net) => {
    expect(cashPayoutEstimate(tokens, 'KE', mode)?.netKes).toBe(net);
  });

  it.each(['US', 'EU', 'Global'])('gives no KES figure for region %s', (region) => {
    expect(cashPayoutEstimate(100, region, 'tiered')).toBeNull();
  });

  it('writes two decimals', () => {
    expect(formatCashPayout(0)).toBe('KES 0.00');
    expect(formatCashPayout(1560)).toBe('KES 1,560.00');
  });
});
