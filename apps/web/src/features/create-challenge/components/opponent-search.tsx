// two_player opponent: search by username, 500 ms after typing stops (spec §9); never yourself (spec §5).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useSearchUsers } from '../api/search-users';
import type { Opponent } from '../lib/schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateChallengeT } from '../i18n';
import { translate } from '@/lib/i18n';

export const OPPONENT_SEARCH_DEBOUNCE_MS = 500;
/**
 * spec §8 List fallbacks: 'Could not search for users via RPC.' That names the spec's database RPC
 * (search_users_by_username); here the search is GET /api/users/search, so the words drop 'via RPC'.
 */
export const userSearchFailed = () => translate('create-challenge.opponent.searchFailed');

export function OpponentSearch({ me, value, onChange, error }: { me: { id: string; username: string | null }; value: Opponent | null; onChange: (opponent: Opponent | null) => void; error?: string }) {
  const t = useCreateChallengeT();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, OPPONENT_SEARCH_DEBOUNCE_MS);
  const search = useSearchUsers(value ? '' : debounced, me);
  const users = search.data ?? [];
  const searched = !value && debounced.trim().length > 0 && search.isFetched;

  if (value)
    return (
      <div>
        <p className="text-sm font-semibold text-gray-900">{t('create-challenge.opponent.label')}</p>
        <div className="mt-1.5 flex items-center justify-between gap-2 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2">
          <span role="status">{t('create-challenge.opponent.selected', { username: value.username })}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('create-challenge.opponent.change')}
          </Button>
        </div>
      </div>
    );

  return (
    <FormField id="opponent-search" label={t('create-challenge.opponent.usernameLabel')} error={error} hint={t('create-challenge.opponent.usernameHint')}>
      {(control) => (
        <div>
          <input {...control} type="search" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} className={controlClass} />
          {search.isFetching && <p className="mt-1 text-sm text-gray-700">{t('create-challenge.opponent.searching')}</p>}
          {search.isError && <p className="mt-1 text-sm text-red-700">{userSearchFailed()}</p>}
          {users.length > 0 && !search.isError && (
            <ul aria-label={t('create-challenge.opponent.matches')} className="mt-2 max-h-60 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200">
              {users.map((user) => (
                <li key={user.id}>
                  <button type="button" className="block min-h-11 w-full px-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50" onClick={() => onChange(user)}>
                    {user.username}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {searched && !search.isFetching && users.length === 0 && !search.isError && <p className="mt-1 text-sm text-gray-700">{t('create-challenge.opponent.none')}</p>}
        </div>
      )}
    </FormField>
  );
}
