// The Help/FAQ body (spec §2): collapsible questions per section and the contact block. Shared by /faqs
// and the FAQ tab of /legal, which each supply the page's h1. The questions and answers are long-form
// content modules, one per language: English (content/faq) ships with the route, Kiswahili
// (content/faq-sw) is a lazy chunk loaded the first time the FAQ shows in Kiswahili.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/lib/i18n';
import { faqSections } from '../content/faq';
import type * as FaqSw from '../content/faq-sw';
import { type RuleFigures, useRuleFigures } from '../content/rule-figures';
import { useLegalT } from '../i18n';
import { copyClass } from './copy-styles';
import { SupportContactList } from './support-contacts';

interface ShownSection {
  id: string;
  title: string;
  items: { id: string; question: string; answer: ReactNode }[];
}

// Loaded once, then kept: a later switch back to Kiswahili renders at once.
let kiswahili: typeof FaqSw | undefined;

/** null while the Kiswahili module is on its way (the FAQ shows a spinner meanwhile). */
function useFaqSections(figures: RuleFigures): ShownSection[] | null {
  const swActive = useLocale() === 'sw';
  const [sw, setSw] = useState(kiswahili);
  useEffect(() => {
    if (!swActive || sw) return;
    let current = true;
    void import('../content/faq-sw').then((module) => {
      kiswahili = module;
      if (current) setSw(module);
    });
    return () => {
      current = false;
    };
  }, [swActive, sw]);
  if (!swActive) return faqSections.map((section) => ({ ...section, items: section.items.map((item) => ({ ...item, answer: item.answer(figures) })) }));
  if (!sw) return null;
  const swFigures = sw.swFigures(figures);
  return sw.faqSectionsSw.map((section) => ({ ...section, items: section.items.map((item) => ({ ...item, answer: item.answer(swFigures) })) }));
}

const HOURS = ['legal.faq.weekdays', 'legal.faq.saturday', 'legal.faq.sunday'] as const;

function FaqContact() {
  const t = useLegalT();
  return (
    <section aria-labelledby="faq-contact" className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
      <h2 id="faq-contact" className="text-xl font-bold text-gray-900">
        {t('legal.faq.stillNeedHelp')}
      </h2>
      <p className="mt-2 text-gray-800">{t('legal.faq.supportIntro')}</p>
      <div className="mt-4">
        <SupportContactList />
      </div>
      <h3 className="mt-5 text-sm font-semibold text-gray-900">{t('legal.faq.hours')}</h3>
      <ul className="mt-1 text-sm text-gray-800">
        {HOURS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One question (the WAI-ARIA accordion pattern, several open at once): a button in a heading that
 * shows and hides its answer. Written out instead of Radix's accordion, whose ~7 KB gzip weighed on the
 * page's first load; the answer is rendered only while open, as before.
 */
function FaqItem({ question, answer }: { question: string; answer: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <h3 className="text-base">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
        >
          <span>{question}</span>
          <ChevronDown aria-hidden="true" className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      {open && (
        <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} className={`px-4 pb-4 ${copyClass}`}>
          {answer}
        </div>
      )}
    </div>
  );
}

/** The questions, or a spinner while the Kiswahili module loads. */
function FaqSections() {
  const sections = useFaqSections(useRuleFigures());
  if (!sections) return <Spinner />;
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`} className="text-xl font-bold text-gray-900 sm:text-2xl">
            {section.title}
          </h2>
          <div className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {section.items.map((item) => (
              <FaqItem key={item.id} question={item.question} answer={item.answer} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

export function FaqContent() {
  return (
    <div className="space-y-10">
      <FaqSections />
      <FaqContact />
    </div>
  );
}
