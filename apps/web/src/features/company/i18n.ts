// The company pages' catalog (about, careers, blog; issue #20 §1): the long copy is in the catalog
// paragraph by paragraph, so both languages are complete. English ships with the company routes;
// Kiswahili is a lazy chunk loaded only when the person reads in Kiswahili.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useCompanyT = defineCatalog('company', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `company.about.team.${id}.role`). */
export type CompanyKey = keyof typeof en;
export type CompanyT = TFunction<CompanyKey>;
