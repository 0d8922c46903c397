// The challenge lists as a part fetched right after the dashboard's first render (issue #20 §1,
// docs/decisions/042): the card, the shared challenge rules and the lists' words leave the route's first
// load. The part resolves once the dashboard catalog reads in the reader's language too, so in
// Kiswahili it never suspends halfway through its first render; until then, the spinner.
import { lazyPart } from '@/lib/lazy-part';
import { currentLocale } from '@/lib/i18n';
import { catalogReady } from '@/lib/i18n/runtime';

export const ChallengeListsPart = lazyPart(() =>
  import('./challenge-lists').then(async (module) => {
    await catalogReady(currentLocale(), 'dashboard');
    return module.ChallengeLists;
  }),
);
