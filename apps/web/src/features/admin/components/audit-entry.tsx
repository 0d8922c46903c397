// One audit row: when, who, what, on what (by name, linked), why; the before and after on request.
import type { AuditEntry } from '@changamoto/shared/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

const TARGET_NAMES: Record<AuditEntry['targetType'], string> = { user: 'User', challenge: 'Challenge', payout: 'Payout of', kyc_submission: 'KYC submission of', finance: 'Finance' };
const linkClass = 'text-brand-800 underline-offset-2 hover:underline';

/** The target by name, linked: a person's admin page, a challenge, a KYC submission (issue #24 item 12). */
function Target({ entry }: { entry: AuditEntry }) {
  const { label, userId } = entry.target;
  const name = `${TARGET_NAMES[entry.targetType]} ${label ?? entry.targetId}`;
  const to = entry.targetType === 'challenge' ? paths.challenge(entry.targetId) : entry.targetType === 'kyc_submission' ? paths.adminKycSubmission(entry.targetId) : userId ? paths.adminUser(userId) : null;
  return to ? (
    <Link to={to} className={cn('break-words', linkClass)}>
      {name}
    </Link>
  ) : (
    <span className="break-words">{name}</span>
  );
}

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  if (!actor) return <>the system</>;
  return (
    <Link to={paths.adminUser(actor.id)} className={linkClass}>
      {actor.username ?? actor.email ?? 'an admin'}
    </Link>
  );
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="space-y-1 p-4 text-sm">
      <p className="font-semibold text-gray-900">
        {entry.action}{' '}
        <span className="font-normal text-gray-700">
          by <Actor actor={entry.actor} />
        </span>
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
