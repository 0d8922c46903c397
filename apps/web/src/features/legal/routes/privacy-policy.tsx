import { Page } from '@/components/ui/page';
import { PrivacyPolicyContent } from '../components/legal-documents-content';
import { privacyPolicyMeta } from '../content/documents';

/** /privacy-policy (spec §2 "Static pages": version 1.0, effective May 29th 2025). */
export default function PrivacyPolicyRoute() {
  return (
    <Page title={privacyPolicyMeta.title}>
      <PrivacyPolicyContent />
    </Page>
  );
}
