// Approve a pending identity submission (the account becomes verified and may redeem), or reject it
// with a reason the user sees; they may then submit again.
import type { AdminKycSubmission } from '@changamoto/shared/contract';
import { useApproveKyc, useRejectKyc } from '../api/kyc';
import { REASONS } from '../lib/messages';
import { ActionButton } from '@/components/action-dialog';
import { useAdminT } from '../i18n';

export function KycDecision({ submission }: { submission: AdminKycSubmission }) {
  const t = useAdminT();
  const approve = useApproveKyc();
  const reject = useRejectKyc();
  const who = submission.user.username ?? submission.user.email;
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <ActionButton
        label={t('admin.kycDecision.approve')}
        title={t('admin.kycDecision.approveTitle')}
        variant="primary"
        description={`${who} becomes verified and can redeem tokens. They are told at once.`}
        run={async () => {
          await approve.mutateAsync(submission.id);
          return `Approved: ${who} is verified.`;
        }}
      />
      <ActionButton
        label={t('admin.kycDecision.reject')}
        title={t('admin.kycDecision.rejectTitle')}
        description={`${who} sees your reason and may submit again.`}
        reason={REASONS.kyc}
        run={async ({ reason }) => {
          await reject.mutateAsync({ id: submission.id, reason });
          return `Rejected: ${who} has been told why.`;
        }}
      />
    </div>
  );
}
