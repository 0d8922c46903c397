// The shared catalog (src/locales): the app shell, the top bar, shared components and the formatters.
// Its English is in the first-load chunk like the shell itself; its Kiswahili is a lazy chunk.
import en from '@/locales/en.json';
import { defineCatalog } from './define-catalog';

export const useSharedT = defineCatalog('shared', en, { sw: () => import('@/locales/sw.json') });
