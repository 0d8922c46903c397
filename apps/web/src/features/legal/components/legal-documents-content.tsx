// The bodies of the two legal documents, shared by their own pages and the tabs of /legal.
import { privacySections } from '../content/privacy-policy';
import { privacyPolicyMeta, termsOfServiceMeta } from '../content/documents';
import { termsSections } from '../content/terms-of-service';
import { DocumentMetaLine } from './document-meta';
import { NumberedSections } from './numbered-sections';

export function PrivacyPolicyContent() {
  return (
    <div className="space-y-8">
      <DocumentMetaLine meta={privacyPolicyMeta} />
      <NumberedSections sections={privacySections} idPrefix="privacy" />
    </div>
  );
}

export function TermsOfServiceContent() {
  return (
    <div className="space-y-8">
      <DocumentMetaLine meta={termsOfServiceMeta} />
      <p className="leading-7 text-gray-800">Please read these Terms carefully. They explain how tokens, challenges, fees and withdrawals work on Changamoto, and what happens if something goes wrong.</p>
      <NumberedSections sections={termsSections} idPrefix="terms" />
    </div>
  );
}
