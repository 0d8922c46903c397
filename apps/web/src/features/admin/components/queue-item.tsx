// One challenge waiting for an admin: why it waits and since when, the claims side by side, the actions.
import type { AdminQueueItem } from '@changamoto/shared/contract';
import { CHALLENGE_TYPE_LABELS } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTokens } from '@/lib/format';
import { QUEUE_REASON_LABELS } from '../lib/claims';

import { useAdminT } from '../i18n';
import { Claims } from './claims';
import { DecisionActions } from './decision-actions';

const reasonBadge: Record<AdminQueueItem['reason'], string> = {
  disputed: 'bg-red-100 text-red-900',
  agreed: 'bg-green-100 text-green-900',
  pending_verification: 'bg-yellow-100 text-yellow-900',
  overdue: 'bg-gray-200 text-gray-900',
};

export function QueueItem({ item }: { item: AdminQueueItem }) {
  const t = useAdminT();
  const { challenge } = item;
  const headingId = `queue-item-${challenge.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-gray-900">
            <Link to={paths.challenge(challenge.id)} className="underline-offset-2 hover:underline">
              {challenge.title}
            </Link>
          </h2>
          <p className="text-sm text-gray-700">
            {CHALLENGE_TYPE_LABELS[challenge.type]} · {challenge.category.name} · {t('admin.queue.totalJackpot')} {formatTokens(challenge.totalJackpot)}
          </p>
          <p className="text-sm text-gray-700">
            {t('admin.queue.waitingSince')} <time dateTime={item.waitingSince}>{formatDateTime(item.waitingSince)}</time>
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', reasonBadge[item.reason])}>{QUEUE_REASON_LABELS[item.reason]}</span>
      </header>
      <Claims item={item} />
      <DecisionActions item={item} />
    </article>
  );
}
