import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatKes, formatTokens, formatWholeNumber } from './format';

const intl = new Intl.NumberFormat('en-KE');
const intlKes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

describe('number formats', () => {
  it("write whole numbers exactly as Intl's en-KE does, without Intl", () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constantFrom(0, -0, 999, 1000, -1000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER)), (n) => formatWholeNumber(n) === intl.format(n)));
  });

  it('leave fractions and unsafe integers to Intl', () => {
    for (const n of [0.5, -12.25, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatWholeNumber(n)).toBe(intl.format(n));
  });

  it("read tokens and KES as before: '12,500 Tokens', '1 Token', 'KES 1,500', 'KES 12.5'", () => {
    expect(formatTokens(12500)).toBe('12,500 Tokens');
    expect(formatTokens(1)).toBe('1 Token');
    expect(formatTokens(null)).toBe('0 Tokens');
    fc.assert(fc.property(fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 1e7, noNaN: true })), (kes) => formatKes(kes) === `KES ${intlKes.format(kes)}`));
  });
});

describe('formatDay', () => {
  it("writes days as the app's dates read: '15 Jun 1994', '25 Nov 2026'", () => {
    expect(formatDay('1994-06-15')).toBe('15 Jun 1994');
    expect(formatDay('2026-11-25T08:00:00Z')).toBe('25 Nov 2026');
  });

  it('keeps a calendar day whatever the device zone, and a timestamp in Kenyan time', () => {
    expect(formatDay('2000-01-01')).toBe('1 Jan 2000');
    // 22:30 UTC on the 24th is already the 25th in Nairobi (UTC+3).
    expect(formatDay('2026-11-24T22:30:00Z')).toBe('25 Nov 2026');
  });

  it('leaves what is not a date as it is', () => expect(formatDay('not a date')).toBe('not a date'));
});
