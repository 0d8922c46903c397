// The words of the challenge page's first view — the page itself, the hero's status and type, the
// jackpot and status banners — as a catalog of their own (issue #20 §1): English ships in the route's
// chunk. The rest of the page's words (../i18n.ts) arrive with the part below the first view.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useChallengeDetailFirstViewT = defineCatalog('challenge-detail-first-view', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `challenge-detail.status.${status}`). */
export type ChallengeDetailFirstViewKey = keyof typeof en;
export type ChallengeDetailFirstViewT = TFunction<ChallengeDetailFirstViewKey>;
