import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, formatReceived, unreadCountText } from './format';

describe('notification wording', () => {
  it("'N unread notification(s)': singular for one, plural otherwise", () => {
    expect([0, 1, 2, 51].map(unreadCountText)).toEqual(['0 unread notifications', '1 unread notification', '2 unread notifications', '51 unread notifications']);
  });

  it('the bell is named with the count once it is known; the badge caps at 99+', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread notifications');
    expect([7, 99, 100].map(badgeText)).toEqual(['7', '99', '99+']);
  });

  it('when it arrived: relative for the last week, then the date in Kenyan time', () => {
    const now = Date.parse('2026-03-10T12:00:00+03:00');
    expect(formatReceived('2026-03-10T11:59:30+03:00', now)).toBe('just now');
    expect(formatReceived('2026-03-10T11:55:00+03:00', now)).toBe('5 minutes ago');
    expect(formatReceived('2026-03-10T09:00:00+03:00', now)).toBe('3 hours ago');
    expect(formatReceived('2026-03-09T11:00:00+03:00', now)).toBe('yesterday');
    expect(formatReceived('2026-03-01T23:30:00+03:00', now)).toBe('1 Mar 2026');
  });
});
