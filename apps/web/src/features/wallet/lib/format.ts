// How wallet amounts and dates read on screen (1 token = KES 1.00; dates in Kenyan time). Written
// without Intl where that is exact (lib/format.ts formatWholeNumber says why).
import { formatWholeNumber, onFirstUse } from '@/lib/format';

/** 'KES 1,500' or 'KES 12.50'. */
export { formatKes } from '@/lib/format';

export function formatTokenCount(tokens: number): string {
  return `${formatWholeNumber(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** 'KES 3.50 per token': what one token costs in a purchase, to the cent, so bundles and a custom amount compare. */
export function formatKesPerToken(kes: number, tokens: number): string {
  const cents = Math.round((kes * 100) / tokens);
  return `KES ${formatWholeNumber(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')} per token`;
}

export function formatNumber(n: number): string {
  return formatWholeNumber(n);
}

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' }));
// CLDR's short English months for en-KE (Intl writes 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** Kenya keeps East Africa Time, UTC+3, all year (no daylight saving). */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '5 Mar 2026, 12:00' in Kenyan time, as Intl's en-KE writes it (dateTime), without Intl. */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return dateTime().format(new Date(iso)); // Intl's own answer to a bad date
  const eat = new Date(time + EAT_OFFSET_MS);
  return `${eat.getUTCDate()} ${MONTHS[eat.getUTCMonth()]} ${eat.getUTCFullYear()}, ${twoDigits(eat.getUTCHours())}:${twoDigits(eat.getUTCMinutes())}`;
}
