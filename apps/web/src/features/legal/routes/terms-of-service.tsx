import { Page } from '@/components/ui/page';
import { TermsOfServiceContent } from '../components/legal-documents-content';
import { termsOfServiceMeta } from '../content/documents';

/** /terms-of-service (spec §2 "Static pages": version 1.0, effective May 30th 2025, 20 sections). */
export default function TermsOfServiceRoute() {
  return (
    <Page title={termsOfServiceMeta.title}>
      <TermsOfServiceContent />
    </Page>
  );
}
