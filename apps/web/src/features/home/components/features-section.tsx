import { usePublicConfig } from '@/lib/public-config';
import { featureCopy } from '../content/home-copy';
import { useHomeT } from '../i18n';
import { ruleValues } from '../content/rule-values';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  const t = useHomeT();
  const { data: config } = usePublicConfig();
  const features = featureCopy(t, ruleValues(config));
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <SectionHeading id="features-title" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')} intro={t('home.features.intro')} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {features.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-gray-700">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
