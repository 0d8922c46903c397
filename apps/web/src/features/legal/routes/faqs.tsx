import { Page } from '@/components/ui/page';
import { FaqContent } from '../components/faq-content';

/** /faqs — Help/FAQ (spec §2 "Static pages"). */
export default function FaqsRoute() {
  return (
    <Page title="Help/FAQ" intro="Answers to the questions players ask most about tokens, challenges, payments and staying safe on Changamoto.">
      <FaqContent />
    </Page>
  );
}
