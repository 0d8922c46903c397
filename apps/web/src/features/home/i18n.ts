// The home feature's catalog (issue #20 §1): English ships in the home route's chunk, Kiswahili loads lazily.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useHomeT = defineCatalog('home', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `home.types.${type}.summary`). */
export type HomeKey = keyof typeof en;
export type HomeT = TFunction<HomeKey>;
