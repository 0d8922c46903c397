// The challenge card's words (card, status, type, type filter): a part of the shared catalog that only
// pages listing challenges need, so it travels with the card instead of every first load (decision 042).
import en from '@/locales/card/en.json';
import { defineCatalog } from '@/lib/i18n/define-catalog';

export const useCardT = defineCatalog('shared/card', en, { sw: () => import('@/locales/card/sw.json') });
