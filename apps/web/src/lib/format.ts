// How tokens, KES and dates read on screen, wherever they show (top bar, cards, the challenge page,
// the wallet, the admin screens): one formatter per kind, so the same amount or instant never reads
// two ways. Dates and times are in Kenyan time (EAT, Africa/Nairobi) whatever the device's zone.
// The words come from the shared catalog and Intl formats with en-KE or sw-KE, as the active
// language says (issue #20 §1); both write numbers '12,500' and medium dates '5 Mar 2026, 12:00'.
import { currentIntlLocale, currentLocale, translate } from '@/lib/i18n';

/**
 * A formatter made when first asked for, not when its module loads: a page's first Intl object loads
 * the locale's data (15-40 ms in this machine's Chromium, far more on a low-end phone).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One formatter per Intl locale, each made when first asked for (onFirstUse). */
function perLocale<T>(make: (locale: 'en-KE' | 'sw-KE') => T): () => T {
  const made = { 'en-KE': onFirstUse(() => make('en-KE')), 'sw-KE': onFirstUse(() => make('sw-KE')) };
  return () => made[currentIntlLocale()]();
}

const tokenNumber = perLocale((locale) => new Intl.NumberFormat(locale));
const plurals = onFirstUse(() => new Intl.PluralRules('en-KE'));
// A fractional amount always shows its cents (taxes are to the cent: 'KES 17.50', never 'KES 17.5').
const kesNumber = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
// Dates read in Kenyan time whatever the device's zone, so a join date never shifts by a day.
const longDate = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }));
const mediumDate = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Africa/Nairobi' }));

/**
 * A whole number as Intl's en-KE writes it ('12,500', '-1,000'), without Intl: the amounts on a
 * screen like the wallet's are whole, and its first render need not pay for loading the locale's
 * data (see onFirstUse). Anything else (fractions, unsafe integers) goes through Intl.
 */
export function formatWholeNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return tokenNumber().format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/** A number as en-KE writes it ('12,500'); whole numbers without Intl (formatWholeNumber). */
export function formatNumber(n: number): string {
  return formatWholeNumber(n);
}

/** `one` or `other` as English plural rules choose for `count` (Intl.PluralRules: 1 → one, 0 and 2 → other); English-only callers. */
export function plural(count: number, one: string, other: string): string {
  return plurals().select(count) === 'one' ? one : other;
}

/** '0 Tokens', '1 Token', '12,500 Tokens' (spec §2: profile tokens, default 0; §4 'Total Staked: N Tokens'). */
export function formatTokens(tokens: number | null | undefined): string {
  const count = tokens ?? 0;
  return translate('format.tokens', { count, number: formatWholeNumber(count) });
}

/** The same count inside a sentence: '1 token', '12,500 tokens'. */
export function formatTokenCount(tokens: number): string {
  return translate('format.tokenCount', { count: tokens, number: formatWholeNumber(tokens) });
}

/** spec §2 and §9: a stake or entry fee of 0 or less (or none) shows 'Free'. */
export function formatStake(tokens: number | null | undefined): string {
  return tokens == null || tokens <= 0 ? translate('format.free') : formatTokens(tokens);
}

/** 'KES 1,500' or 'KES 12.50' (1 token = KES 1.00). */
export function formatKes(kes: number): string {
  return `KES ${Number.isSafeInteger(kes) ? formatWholeNumber(kes) : kesNumber().format(kes)}`;
}

/**
 * A day as the app's dates read: '15 Jun 1994', like the '25 Nov 2026, 14:30' of timestamps. A
 * calendar day ('1994-06-15', a date of birth) is that day wherever the device is, never the one before.
 */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : mediumDate().format(date);
}

// CLDR's short months for en-KE (Intl writes 'Sept') and sw-KE.
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};
/** Kenya keeps East Africa Time, UTC+3, all year (no daylight saving). */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * '5 Mar 2026, 12:00' in Kenyan time, as Intl's en-KE writes it (dateStyle medium, timeStyle short),
 * without Intl (see formatWholeNumber); '—' for what is not a date.
 */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  const eat = new Date(time + EAT_OFFSET_MS);
  return `${eat.getUTCDate()} ${MONTHS[currentLocale()][eat.getUTCMonth()]} ${eat.getUTCFullYear()}, ${twoDigits(eat.getUTCHours())}:${twoDigits(eat.getUTCMinutes())}`;
}

/** A calendar day written out ('7 August 2025' / '7 Agosti 2025'), in Kenyan time. */
export function formatLongDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value);
  return Number.isNaN(date.getTime()) ? value : longDate().format(date);
}

export function formatMemberSince(createdAt: string): string {
  return translate('format.memberSince', { date: longDate().format(new Date(createdAt)) });
}

/** 'KES 3.50 per token': what one token costs in a purchase, to the cent, so bundles and a custom amount compare. */
export function formatKesPerToken(kes: number, tokens: number): string {
  const cents = Math.round((kes * 100) / tokens);
  return translate('format.kesPerToken', { kes: `KES ${formatWholeNumber(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}` });
}

/** The name a person is shown by: the username, else the e-mail, else the phone (a phone-only account has no e-mail to show). */
export function displayName(profile: { username: string | null; email: string | null; phone?: string | null }): string {
  return profile.username ?? profile.email ?? profile.phone ?? translate('format.yourAccount');
}
