import { describe, expect, it } from 'vitest';
import { formatCashPayout } from './cash-estimate';

describe('dashboard cash estimate (spec §9: two decimals, KES, KE only)', () => {
  it.each([
    [0, 'KES 0.00'],
    [30, 'KES 30.00'],
    [1560, 'KES 1,560.00'],
    [24_940, 'KES 24,940.00'],
  ])('KES %i in KE reads %s', (netKes, expected) => {
    expect(formatCashPayout(netKes, 'KE')).toBe(expected);
  });

  it.each(['US', 'EU', 'Global'])('gives no KES figure for region %s', (region) => {
    expect(formatCashPayout(100, region)).toBeNull();
  });
});
