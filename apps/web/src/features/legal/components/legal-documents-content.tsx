// The bodies of the two legal documents, shared by their own pages and the tabs of /legal. The documents
// are English, the binding text (marked lang="en" for screen readers); in Kiswahili a summary comes first.
import { privacySections } from '../content/privacy-policy';
import { privacyPolicyMeta, termsOfServiceMeta } from '../content/documents';
import { termsIntro, termsSections } from '../content/terms-of-service';
import { DocumentMetaLine } from './document-meta';
import { KiswahiliSummary } from './kiswahili-summary';
import { NumberedSections } from './numbered-sections';

export function PrivacyPolicyContent() {
  return (
    <div className="space-y-8">
      <DocumentMetaLine meta={privacyPolicyMeta} />
      <KiswahiliSummary document="privacy" />
      <div lang="en">
        <NumberedSections sections={privacySections} idPrefix="privacy" />
      </div>
    </div>
  );
}

export function TermsOfServiceContent() {
  return (
    <div className="space-y-8">
      <DocumentMetaLine meta={termsOfServiceMeta} />
      <KiswahiliSummary document="terms" />
      <div lang="en" className="space-y-8">
        <p className="leading-7 text-gray-800">{termsIntro}</p>
        <NumberedSections sections={termsSections} idPrefix="terms" />
      </div>
    </div>
  );
}
