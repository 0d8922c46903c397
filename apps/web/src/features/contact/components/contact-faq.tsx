import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_FAQS } from '../content/contact-copy';

export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h2 id="contact-faq-title" className="text-2xl font-bold tracking-tight text-gray-900">
        Frequently asked questions
      </h2>
      <div className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {CONTACT_FAQS.map((faq) => (
          <details key={faq.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-semibold text-gray-900 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-6 text-gray-700">{faq.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-4 text-sm text-gray-700">
        More answers on tokens, challenges and payments in our{' '}
        <Link to={paths.faqs} className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          FAQs
        </Link>
        .
      </p>
    </section>
  );
}
