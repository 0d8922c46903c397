import { describe, expect, it } from 'vitest';
import { withdrawalFeeKes } from './rules';

describe('withdrawal fee (spec §9, DOMAIN.md §3)', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 20],
    [1500, 20],
    [1501, 40],
    [20000, 40],
    [20001, 60],
    [1_000_000, 60],
  ])('tiered: gross KES %d pays a fee of %d', (gross, fee) => {
    expect(withdrawalFeeKes(gross, 'tiered')).toBe(fee);
  });

  it('free mode charges nothing whatever the amount', () => {
    expect(withdrawalFeeKes(25_000, 'free')).toBe(0);
  });
});
