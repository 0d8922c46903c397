// The one Lingui instance, the catalogs it has loaded and the active language (issue #20 §1).
// English, the spec's copy, ships inside each route's own chunk (it replaced the literals that were
// there), so an English page never waits for a catalog; Kiswahili comes as one small lazy chunk per
// catalog, fetched when the page first needs it or when the person switches language.
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, LOCALE_COOKIE, localeFromCookieHeader, type Locale } from '@changamoto/shared/domain';
import { setupI18n, type Messages } from '@lingui/core';

export type MessageValues = Record<string, unknown>;
export type CatalogLoader = () => Promise<{ default: Record<string, string> }>;

interface Catalog {
  en: Messages;
  load: Partial<Record<Locale, CatalogLoader>>;
}

/**
 * The language of the first render: a visitor's cookie, else what the server put on <html lang> from
 * the request (cookie or Accept-Language: apps/server http/spa.ts), else English. A signed-in person's
 * profile language replaces it once the profile arrives (LocaleSync).
 */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const fromCookie = localeFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  const fromHtml = document.documentElement.lang;
  return isLocale(fromHtml) ? fromHtml : DEFAULT_LOCALE;
}

// Starts in English; main.tsx switches to the initial language (loading its catalogs) before rendering.
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, locales: [INTL_LOCALES[DEFAULT_LOCALE]], messages: { en: {} } });

const catalogs = new Map<string, Catalog>();
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** Makes a catalog known: its English messages at once, the other languages when first needed. */
export function registerCatalog(name: string, en: Record<string, string>, load: Partial<Record<Locale, CatalogLoader>>): void {
  if (catalogs.has(name)) return;
  catalogs.set(name, { en: en as unknown as Messages, load });
  i18n.load('en', en as unknown as Messages);
  loaded.add(`en:${name}`);
}

/** Null when `name` is ready in `locale`; else the promise of its loading (one per catalog and language). */
export function catalogReady(locale: Locale, name: string): Promise<void> | null {
  const key = `${locale}:${name}`;
  if (loaded.has(key)) return null;
  let loading = pending.get(key);
  if (!loading) {
    const loader = catalogs.get(name)?.load[locale];
    if (!loader) throw new Error(`No ${locale} catalog registered for "${name}"`);
    loading = loader().then(
      (module) => {
        i18n.load(locale, module.default as unknown as Messages);
        loaded.add(key);
      },
      (error: unknown) => {
        // A failed chunk (offline) may be retried by the next render or switch.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
  }
  return loading;
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** 'en-KE' or 'sw-KE': what Intl formats the active language's numbers and dates with. */
export function currentIntlLocale(): 'en-KE' | 'sw-KE' {
  return INTL_LOCALES[currentLocale()];
}

/**
 * Switches the whole app: loads every catalog already in use in the new language first, so the page
 * changes in one go instead of falling back to a spinner, then activates it and updates <html lang>.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.keys()].map((name) => catalogReady(locale, name)));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.locale !== locale) i18n.activate(locale, [INTL_LOCALES[locale]]);
}

/** A visitor's choice, remembered for a year (the server reads it too, for <html lang> on the next visit). */
export function rememberLocaleInCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A message outside React (format helpers, toasts built in plain functions): the active language's text. */
export function translate(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}
