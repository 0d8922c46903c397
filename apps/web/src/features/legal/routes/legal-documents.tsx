// /legal — the Legal Documents screen (spec §2 "Static pages"): a top bar with three tabs (FAQ by
// default), only the selected document shown, and a footer with the copyright and last-updated note.
// The tab is mirrored in ?tab= so a document can be linked to directly. The tabs are written out (the
// WAI-ARIA tabs pattern: arrow keys, Home and End move and select) instead of Radix's, and the two
// documents are chunks of their own, fetched once the page has rendered: the FAQ tab the page opens on
// carries neither (~14 KB gzip off /legal's first load, docs/decisions/042).
import { useEffect, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { currentLocale, RichText } from '@/lib/i18n';
import { catalogReady } from '@/lib/i18n/runtime';
import { FaqContent } from '../components/faq-content';
import { useEffectiveDate } from '../components/document-meta';
import { legalLastUpdated, privacyPolicyMeta, termsOfServiceMeta } from '../content/documents';
import { useLegalT } from '../i18n';

type Loaded = Partial<Record<'privacy' | 'terms', ComponentType>>;
const documents: Loaded = {};
let loadingDocuments: Promise<void> | undefined;
/** Both documents' chunks, once (again after a failure). */
export function preloadLegalDocuments(): Promise<void> {
  return (loadingDocuments ??= Promise.all([import('../components/privacy-policy-content'), import('../components/terms-of-service-content')]).then(
    async ([privacy, terms]) => {
      // Their Kiswahili summary's words (a catalog of their own, registered by these chunks) in the
      // reader's language too, so a document never suspends the page halfway through its first render.
      await catalogReady(currentLocale(), 'legal-summary');
      documents.privacy = privacy.default;
      documents.terms = terms.default;
    },
    (error: unknown) => {
      loadingDocuments = undefined;
      throw error;
    },
  ));
}

const tabs = ['faq', 'privacy', 'terms'] as const;
type TabValue = (typeof tabs)[number];
const labels = { faq: 'legal.documents.faqTab', privacy: 'legal.privacy.title', terms: 'legal.terms.title' } as const;
const defaultTab: TabValue = 'faq';

const isTab = (value: string | null): value is TabValue => tabs.includes(value as TabValue);

export default function LegalDocumentsRoute() {
  const t = useLegalT();
  const lastUpdated = useEffectiveDate(legalLastUpdated);
  const privacyEffective = useEffectiveDate(privacyPolicyMeta);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = isTab(requested) ? requested : defaultTab;

  const select = (value: string) => {
    if (!isTab(value)) return;
    setSearchParams(value === defaultTab ? {} : { tab: value }, { replace: true, preventScrollReset: true });
  };

  // The documents' code right after the page has rendered, so a tab shows its document at once; a page
  // opened on a document (?tab=) shows the spinner until it is here.
  const [, setLoaded] = useState(documents.privacy !== undefined);
  useEffect(() => {
    if (!documents.privacy)
      preloadLegalDocuments().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    select(tab);
    document.getElementById(`tab-${tab}`)?.focus();
  };
  const Document = active === 'faq' ? FaqContent : documents[active];

  return (
    <Page className="max-w-4xl">
      <header className="rounded-t-xl bg-brand-700 px-3 pt-5 text-white sm:px-6">
        <h1 className="px-1 text-2xl font-bold tracking-tight sm:text-3xl">{t('legal.documents.title')}</h1>
        <div role="tablist" aria-label={t('legal.documents.tabs')} className="mt-4 grid grid-cols-3 gap-1" onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-selected={tab === active}
              aria-controls={`panel-${tab}`}
              tabIndex={tab === active ? 0 : -1}
              onClick={() => select(tab)}
              className="min-h-12 rounded-t-lg px-2 py-2 text-center text-sm leading-tight font-semibold text-brand-50 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 aria-selected:bg-white aria-selected:text-brand-800 sm:px-4 sm:text-base"
            >
              {t(labels[tab])}
            </button>
          ))}
        </div>
      </header>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        tabIndex={0}
        className="rounded-b-xl border border-t-0 border-gray-200 bg-white px-4 py-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-6"
      >
        {Document ? <Document /> : <Spinner />}
      </div>
      <footer className="mt-8 space-y-1 border-t border-gray-200 pt-6 text-sm text-gray-700">
        <p>{t('legal.documents.copyright')}</p>
        <p>
          <RichText
            text={t('legal.documents.lastUpdated', { date: lastUpdated, termsVersion: termsOfServiceMeta.version, privacyVersion: privacyPolicyMeta.version, privacyDate: privacyEffective })}
            components={{ time: (c) => <time dateTime={legalLastUpdated.effectiveIso}>{c}</time> }}
          />
        </p>
      </footer>
    </Page>
  );
}
