import { Page } from '@/components/ui/page';
import { FaqContent } from '../components/faq-content';
import { useLegalT } from '../i18n';

/** /faqs — Help/FAQ (spec §2 "Static pages"). */
export default function FaqsRoute() {
  const t = useLegalT();
  return (
    <Page title={t('legal.faqs.title')} intro={t('legal.faqs.intro')}>
      <FaqContent />
    </Page>
  );
}
