// The wallet feature's catalog (issue #20 §1): English ships in the chunks that use it, Kiswahili loads
// lazily. The first view of /wallet (title, balance, Buy Tokens) has its own small catalog,
// first-view/i18n.ts, so these words stay off the wallet route's first load.
import { currentLocale, defineCatalog, type TFunction } from '@/lib/i18n';
import { catalogReady } from '@/lib/i18n/runtime';
import en from './locales/en.json';

export const useWalletT = defineCatalog('wallet', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `${feature}.status.${status}`). */
export type WalletKey = keyof typeof en;
export type WalletT = TFunction<WalletKey>;

/**
 * Resolves once this catalog reads in the active language. Its words are off the wallet route's first
 * load, so in Kiswahili they arrive after the route has rendered: the page's lazy parts wait for them
 * before they first render (first-view/i18n.ts `withWalletCatalog`) instead of suspending halfway
 * through a render of their own.
 */
export const walletCatalogReady = (): Promise<void> => catalogReady(currentLocale(), 'wallet') ?? Promise.resolve();
