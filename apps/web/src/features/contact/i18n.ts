// The contact feature's catalog (issue #20 §1): English ships in the contact route's chunk, Kiswahili loads lazily.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useContactT = defineCatalog('contact', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `contact.inquiry.${type}`). */
export type ContactKey = keyof typeof en;
export type ContactT = TFunction<ContactKey>;
