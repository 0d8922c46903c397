// The Privacy Policy's body, shared by /privacy-policy and the /legal tab; a module of its own so that
// neither page carries the Terms (docs/decisions/042). English, the binding text (lang="en" for screen
// readers); in Kiswahili a summary comes first.
import { privacySections } from '../content/privacy-policy';
import { privacyPolicyMeta } from '../content/documents';
import { DocumentMetaLine } from './document-meta';
import { KiswahiliSummary } from './kiswahili-summary';
import { NumberedSections } from './numbered-sections';

export default function PrivacyPolicyContent() {
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
