// The two languages of the app (issue #20 §1): English (the spec's copy) and Kiswahili. Server and web
// agree on the names, on how a first visit's Accept-Language picks one, and on the Intl locale each
// formats numbers, KES and dates with (Kenyan conventions either way; times in EAT).

export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice (a signed-in person's lives on the profile). */
export const LOCALE_COOKIE = 'locale';

/** What Intl formats with: Kenyan English or Kenyan Kiswahili. */
export const INTL_LOCALES: Record<Locale, 'en-KE' | 'sw-KE'> = { en: 'en-KE', sw: 'sw-KE' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'sw';
}

/**
 * The language a first visit gets from its Accept-Language header ('sw-KE,sw;q=0.9,en;q=0.8' → 'sw'):
 * the supported language with the highest quality, the earlier one on a tie; English when the header
 * names neither (or is missing or malformed). 'q=0' means "not this one" (RFC 9110 §12.5.4).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The locale cookie's value in a Cookie header, when it names a supported language. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
