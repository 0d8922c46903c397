// One audit row: when, who, what, on what (by name, linked), why; the before and after on request.
import type { AuditEntry } from '@changamoto/shared/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { type AdminKey, useAdminT } from '../i18n';

// Keys, not words: read when rendered, so the names follow a language switch.
const TARGET_NAMES: Record<AuditEntry['targetType'], AdminKey> = {
  user: 'admin.audit.target.user',
  challenge: 'admin.audit.target.challenge',
  payout: 'admin.audit.target.payout',
  kyc_submission: 'admin.audit.target.kyc',
  finance: 'admin.audit.target.finance',
};
const linkClass = 'text-brand-800 underline-offset-2 hover:underline';

/** The target by name, linked: a person's admin page, a challenge, a KYC submission (issue #24 item 12). */
function Target({ entry }: { entry: AuditEntry }) {
  const t = useAdminT();
  const { label, userId } = entry.target;
  const name = `${t(TARGET_NAMES[entry.targetType])} ${label ?? entry.targetId}`;
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
  const t = useAdminT();
  if (!actor) return <>{t('admin.audit.theSystem')}</>;
  return (
    <Link to={paths.adminUser(actor.id)} className={linkClass}>
      {actor.username ?? actor.email ?? t('admin.audit.anAdmin')}
    </Link>
  );
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const t = useAdminT();
  return (
    <li className="space-y-1 p-4 text-sm">
      <p className="font-semibold text-gray-900">
        {entry.action}{' '}
        <span className="font-normal text-gray-700">
          {t('admin.audit.by')} <Actor actor={entry.actor} />
        </span>
      </p>
      <p className="text-gray-700">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · <Target entry={entry} />
      </p>
      {entry.reason && (
        <p className="text-gray-800">
          {t('admin.audit.reason')} {entry.reason}
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-brand-800">{t('admin.audit.beforeAfter')}</summary>
        <pre className="mt-1 overflow-x-auto rounded bg-gray-50 p-2 text-xs text-gray-900">{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
      </details>
    </li>
  );
}
