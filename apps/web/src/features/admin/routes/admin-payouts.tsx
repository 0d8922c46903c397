// /admin/payouts: payouts in flight (oldest first) or failed and reversed (newest first); a stuck one
// is retried with its same transfer reference, so Paystack can never pay it twice (issue #7).
import type { AdminPayout } from '@changamoto/shared/contract';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { formatDateTime, formatKes, formatTokens } from '@/lib/format';
import { usePayouts, useRetryPayout, type PayoutList } from '../api/payouts';
import { ActionButton } from '@/components/action-dialog';
import { ChoiceButtons } from '../components/choice-buttons';
import { QueryState } from '../components/query-state';
import { adminWord } from '../lib/format';
import { useAdminT } from '../i18n';
import { translate } from '@/lib/i18n';

const lists: { value: PayoutList; label: string }[] = [
  { value: 'in_flight', label: translate('admin.payouts.inFlight') },
  { value: 'failed', label: translate('admin.payouts.failed') },
];

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const t = useAdminT();
  const retry = useRetryPayout();
  const inFlight = payout.status === 'queued' || payout.status === 'processing';
  return (
    <li className="grid gap-2 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-gray-900">
          {formatKes(payout.amountKes)} · {formatTokens(payout.amountTokens)} ·{' '}
          <Link to={paths.adminUser(payout.user.id)} className="text-brand-800 underline-offset-2 hover:underline">
            {payout.user.username ?? t('admin.common.unknownUser')}
          </Link>
        </p>
        <p className="break-all text-gray-700">
          {t('admin.payouts.reference')} {payout.transferReference}
        </p>
        <p className="text-gray-700">
          {adminWord(payout.status)} · {t('admin.payouts.attempts', { count: payout.attempts })} · {t('admin.payouts.created')} <time dateTime={payout.createdAt}>{formatDateTime(payout.createdAt)}</time>, {t('admin.payouts.updated')}{' '}
          <time dateTime={payout.updatedAt}>{formatDateTime(payout.updatedAt)}</time>
        </p>
        {payout.lastError && (
          <p className="text-red-800">
            {t('admin.payouts.lastError')} {payout.lastError}
          </p>
        )}
      </div>
      {inFlight && (
        <ActionButton
          label={t('admin.payouts.retry')}
          title={t('admin.payouts.retryTitle')}
          description={`The transfer is sent again with its same reference ${payout.transferReference}, so it can never be paid twice. A processing one is checked with Paystack and settled.`}
          run={() => retry.mutateAsync(payout.id)}
        />
      )}
    </li>
  );
}

export function AdminPayoutsRoute() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const status: PayoutList = params.get('status') === 'failed' ? 'failed' : 'in_flight';
  const payouts = usePayouts(status);
  return (
    <Page title={t('admin.layout.payouts')}>
      <ChoiceButtons label={t('admin.payouts.which')} options={lists} value={status} onChange={(value) => setParams(value === 'in_flight' ? {} : { status: value })} />
      <QueryState query={payouts} loadingLabel="Loading payouts…" isEmpty={(list) => list.length === 0} empty={status === 'failed' ? t('admin.payouts.noFailed') : t('admin.payouts.noneInFlight')}>
        {(list) => (
          <ul aria-label={status === 'failed' ? t('admin.payouts.failedList') : t('admin.payouts.inFlightList')} className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {list.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

export default AdminPayoutsRoute;
