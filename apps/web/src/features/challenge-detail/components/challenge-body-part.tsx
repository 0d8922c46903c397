// The challenge page below its first view as a part fetched right after the first render (issue #20 §1,
// docs/decisions/042). It resolves once the feature's catalog reads in the reader's language too, so in
// Kiswahili it never suspends halfway through its first render; until then, the spinner.
import { lazyPart } from '@/lib/lazy-part';
import { currentLocale } from '@/lib/i18n';
import { catalogReady } from '@/lib/i18n/runtime';

export const ChallengeBodyPart = lazyPart(() =>
  import('./challenge-body').then(async (module) => {
    await catalogReady(currentLocale(), 'challenge-detail');
    return module.ChallengeBody;
  }),
);
