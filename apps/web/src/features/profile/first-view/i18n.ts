// The words of /profile's first view — the page's title and states, the account status, 'Edit Account
// Details' (picture, form, the phone line) and 'Language' — as a catalog of their own (issue #20 §1, as
// wallet/first-view did in decision 043): English ships in the profile route's chunk. The rest of the
// profile's words (the cards below, the phone change form, the dialogs: ../i18n.ts) arrive with the parts
// that show them, off the route's 120 KB first load.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useProfileFirstViewT = defineCatalog('profile-first-view', en, { sw: () => import('./locales/sw.json') });
export type ProfileFirstViewKey = keyof typeof en;
export type ProfileFirstViewT = TFunction<ProfileFirstViewKey>;

/**
 * A lazy part of the profile (a card, the phone change form, a dialog), once its code and the rest of the
 * profile's catalog in the reader's language are in: it then renders in one go, never suspending on its
 * words halfway through the page.
 */
export function withProfileCatalog<Module>(load: Promise<Module>): Promise<Module> {
  return load.then(async (module) => {
    await (await import('../i18n')).profileCatalogReady();
    return module;
  });
}
