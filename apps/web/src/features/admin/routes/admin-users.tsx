// /admin/users: find a person by username, e-mail or phone (issue #7); the query lives in the URL.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { MIN_QUERY_LENGTH, useSearchUsers } from '../api/users';
import { NO_EMAIL } from '../lib/messages';
import { QueryState } from '../components/query-state';
import { UserBadges } from '../components/user-badges';
import { useAdminT } from '../i18n';

function Results({ q }: { q: string }) {
  const t = useAdminT();
  const users = useSearchUsers(q);
  return (
    <QueryState query={users} loadingLabel="Searching…" isEmpty={(list) => list.length === 0} empty={`No one matches “${q}”.`}>
      {(list) => (
        <ul aria-label={t('admin.users.results')} className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {list.map((user) => (
            <li key={user.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link to={paths.adminUser(user.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {user.username ?? user.email ?? user.phone}
                </Link>
                <p className="truncate text-sm text-gray-700">
                  {user.email ?? NO_EMAIL()}
                  {user.phone && ` · ${user.phone}`}
                </p>
              </div>
              <UserBadges user={user} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export function AdminUsersRoute() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | null>(null);

  return (
    <Page title={t('admin.layout.users')}>
      <form
        role="search"
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const next = text.trim();
          if (next.length < MIN_QUERY_LENGTH) return setError(t('admin.validation.queryTooShort'));
          setError(null);
          setParams({ q: next });
        }}
      >
        <div className="flex-1">
          <FormField id="user-search" label={t('admin.users.searchLabel')} error={error ?? undefined}>
            {(control) => <input {...control} type="search" value={text} onChange={(e) => setText(e.target.value)} className={controlClass} />}
          </FormField>
        </div>
        <Button type="submit">{t('admin.users.search')}</Button>
      </form>
      <div className="mt-6">{q.length >= MIN_QUERY_LENGTH ? <Results q={q} /> : <p className="text-gray-700">{t('admin.users.hint')}</p>}</div>
    </Page>
  );
}

export default AdminUsersRoute;
