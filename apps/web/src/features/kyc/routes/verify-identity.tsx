// /verify-identity (DOMAIN.md §7): identity verification, needed before any redemption (spec §1
// policy). One page for every status: the form (unverified), the review in progress (pending),
// done (verified), and the reason with the form again (rejected).
import { KYC_MESSAGES } from '@changamoto/shared/domain';
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

const INTRO = 'Identity verification is required before you can redeem tokens. We check that you are 18 or older and that each person holds one account.';

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
  const kyc = useMyKyc();
  if (kyc.isPending) return <Spinner label="Loading your verification…" />;
  if (kyc.isError) {
    return (
      <div className="space-y-4">
        <FormAlert>{serverMessageOr(kyc.error, 'Could not load your verification status. Please try again.')}</FormAlert>
        <Button variant="outline" onClick={() => void kyc.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { status, submission, rejectionReason } = kyc.data;

  if (status === 'verified') {
    return (
      <Section title="Your identity is verified">
        <p className="flex items-start gap-2 text-gray-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          You can redeem your withdrawable tokens from your wallet.
        </p>
        <ButtonLink to={paths.wallet}>Go to my wallet</ButtonLink>
      </Section>
    );
  }
  if (status === 'pending' && submission) {
    return (
      <Section title="Your documents are being reviewed">
        <FormAlert tone="info">
          <span className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {KYC_MESSAGES.submitted} We will notify you when a decision is made.
          </span>
        </FormAlert>
        <SubmissionSummary submission={submission} />
      </Section>
    );
  }
  const rejected = status === 'rejected';
  return (
    <Section title={rejected ? 'Submit your documents again' : 'Verify your identity'}>
      {rejected && <FormAlert>Your verification was not approved. Reason: {rejectionReason ?? 'No reason was given.'} Please correct it and submit again.</FormAlert>}
      <KycForm key={submission?.id ?? 'first'} defaults={rejected && submission ? { legalName: submission.legalName, idType: submission.idType, idNumber: submission.idNumber, dateOfBirth: submission.dateOfBirth } : undefined} />
    </Section>
  );
}

export function VerifyIdentityRoute() {
  return (
    <Page title="Verify Identity" intro={INTRO} className="max-w-4xl">
      <Body />
    </Page>
  );
}

export default VerifyIdentityRoute;
