// How notification facts read on screen: the unread count sentence and when each one arrived.

/** spec §2 Notifications: 'N unread notification(s)', in the singular for one. */
export function unreadCountText(count: number): string {
  return `${count} unread ${count === 1 ? 'notification' : 'notifications'}`;
}

/** What the bell's button is called: its name says how many are unread (the badge itself is hidden from screen readers). */
export function bellLabel(count: number | undefined): string {
  return count === undefined ? 'Notifications' : `Notifications, ${unreadCountText(count)}`;
}

/** The badge: the count, capped so it stays a small circle. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

const relative = new Intl.RelativeTimeFormat('en-KE', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/** 'just now', '5 minutes ago', 'yesterday'; after a week the date (in Kenyan time). */
export function formatReceived(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return absolute.format(new Date(iso));
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return relative.format(-Math.floor(seconds / unit[1]), unit[0]);
}
