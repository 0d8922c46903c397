// The words of the wallet page's first view — its title, the balance and Buy Tokens — as a catalog of
// their own (issue #20 §1–§2): English ships in the wallet route's chunk, which every visit of /wallet
// loads before it can paint. The rest of the wallet's words (withdraw, payout accounts, history,
// M-Pesa, the transaction and Paystack return pages: ../i18n.ts) arrive with the chunks that show
// them, off the route's 120 KB first load.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useWalletFirstViewT = defineCatalog('wallet-first-view', en, { sw: () => import('./locales/sw.json') });
export type WalletFirstViewKey = keyof typeof en;
export type WalletFirstViewT = TFunction<WalletFirstViewKey>;

/**
 * A lazy part of the wallet (a section, Pay with M-Pesa), once its code and the rest of the wallet's
 * catalog in the reader's language are in: it then renders in one go, never suspending on its words.
 */
export function withWalletCatalog<Module>(load: Promise<Module>): Promise<Module> {
  return load.then(async (module) => {
    await (await import('../i18n')).walletCatalogReady();
    return module;
  });
}
