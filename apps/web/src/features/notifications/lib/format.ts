// How notification facts read on screen: the unread count sentence and when each one arrived, in the
// active language (the words from the feature's catalog, the times from Intl en-KE / sw-KE).
import { formatDay } from '@/lib/format';
import { currentIntlLocale, translate } from '@/lib/i18n';
import '../i18n';

/** spec §2 Notifications: 'N unread notification(s)', in the singular for one. */
export function unreadCountText(count: number): string {
  return translate('notifications.count.unread', { count });
}

/** What the bell's button is called: its name says how many are unread (the badge itself is hidden from screen readers). */
export function bellLabel(count: number | undefined): string {
  return count === undefined ? translate('notifications.bell.label') : translate('notifications.bell.labelWithCount', { count });
}

/** The badge: the count, capped so it stays a small circle. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

const relative = { 'en-KE': undefined as Intl.RelativeTimeFormat | undefined, 'sw-KE': undefined as Intl.RelativeTimeFormat | undefined };
const relativeFormat = () => {
  const locale = currentIntlLocale();
  return (relative[locale] ??= new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
};
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/** 'just now', '5 minutes ago', 'yesterday'; after a week the date (in Kenyan time). */
export function formatReceived(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (seconds < 60) return translate('notifications.time.justNow');
  if (seconds >= 7 * 24 * 60 * 60) return formatDay(iso);
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return relativeFormat().format(-Math.floor(seconds / unit[1]), unit[0]);
}
