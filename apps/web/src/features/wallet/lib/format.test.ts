import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatKesPerToken, formatTokenCount } from './format';

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
