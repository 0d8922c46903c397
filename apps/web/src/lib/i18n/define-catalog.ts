// How a component gets `t`: each catalog (the shared one, one per feature) is defined once with its
// English messages and a lazy loader for Kiswahili, and gives back a hook typed by its own keys.
import { DEFAULT_LOCALE, type Locale } from '@changamoto/shared/domain';
import { use, useSyncExternalStore } from 'react';
import { catalogReady, currentLocale, i18n, registerCatalog, type CatalogLoader, type MessageValues } from './runtime';

export type TFunction<Key extends string = string> = (id: Key, values?: MessageValues) => string;

// One function per language, so memoised children that take `t` re-render on a switch and not otherwise.
const tByLocale = new Map<Locale, TFunction>();
function tFor(locale: Locale): TFunction {
  let t = tByLocale.get(locale);
  if (!t) {
    t = (id, values) => i18n._(id, values);
    tByLocale.set(locale, t);
  }
  return t;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language; a component using it re-renders when the person switches. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, () => DEFAULT_LOCALE);
}

/**
 * Registers a catalog and returns its hook: `const t = useXT(); t('auth.login.title', { name })`.
 * The hook suspends (React `use`) while the active language's messages for this catalog are on their
 * way, which only happens the first time a page needs them in Kiswahili.
 */
export function defineCatalog<Messages extends Record<string, string>>(name: string, en: Messages, load: { sw: CatalogLoader }) {
  registerCatalog(name, en, load);
  return function useCatalogT(): TFunction<keyof Messages & string> {
    const locale = useLocale();
    const ready = catalogReady(locale, name);
    if (ready) use(ready);
    return tFor(locale);
  };
}
