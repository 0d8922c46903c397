// The wallet feature's catalog (issue #20 §1): English ships in the chunks that use it, Kiswahili loads
// lazily. The first view of /wallet (title, balance, Buy Tokens) has its own small catalog,
// first-view/i18n.ts, so these words stay off the wallet route's first load.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useWalletT = defineCatalog('wallet', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `${feature}.status.${status}`). */
export type WalletKey = keyof typeof en;
export type WalletT = TFunction<WalletKey>;
