import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useContactT } from '../i18n';

export function ContactCta() {
  const t = useContactT();
  return (
    <section aria-labelledby="contact-cta-title" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-cta-title" className="text-2xl font-bold tracking-tight">
            {t('contact.cta.title')}
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">{t('contact.cta.body')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.challenges}
            className="inline-flex h-12 items-center justify-center rounded-lg bg-accent-400 px-6 font-semibold text-gray-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('contact.cta.explore')}
          </Link>
          <Link
            to={paths.faqs}
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/80 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('contact.cta.faqs')}
          </Link>
        </div>
      </div>
    </section>
  );
}
