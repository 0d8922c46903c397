import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { CONTACT_FAQS } from '../content/contact-copy';
import { useContactT } from '../i18n';

export function ContactFaq() {
  const t = useContactT();
  return (
    <section aria-labelledby="contact-faq-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h2 id="contact-faq-title" className="text-2xl font-bold tracking-tight text-gray-900">
        {t('contact.faq.title')}
      </h2>
      <div className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {CONTACT_FAQS.map((faq) => (
          <details key={faq} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
              {t(`contact.faq.${faq}.q`)}
              <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-6 text-gray-700">{t(`contact.faq.${faq}.a`)}</p>
          </details>
        ))}
      </div>
      <p className="mt-4 text-sm text-gray-700">
        <RichText
          text={t('contact.faq.more')}
          components={{
            faqs: (c) => (
              <Link to={paths.faqs} className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {c}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
