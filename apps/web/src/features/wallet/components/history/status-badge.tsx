// A transaction's status; for failed, cancelled or failed_recredited rows with an error message the
// badge reveals it in a tooltip on hover or focus, and screen readers get it as its description.
import type { TransactionStatus } from '@changamoto/shared/domain';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { statusLabel, STATUSES_WITH_REASON } from './transaction-display';
import { useWalletT } from '../../i18n';

const tones: Record<TransactionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-gray-200 text-gray-900',
  refunded: 'bg-blue-100 text-blue-900',
  failed_recredited: 'bg-orange-100 text-orange-900',
};

export function StatusBadge({ status, errorMessage }: { status: TransactionStatus; errorMessage: string | null }) {
  useWalletT(); // re-renders on a language switch
  const tooltipId = useId();
  const reason = STATUSES_WITH_REASON.has(status) && errorMessage ? errorMessage : null;
  const badgeClass = cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status]);
  if (!reason) return <span className={badgeClass}>{statusLabel(status)}</span>;
  return (
    <span className="group relative inline-flex">
      <span tabIndex={0} title={reason} aria-describedby={tooltipId} className={cn(badgeClass, 'cursor-help focus-visible:outline-2 focus-visible:outline-brand-700')}>
        {statusLabel(status)}
      </span>
      <span id={tooltipId} role="tooltip" className="pointer-events-none absolute top-full right-0 z-10 mt-1 hidden w-56 rounded-md bg-gray-900 p-2 text-xs text-white shadow-lg group-focus-within:block group-hover:block">
        {reason}
      </span>
    </span>
  );
}
