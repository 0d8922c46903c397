import { Headset } from 'lucide-react';
import { useContactT } from '../i18n';

export function ContactHero() {
  const t = useContactT();
  return (
    <section aria-labelledby="contact-title" className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
          <Headset aria-hidden="true" className="h-4 w-4 text-accent-400" />
          {t('contact.hero.eyebrow')}
        </p>
        <h1 id="contact-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">
          {t('contact.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">{t('contact.hero.body')}</p>
      </div>
    </section>
  );
}
