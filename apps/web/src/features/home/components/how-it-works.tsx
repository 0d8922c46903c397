import { howItWorksSteps } from '../content/home-copy';
import { useHomeT } from '../i18n';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  const t = useHomeT();
  return (
    <section aria-labelledby="how-it-works-title" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <SectionHeading id="how-it-works-title" eyebrow={t('home.how.eyebrow')} title={t('home.how.title')} />
        <ol className="mt-8 grid gap-4 md:grid-cols-5">
          {howItWorksSteps(t).map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative rounded-xl bg-gray-50 p-5">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
              </div>
              <h3 className="mt-4 font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
