// /admin/kyc: identity submissions to review (DOMAIN.md §7), pending ones oldest first; the others
// by status. 'Load more' asks for the page after nextCursor.
import { KYC_ID_TYPE_LABELS, KYC_SUBMISSION_STATUSES, type KycSubmissionStatus } from '@changamoto/shared/domain';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useKycQueue } from '../api/kyc';
import { ChoiceButtons, LoadMore } from '../components/choice-buttons';
import { QueryState } from '../components/query-state';
import { adminWord } from '../lib/format';
import { formatDateTime } from '@/lib/format';
import { useAdminT } from '../i18n';

export function AdminKycRoute() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const status = (KYC_SUBMISSION_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as KycSubmissionStatus) : 'pending';
  const queue = useKycQueue(status);
  const submissions = queue.data?.pages.flatMap((page) => page.submissions);

  return (
    <Page title={t('admin.kyc.title')} intro={t('admin.kyc.intro')}>
      <ChoiceButtons label={t('admin.kyc.which')} options={KYC_SUBMISSION_STATUSES.map((value) => ({ value, label: adminWord(value) }))} value={status} onChange={(value) => setParams(value === 'pending' ? {} : { status: value })} />
      <QueryState query={{ ...queue, data: submissions }} loadingLabel={t('admin.kyc.loading')} isEmpty={(list) => list.length === 0} empty={t('admin.kyc.empty', { status })}>
        {(list) => (
          <div className="space-y-4">
            <ul aria-label={t('admin.kyc.listLabel', { status })} className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
              {list.map((s) => (
                <li key={s.id} className="p-4 text-sm">
                  <Link to={paths.adminKycSubmission(s.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {s.legalName}
                  </Link>
                  <p className="text-gray-700">
                    {s.user.username ?? s.user.email} · {KYC_ID_TYPE_LABELS[s.idType]} · {t('admin.kyc.submittedAt')} <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
            <LoadMore query={queue} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}

export default AdminKycRoute;
