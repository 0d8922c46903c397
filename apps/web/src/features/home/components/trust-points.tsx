import { usePublicConfig } from '@/lib/public-config';
import { trustCopy } from '../content/home-copy';
import { useHomeT } from '../i18n';
import { ruleValues } from '../content/rule-values';
import { SectionHeading } from './section-heading';

export function TrustPoints() {
  const t = useHomeT();
  const { data: config } = usePublicConfig();
  const points = trustCopy(t, ruleValues(config));
  return (
    <section aria-labelledby="trust-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <SectionHeading id="trust-title" eyebrow={t('home.trust.eyebrow')} title={t('home.trust.title')} />
      <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {points.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-4">
            <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-gray-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-gray-700">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
