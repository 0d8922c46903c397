import { describe, expect, it } from 'vitest';
import { isDailyBonusAvailable, startOfUtcDay } from './rewards';

describe('daily bonus availability (spec §4: once per UTC calendar day)', () => {
  const at = (iso: string) => new Date(iso);

  it('starts the day at midnight UTC, not at local midnight (Nairobi is UTC+3)', () => {
    expect(startOfUtcDay(at('2031-03-10T02:30:00+03:00')).toISOString()).toBe('2031-03-09T00:00:00.000Z');
    expect(startOfUtcDay(at('2031-03-10T00:00:00.000Z')).toISOString()).toBe('2031-03-10T00:00:00.000Z');
  });

  it.each([
    [null, '2031-03-10T12:00:00Z', true],
    ['2031-03-09T23:59:59.999Z', '2031-03-10T00:00:00.000Z', true],
    ['2031-03-10T00:00:00.000Z', '2031-03-10T23:59:59.999Z', false],
    ['2031-02-28T10:00:00Z', '2031-03-01T09:00:00Z', true],
    // A claim stamped later than now (the clock went back) does not pay again.
    ['2031-03-11T08:00:00Z', '2031-03-10T08:00:00Z', false],
  ])('last claim %s, now %s: available %s', (last, now, available) => {
    expect(isDailyBonusAvailable(last ? at(last) : null, at(now))).toBe(available);
  });
});
