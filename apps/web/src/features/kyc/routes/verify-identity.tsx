// /verify-identity (DOMAIN.md §7): identity verification, needed before any redemption (spec §1
// policy). One page for every status: the form (unverified), the review in progress (pending),
// done (verified), and the reason with the form again (rejected).
import { CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { useMyKyc } from '../api/get-my-kyc';
import { KycForm } from '../components/kyc-form';
import { SubmissionSummary } from '../components/submission-summary';
import { useKycT } from '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="kyc-section-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="kyc-section-title" className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

function Body() {
  const t = useKycT();
  const kyc = useMyKyc();
  if (kyc.isPending) return <Spinner label={t('kyc.page.loading')} />;
  if (kyc.isError) {
    return (
      <div className="space-y-4">
        <FormAlert>{serverMessageOr(kyc.error, t('kyc.page.loadFailed'))}</FormAlert>
        <Button variant="outline" onClick={() => void kyc.refetch()}>
          {t('kyc.page.tryAgain')}
        </Button>
      </div>
    );
  }
  const { status, submission, rejectionReason } = kyc.data;

  if (status === 'verified') {
    return (
      <Section title={t('kyc.status.verifiedTitle')}>
        <p className="flex items-start gap-2 text-gray-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          {t('kyc.status.verifiedBody')}
        </p>
        <ButtonLink to={paths.wallet}>{t('kyc.status.goToWallet')}</ButtonLink>
      </Section>
    );
  }
  if (status === 'pending' && submission) {
    return (
      <Section title={t('kyc.status.pendingTitle')}>
        <FormAlert tone="info">
          <span className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('kyc.messages.submitted')} {t('kyc.status.pendingBody')}
          </span>
        </FormAlert>
        <SubmissionSummary submission={submission} />
      </Section>
    );
  }
  const rejected = status === 'rejected';
  return (
    <Section title={rejected ? t('kyc.status.resubmitTitle') : t('kyc.status.verifyTitle')}>
      {rejected && (
        <FormAlert>
          {t('kyc.status.rejectedLead')} {rejectionReason ?? t('kyc.status.noReason')} {t('kyc.status.rejectedTail')}
        </FormAlert>
      )}
      <KycForm key={submission?.id ?? 'first'} defaults={rejected && submission ? { legalName: submission.legalName, idType: submission.idType, idNumber: submission.idNumber, dateOfBirth: submission.dateOfBirth } : undefined} />
    </Section>
  );
}

export function VerifyIdentityRoute() {
  const t = useKycT();
  return (
    <Page title={t('kyc.page.title')} intro={t('kyc.page.intro')} className="max-w-4xl">
      <Body />
    </Page>
  );
}

export default VerifyIdentityRoute;
