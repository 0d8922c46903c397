// /legal — the Legal Documents screen (spec §2 "Static pages"): a top bar with three tabs (FAQ by
// default), only the selected document shown, and a footer with the copyright and last-updated note.
// The tab is mirrored in ?tab= so a document can be linked to directly.
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { RichText } from '@/lib/i18n';
import { FaqContent } from '../components/faq-content';
import { PrivacyPolicyContent, TermsOfServiceContent } from '../components/legal-documents-content';
import { useEffectiveDate } from '../components/document-meta';
import { legalLastUpdated, privacyPolicyMeta, termsOfServiceMeta } from '../content/documents';
import { useLegalT } from '../i18n';

const tabs = [
  { value: 'faq', label: 'legal.documents.faqTab', Content: FaqContent },
  { value: 'privacy', label: 'legal.privacy.title', Content: PrivacyPolicyContent },
  { value: 'terms', label: 'legal.terms.title', Content: TermsOfServiceContent },
] as const;
type TabValue = (typeof tabs)[number]['value'];
const defaultTab: TabValue = 'faq';

const isTab = (value: string | null): value is TabValue => tabs.some((tab) => tab.value === value);

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

  return (
    <Page className="max-w-4xl">
      <Tabs.Root value={active} onValueChange={select}>
        <header className="rounded-t-xl bg-brand-700 px-3 pt-5 text-white sm:px-6">
          <h1 className="px-1 text-2xl font-bold tracking-tight sm:text-3xl">{t('legal.documents.title')}</h1>
          <Tabs.List aria-label={t('legal.documents.tabs')} className="mt-4 grid grid-cols-3 gap-1">
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="min-h-12 rounded-t-lg px-2 py-2 text-center text-sm leading-tight font-semibold text-brand-50 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 data-[state=active]:bg-white data-[state=active]:text-brand-800 sm:px-4 sm:text-base"
              >
                {t(tab.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </header>
        {tabs.map(({ value, Content }) => (
          <Tabs.Content key={value} value={value} className="rounded-b-xl border border-t-0 border-gray-200 bg-white px-4 py-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-6">
            <Content />
          </Tabs.Content>
        ))}
      </Tabs.Root>
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
