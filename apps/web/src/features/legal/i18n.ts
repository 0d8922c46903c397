// The legal feature's catalog (issue #20 §1): page titles, tabs, document meta, the FAQ's contact block
// and the Kiswahili summaries of the (English, binding) Terms and Privacy Policy. The FAQ's long answers
// are per-language content modules instead (content/faq in English, content/faq-sw loaded lazily).
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useLegalT = defineCatalog('legal', en, { sw: () => import('./locales/sw.json') });
export type LegalKey = keyof typeof en;
export type LegalT = TFunction<LegalKey>;
