import { Page } from '@/components/ui/page';
import TermsOfServiceContent from '../components/terms-of-service-content';
import { useLegalT } from '../i18n';

/** /terms-of-service (spec §2 "Static pages": version 1.0, effective May 30th 2025, 20 sections). */
export default function TermsOfServiceRoute() {
  const t = useLegalT();
  return (
    <Page title={t('legal.terms.title')}>
      <TermsOfServiceContent />
    </Page>
  );
}
