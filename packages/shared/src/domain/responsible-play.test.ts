import { describe, expect, it } from 'vitest';
import { decideDepositLimitChange, depositLimitAt, endsLater, formatEat, formatEatDate, formatKes, reformatEat, selfExclusionEndsAt, type DepositLimitState } from './responsible-play';

const now = new Date('2026-11-27T11:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const none: DepositLimitState = { amountKes: null, pending: null };

describe('deposit limit changes (issue #7 item 4)', () => {
  it('a first limit and a lowering apply at once and drop a pending raise', () => {
    expect(decideDepositLimitChange(none, 500, now)).toEqual({ next: { amountKes: 500, pending: null }, change: 'lowered' });
    const raising: DepositLimitState = { amountKes: 500, pending: { amountKes: 900, effectiveAt: later(5) } };
    expect(decideDepositLimitChange(raising, 400, now)).toEqual({ next: { amountKes: 400, pending: null }, change: 'lowered' });
  });

  it('a raise and a removal wait 24 hours; the same raise again keeps its time', () => {
    expect(decideDepositLimitChange({ amountKes: 500, pending: null }, 800, now)).toEqual({ next: { amountKes: 500, pending: { amountKes: 800, effectiveAt: later(24) } }, change: 'raise_scheduled' });
    expect(decideDepositLimitChange({ amountKes: 500, pending: null }, null, now).next.pending).toEqual({ amountKes: null, effectiveAt: later(24) });
    const pending: DepositLimitState = { amountKes: 500, pending: { amountKes: 800, effectiveAt: later(3) } };
    expect(decideDepositLimitChange(pending, 800, now).next).toEqual(pending);
    expect(decideDepositLimitChange(pending, 700, now).next.pending).toEqual({ amountKes: 700, effectiveAt: later(24) });
  });

  it('asking for the limit in force changes nothing but drops a pending raise', () => {
    expect(decideDepositLimitChange({ amountKes: 500, pending: { amountKes: 800, effectiveAt: later(3) } }, 500, now)).toEqual({ next: { amountKes: 500, pending: null }, change: 'unchanged' });
    expect(decideDepositLimitChange(none, null, now)).toEqual({ next: none, change: 'unchanged' });
  });

  it('a pending raise is in force from its time on, and a later request starts from it', () => {
    const pending: DepositLimitState = { amountKes: 500, pending: { amountKes: 800, effectiveAt: later(24) } };
    expect(depositLimitAt(pending, later(23.99))).toEqual(pending);
    expect(depositLimitAt(pending, later(24))).toEqual({ amountKes: 800, pending: null });
    expect(decideDepositLimitChange(pending, 600, later(25))).toEqual({ next: { amountKes: 600, pending: null }, change: 'lowered' });
  });
});

describe('self-exclusion', () => {
  it('breaks last 24 h, 7 days, 30 days; closing never ends', () => {
    expect(selfExclusionEndsAt('break_24h', now)).toEqual(later(24));
    expect(selfExclusionEndsAt('break_7d', now)).toEqual(later(168));
    expect(selfExclusionEndsAt('break_30d', now)).toEqual(later(720));
    expect(selfExclusionEndsAt('closed', now)).toBeNull();
  });

  it('only an end at least an hour later lengthens one in force; nothing lengthens a closed account', () => {
    expect(endsLater(later(25), later(24))).toBe(true);
    expect(endsLater(later(24.99), later(24))).toBe(false);
    expect(endsLater(later(24), later(24))).toBe(false);
    expect(endsLater(later(1), later(24))).toBe(false);
    expect(endsLater(null, later(24))).toBe(true);
    expect(endsLater(null, null)).toBe(false);
  });
});

describe('formatting', () => {
  it('shows times in East Africa Time (UTC+3) and KES with separators', () => {
    expect(formatEat(now)).toBe('27 Nov 2026, 14:00 EAT');
    expect(formatEat(new Date('2026-12-31T21:30:00Z'))).toBe('1 Jan 2027, 00:30 EAT');
    expect(formatKes(1_234_567)).toBe('KES 1,234,567');
    expect(formatKes(500)).toBe('KES 500');
  });

  it('writes Kiswahili months for a Kiswahili reader, the time still as EAT digits', () => {
    expect(formatEat(new Date('2026-12-31T21:30:00Z'), 'sw')).toBe('1 Jan 2027, 00:30 EAT');
    expect(formatEat(new Date('2026-08-05T06:00:00Z'), 'sw')).toBe('5 Ago 2026, 09:00 EAT');
    expect(formatEatDate(new Date('2026-12-28T22:00:00Z'), 'sw')).toBe('29 Des 2026');
    expect(formatEatDate(new Date('2026-03-01T00:00:00Z'), 'sw')).toBe('1 Mac 2026');
  });

  it('rewrites a date an English sentence carries in Kiswahili, and nothing else', () => {
    expect(reformatEat('28 Dec 2026, 14:05 EAT', 'sw')).toBe('28 Des 2026, 14:05 EAT');
    expect(reformatEat('1 Jan 2027, 00:30 EAT', 'sw')).toBe('1 Jan 2027, 00:30 EAT');
    expect(reformatEat('5 Aug 2026', 'sw')).toBe('5 Ago 2026');
    expect(reformatEat('5 Aug 2026', 'en')).toBe('5 Aug 2026');
    expect(reformatEat('weekly', 'sw')).toBeNull();
    expect(reformatEat('5 August 2026', 'sw')).toBeNull();
  });
});
