import { describe, expect, it } from 'vitest';
import { formatCashEstimate } from './cash-estimate';

describe('dashboard cash estimate (spec §9: tokens × 0.9, two decimals, KES, KE only)', () => {
  it.each([
    [100, 'KES 90.00'],
    [0, 'KES 0.00'],
    [1, 'KES 0.90'],
    [7, 'KES 6.30'],
    [12_345, 'KES 11,110.50'],
  ])('%i tokens in KE read %s', (tokens, expected) => {
    expect(formatCashEstimate(tokens, 'KE')).toBe(expected);
  });

  it.each(['US', 'EU', 'Global'])('gives no KES figure for region %s', (region) => {
    expect(formatCashEstimate(100, region)).toBeNull();
  });
});
