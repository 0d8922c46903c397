// /admin/audit: the audit log, newest first, filtered by actor, action, target and days (issue #7; names
// and e-mails, not ids: issue #24 item 12);
// the filters live in the URL, 'Load more' asks for the page after the last one's nextCursor.
import { AUDIT_TARGET_TYPES } from '@changamoto/shared/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { AuditEntryItem } from '../components/audit-entry';
import { LoadMore } from '../components/choice-buttons';
import { QueryState } from '../components/query-state';
import { adminWord } from '../lib/format';
import { useAdminT } from '../i18n';

/** The actions the server audits (DOMAIN.md §6). */
const ACTIONS = [
  'challenge.decide',
  'challenge.void',
  'challenge.feature',
  'challenge.unfeature',
  'user.suspend',
  'user.unsuspend',
  'user.terminate',
  'user.freeze',
  'user.unfreeze',
  'user.set_role',
  'payout.retry',
  'kyc.approve',
  'kyc.reject',
];
/** The filters a person types: names and e-mails, not ids (issue #24 item 12). */
const FIELDS = ['actor', 'action', 'targetType', 'target', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];
/** Also read from the address: a link from a person's page may filter by their id. */
const URL_FIELDS = [...FIELDS, 'actorId', 'targetId'] as const;

const fromParams = (params: URLSearchParams): AuditFilters => Object.fromEntries(URL_FIELDS.flatMap((field) => (params.get(field) ? [[field, params.get(field)]] : []))) as AuditFilters;

function Filters({ initial, onApply }: { initial: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const t = useAdminT();
  const [values, setValues] = useState<Record<Field, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, initial[f] ?? ''])) as Record<Field, string>);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(FIELDS.flatMap((f) => (values[f].trim() ? [[f, values[f].trim()]] : []))) as AuditFilters);
  };
  return (
    <form noValidate aria-label={t('admin.audit.filters')} onSubmit={submit} className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField id="audit-action" label={t('admin.audit.action')}>
        {(control) => (
          <select {...control} value={values.action} onChange={set('action')} className={controlClass}>
            <option value="">{t('admin.audit.anyAction')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="audit-target-type" label={t('admin.audit.targetType')}>
        {(control) => (
          <select {...control} value={values.targetType} onChange={set('targetType')} className={controlClass}>
            <option value="">{t('admin.audit.anyTarget')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {adminWord(type)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="audit-target" label={t('admin.audit.targetLabel')} hint={t('admin.audit.targetHint')}>
        {(control) => <input {...control} value={values.target} onChange={set('target')} className={controlClass} />}
      </FormField>
      <FormField id="audit-actor" label={t('admin.layout.title')} hint={t('admin.audit.adminHint')}>
        {(control) => <input {...control} value={values.actor} onChange={set('actor')} className={controlClass} />}
      </FormField>
      <FormField id="audit-from" label={t('admin.audit.from')}>
        {(control) => <input {...control} type="date" value={values.from} onChange={set('from')} className={controlClass} />}
      </FormField>
      <FormField id="audit-to" label={t('admin.audit.to')}>
        {(control) => <input {...control} type="date" value={values.to} onChange={set('to')} className={controlClass} />}
      </FormField>
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t('admin.audit.apply')}</Button>
      </div>
    </form>
  );
}

export function AdminAuditRoute() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const filters = fromParams(params);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries);

  return (
    <Page title={t('admin.layout.audit')} intro={t('admin.audit.intro')}>
      <Filters key={params.toString()} initial={filters} onApply={(next) => setParams(next as Record<string, string>)} />
      <div className="mt-6">
        <QueryState query={{ ...log, data: entries }} loadingLabel="Loading the audit log…" isEmpty={(list) => list.length === 0} empty="No audit entries match these filters.">
          {(list) => (
            <div className="space-y-4">
              <ul aria-label={t('admin.audit.entries')} className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
                {list.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} />
                ))}
              </ul>
              <LoadMore query={log} />
            </div>
          )}
        </QueryState>
      </div>
    </Page>
  );
}

export default AdminAuditRoute;
