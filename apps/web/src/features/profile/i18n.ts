// The profile feature's catalog (issue #20 §1): English ships in the chunks that use it, Kiswahili loads
// lazily. The first view of /profile has its own small catalog, first-view/i18n.ts, so these words (the
// cards below the first view, the phone change form, the dialogs) stay off the route's first load.
import { currentLocale, defineCatalog, type TFunction } from '@/lib/i18n';
import { catalogReady } from '@/lib/i18n/runtime';
import en from './locales/en.json';

export const useProfileT = defineCatalog('profile', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `${feature}.status.${status}`). */
export type ProfileKey = keyof typeof en;
export type ProfileT = TFunction<ProfileKey>;

/** Resolves once this catalog reads in the active language (first-view/i18n.ts `withProfileCatalog`). */
export const profileCatalogReady = (): Promise<void> => catalogReady(currentLocale(), 'profile') ?? Promise.resolve();
