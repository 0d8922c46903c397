// The Terms of Service's body, shared by /terms-of-service and the /legal tab; a module of its own so
// that neither page carries the Privacy Policy (docs/decisions/042). English, the binding text
// (lang="en" for screen readers); in Kiswahili a summary comes first.
import { termsOfServiceMeta } from '../content/documents';
import { termsIntro, termsSections } from '../content/terms-of-service';
import { DocumentMetaLine } from './document-meta';
import { KiswahiliSummary } from './kiswahili-summary';
import { NumberedSections } from './numbered-sections';

export default function TermsOfServiceContent() {
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
