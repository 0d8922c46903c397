// The players' claims of a queue item side by side, with their notes and evidence photos, so a dispute
// reads at a glance (issue #17 part 3). The photos come from the authenticated evidence endpoint.
import type { AdminQueueItem } from '@changamoto/shared/contract';
import { outcomeLabel } from '@/lib/outcome-label';
import { claimColumns } from '../lib/claims';
import { formatDateTime } from '@/lib/format';
import { useAdminT } from '../i18n';

export function Claims({ item }: { item: AdminQueueItem }) {
  const t = useAdminT();
  const columns = claimColumns(item);
  if (columns.length === 0) return <p className="text-sm text-gray-700">{t('admin.claims.none')}</p>;
  return (
    <ul aria-label={t('admin.claims.title')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {columns.map(({ key, role, name, claim }) => (
        <li key={key} className="min-w-0 rounded-lg border border-gray-200 bg-gray-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{role}</p>
          <p className="font-semibold text-gray-900">{name}</p>
          {claim ? (
            <div className="mt-1 space-y-2 text-sm text-gray-800">
              <p>
                {t('admin.claims.label')} <strong>{outcomeLabel(item, claim.outcome)}</strong>
                <time dateTime={claim.createdAt} className="block text-xs text-gray-700">
                  {formatDateTime(claim.createdAt)}
                </time>
              </p>
              {claim.note && <p className="break-words whitespace-pre-line">{claim.note}</p>}
              {claim.evidence.length > 0 && (
                <ul aria-label={t('admin.claims.evidenceFrom', { name })} className="grid grid-cols-3 gap-2">
                  {claim.evidence.map((image, i) => (
                    <li key={image.id}>
                      <a href={image.path} target="_blank" rel="noreferrer" className="block overflow-hidden rounded border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700">
                        <img src={image.path} alt={t('admin.claims.evidencePhoto', { number: i + 1, name })} loading="lazy" className="aspect-square w-full object-cover" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <p className="mt-1 text-sm text-gray-700">{t('admin.claims.noClaim')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
