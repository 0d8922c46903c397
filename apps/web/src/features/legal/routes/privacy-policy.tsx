import { Page } from '@/components/ui/page';
import PrivacyPolicyContent from '../components/privacy-policy-content';
import { useLegalT } from '../i18n';

/** /privacy-policy (spec §2 "Static pages": version 1.0, effective May 29th 2025). */
export default function PrivacyPolicyRoute() {
  const t = useLegalT();
  return (
    <Page title={t('legal.privacy.title')}>
      <PrivacyPolicyContent />
    </Page>
  );
}
