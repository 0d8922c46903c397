import { CHALLENGE_TYPES } from '@changamoto/shared/domain';
import { useCardT } from '@/components/challenge-card/card-catalog';
import { challengeTypeIcons } from '../content/home-copy';
import { useHomeT } from '../i18n';
import { SectionHeading } from './section-heading';

/** spec §1: the three challenge types, labelled as the rest of the app labels them. */
export function ChallengeTypes() {
  const t = useHomeT();
  const shared = useCardT();
  return (
    <section aria-labelledby="challenge-types-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <SectionHeading id="challenge-types-title" eyebrow={t('home.types.eyebrow')} title={t('home.types.title')} intro={t('home.types.intro')} />
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CHALLENGE_TYPES.map((type) => {
          const Icon = challengeTypeIcons[type];
          return (
            <li key={type} className="flex flex-col rounded-xl border-t-4 border-accent-400 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 text-xl font-bold text-gray-900">{shared('components.challengeType', { type })}</h3>
              <p className="mt-2 text-gray-700">{t(`home.types.${type}.summary`)}</p>
              <p className="mt-3 text-sm text-gray-600 italic">{t(`home.types.${type}.example`)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
