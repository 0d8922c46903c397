// The desktop footer's words: a part of the shared catalog that travels with the footer's own lazy chunk,
// so no first load (and no phone) carries them (decision 042).
import en from '@/locales/footer/en.json';
import { defineCatalog } from '@/lib/i18n/define-catalog';

export const useFooterT = defineCatalog('shared/footer', en, { sw: () => import('@/locales/footer/sw.json') });
