// The auth feature's catalog (issue #20 §1): English ships in the feature's chunk, Kiswahili loads lazily.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useAuthT = defineCatalog('auth', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `auth.region.${region}`). */
export type AuthKey = keyof typeof en;
export type AuthT = TFunction<AuthKey>;
