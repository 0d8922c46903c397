// The players' claims of a queue item side by side, so a dispute reads at a glance.
import type { AdminQueueItem } from '@changamoto/shared/contract';
import { outcomeLabel } from '@/lib/outcome-label';
import { claimColumns } from '../lib/claims';
import { formatDateTime } from '../lib/format';

export function Claims({ item }: { item: AdminQueueItem }) {
  const columns = claimColumns(item);
  if (columns.length === 0) return <p className="text-sm text-gray-700">No claims yet.</p>;
  return (
    <ul aria-label="Claims" className="grid gap-3 sm:grid-cols-2">
      {columns.map(({ key, role, name, claim }) => (
        <li key={key} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{role}</p>
          <p className="font-semibold text-gray-900">{name}</p>
          {claim ? (
            <p className="mt-1 text-sm text-gray-800">
              Claims: <strong>{outcomeLabel(item, claim.outcome)}</strong>
              <time dateTime={claim.createdAt} className="block text-xs text-gray-700">
                {formatDateTime(claim.createdAt)}
              </time>
            </p>
          ) : (
            <p className="mt-1 text-sm text-gray-700">No claim yet</p>
          )}
        </li>
      ))}
    </ul>
  );
}
