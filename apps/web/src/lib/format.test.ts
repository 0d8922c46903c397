import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatKes, formatKesPerToken, formatStake, formatTokenCount, formatTokens, formatWholeNumber, plural } from './format';

const intl = new Intl.NumberFormat('en-KE');
const intlKes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
// A fractional amount keeps its cents ('KES 17.50'): taxes are to the cent (DOMAIN.md §10).
const intlKesCents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('number formats', () => {
  it("write whole numbers exactly as Intl's en-KE does, without Intl", () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constantFrom(0, -0, 999, 1000, -1000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER)), (n) => formatWholeNumber(n) === intl.format(n)));
  });

  it('leave fractions and unsafe integers to Intl', () => {
    for (const n of [0.5, -12.25, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatWholeNumber(n)).toBe(intl.format(n));
  });

  it("read tokens and KES: '12,500 Tokens', '1 Token', 'KES 1,500', 'KES 12.50'", () => {
    expect(formatKes(12.5)).toBe('KES 12.50');
    expect(formatKes(17.5)).toBe('KES 17.50');
    expect(formatTokens(12500)).toBe('12,500 Tokens');
    expect(formatTokens(1)).toBe('1 Token');
    expect(formatTokens(null)).toBe('0 Tokens');
    fc.assert(fc.property(fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 1e7, noNaN: true })), (kes) => formatKes(kes) === `KES ${Number.isSafeInteger(kes) ? intlKes.format(kes) : intlKesCents.format(kes)}`));
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

describe('wallet formats', () => {
  it("write a date and time in Kenyan time exactly as Intl's en-KE does, without Intl", () => {
    const intl = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' });
    expect(formatDateTime('2026-03-05T12:00:00+03:00')).toBe('5 Mar 2026, 12:00');
    expect(formatDateTime('2026-12-31T21:30:00Z')).toBe('1 Jan 2027, 00:30');
    expect(formatDateTime('2026-09-15T09:07:00Z')).toBe('15 Sept 2026, 12:07');
    const instants = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(instants, (date) => formatDateTime(date.toISOString()) === intl.format(date)));
  });

  it("counts tokens: '1 token', '12,500 tokens'", () => {
    expect(formatTokenCount(1)).toBe('1 token');
    expect(formatTokenCount(12500)).toBe('12,500 tokens');
  });

  it('writes a price per token to the cent', () => {
    expect(formatKesPerToken(350, 100)).toBe('KES 3.50 per token');
    expect(formatKesPerToken(99, 25)).toBe('KES 3.96 per token');
    expect(formatKesPerToken(100, 3)).toBe('KES 33.33 per token');
    expect(formatKesPerToken(1, 1)).toBe('KES 1.00 per token');
    expect(formatKesPerToken(250_000, 100)).toBe('KES 2,500.00 per token');
  });
});

describe('one formatter for tokens and times', () => {
  it("counts tokens with English plural rules: '0 Tokens', '1 Token', '2 Tokens', '1,000 Tokens'", () => {
    expect([0, 1, 2, 1000].map(formatTokens)).toEqual(['0 Tokens', '1 Token', '2 Tokens', '1,000 Tokens']);
    expect([0, 1, 2].map(formatTokenCount)).toEqual(['0 tokens', '1 token', '2 tokens']);
    expect(plural(1, 'person', 'people')).toBe('person');
    expect(plural(3, 'person', 'people')).toBe('people');
  });

  it("shows 'Free' for a stake or fee of 0 or none (spec §9), else the tokens", () => {
    expect([null, undefined, 0, -5].map(formatStake)).toEqual(['Free', 'Free', 'Free', 'Free']);
    expect(formatStake(1)).toBe('1 Token');
    expect(formatStake(250)).toBe('250 Tokens');
  });

  it("writes every instant as Intl's en-KE medium date and short time in Nairobi (the admin screens' format)", () => {
    const intl = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
    const instants = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(instants, (date) => formatDateTime(date.toISOString()) === intl.format(date)));
    expect(formatDateTime('not a date')).toBe('—');
  });

  it("reads times in EAT whatever the device's zone", () => {
    const deviceZone = process.env.TZ;
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        expect(formatDateTime('2026-11-24T22:30:00Z')).toBe('25 Nov 2026, 01:30');
        expect(formatDay('2026-11-24T22:30:00Z')).toBe('25 Nov 2026');
        expect(formatDay('1994-06-15')).toBe('15 Jun 1994');
      }
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });
});
