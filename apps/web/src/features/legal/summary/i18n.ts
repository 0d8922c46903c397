// The Kiswahili summaries of the Terms and the Privacy Policy as a catalog of their own (issue #20 §1):
// only the documents show them, and on /legal the documents are chunks fetched after the first render,
// so the FAQ tab the page opens on no longer carries their words.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useLegalSummaryT = defineCatalog('legal-summary', en, { sw: () => import('./locales/sw.json') });
export type LegalSummaryKey = keyof typeof en;
export type LegalSummaryT = TFunction<LegalSummaryKey>;
