// How a person's facts read on screen, wherever they show (top bar, dashboard, profile).

/**
 * A formatter made when first asked for, not when its module loads: a page's first Intl object loads
 * the locale's data (15-40 ms in this machine's Chromium, far more on a low-end phone).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const tokenNumber = onFirstUse(() => new Intl.NumberFormat('en-KE'));
const kesNumber = onFirstUse(() => new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
// Dates read in Kenyan time whatever the device's zone, so a join date never shifts by a day.
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }));
const mediumDate = onFirstUse(() => new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' }));

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

/** '0 Tokens', '1 Token', '12,500 Tokens' (spec §2: profile tokens, default 0). */
export function formatTokens(tokens: number | null | undefined): string {
  const count = tokens ?? 0;
  return `${formatWholeNumber(count)} ${count === 1 ? 'Token' : 'Tokens'}`;
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

export function formatMemberSince(createdAt: string): string {
  return `Member since ${longDate().format(new Date(createdAt))}`;
}

/** The name a person is shown by: the username, else the e-mail, else the phone (a phone-only account has no e-mail to show). */
export function displayName(profile: { username: string | null; email: string | null; phone?: string | null }): string {
  return profile.username ?? profile.email ?? profile.phone ?? 'Your account';
}
