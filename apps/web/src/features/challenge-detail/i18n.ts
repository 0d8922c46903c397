// The challenge-detail feature's catalog (issue #20 §1): English ships in the feature's chunk, Kiswahili loads lazily.
// The first view's words are a catalog of their own (first-view/i18n.ts, on the route's first load); this
// hook reads both, so the parts below the first view and the invite page use every key of the feature.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import { useChallengeDetailFirstViewT, type ChallengeDetailFirstViewKey } from './first-view/i18n';
import en from './locales/en.json';

const useRestT = defineCatalog('challenge-detail', en, { sw: () => import('./locales/sw.json') });
/** A key of this catalog (for keys built from a value, e.g. `${feature}.status.${status}`). */
export type ChallengeDetailKey = keyof typeof en | ChallengeDetailFirstViewKey;
export type ChallengeDetailT = TFunction<ChallengeDetailKey>;

export function useChallengeDetailT(): ChallengeDetailT {
  // Both catalogs in the active language (each hook suspends until its own is in); the messages of
  // both live in the one i18n instance, so either t reads any key of the feature.
  useChallengeDetailFirstViewT();
  return useRestT() as ChallengeDetailT;
}
