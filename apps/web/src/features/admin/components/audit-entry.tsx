// One audit row: when, who, what, on what, why; the before and after on request.
import type { AuditEntry } from '@changamoto/shared/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { humanise } from '../lib/format';
import { formatDateTime } from '@/lib/format';

function Target({ entry }: { entry: AuditEntry }) {
  const label = `${humanise(entry.targetType)} ${entry.targetId}`;
  const to = entry.targetType === 'user' ? paths.adminUser(entry.targetId) : entry.targetType === 'challenge' ? paths.challenge(entry.targetId) : null;
  return to ? (
    <Link to={to} className="break-all text-brand-800 underline-offset-2 hover:underline">
      {label}
    </Link>
  ) : (
    <span className="break-all">{label}</span>
  );
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="space-y-1 p-4 text-sm">
      <p className="font-semibold text-gray-900">
        {entry.action} <span className="font-normal text-gray-700">by {entry.actor?.username ?? 'the system'}</span>
      </p>
      <p className="text-gray-700">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · <Target entry={entry} />
      </p>
      {entry.reason && <p className="text-gray-800">Reason: {entry.reason}</p>}
      <details>
        <summary className="cursor-pointer text-brand-800">Before and after</summary>
        <pre className="mt-1 overflow-x-auto rounded bg-gray-50 p-2 text-xs text-gray-900">{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
      </details>
    </li>
  );
}
