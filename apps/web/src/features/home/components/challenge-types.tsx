import { CHALLENGE_TYPE_LABELS, CHALLENGE_TYPES } from '@changamoto/shared/domain';
import { challengeTypeCopy } from '../content/home-copy';
import { SectionHeading } from './section-heading';

/** spec §1: the three challenge types, labelled as the rest of the app labels them. */
export function ChallengeTypes() {
  return (
    <section aria-labelledby="challenge-types-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <SectionHeading id="challenge-types-title" eyebrow="Challenge types" title="Three ways to play" intro="Every challenge runs in tokens, and every result is decided by our administrators." />
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CHALLENGE_TYPES.map((type) => {
          const { icon: Icon, summary, example } = challengeTypeCopy[type];
          return (
            <li key={type} className="flex flex-col rounded-xl border-t-4 border-accent-400 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 text-xl font-bold text-gray-900">{CHALLENGE_TYPE_LABELS[type]}</h3>
              <p className="mt-2 text-gray-700">{summary}</p>
              <p className="mt-3 text-sm text-gray-600 italic">{example}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
