import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseProfile } from '@/test/profile';
import { PERSONAL_QUERY_META, refreshPersonalQueriesOnViewerChange } from './session';
import { sessionQueryKey } from '../queries/session';

/** A personal query (and a plain one) being shown, each counting its fetches, with the watcher installed. */
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const fetches = { personal: 0, plain: 0 };
  const show = (name: keyof typeof fetches, meta?: typeof PERSONAL_QUERY_META) => new QueryObserver(queryClient, { queryKey: [name], queryFn: async () => ++fetches[name], meta }).subscribe(() => {});
  const unsubscribe = refreshPersonalQueriesOnViewerChange(queryClient);
  show('personal', PERSONAL_QUERY_META);
  show('plain');
  return { queryClient, fetches, unsubscribe };
}

describe('refreshPersonalQueriesOnViewerChange', () => {
  it('reads the personal queries again when a visitor signs in, and again when that person signs out — not the others', async () => {
    const { queryClient, fetches } = setup();
    await waitFor(() => expect(fetches).toEqual({ personal: 1, plain: 1 }));
    queryClient.setQueryData(sessionQueryKey, null); // the first answer: a visitor (who the first reads were for)
    expect(queryClient.getQueryState(['personal'])?.isInvalidated).toBe(false);

    queryClient.setQueryData(sessionQueryKey, baseProfile); // signed in
    await waitFor(() => expect(fetches.personal).toBe(2));
    queryClient.setQueryData(sessionQueryKey, { ...baseProfile, username: 'renamed' }); // same person: nothing to redo
    queryClient.setQueryData(sessionQueryKey, null); // signed out (or the session ended)
    await waitFor(() => expect(fetches.personal).toBe(3));
    queryClient.setQueryData(sessionQueryKey, { ...baseProfile, id: '00000000-0000-4000-8000-000000000002' });
    await waitFor(() => expect(fetches.personal).toBe(4));
    expect(fetches.plain).toBe(1);
  });

  it('stops once unsubscribed', async () => {
    const { queryClient, fetches, unsubscribe } = setup();
    queryClient.setQueryData(sessionQueryKey, null);
    await waitFor(() => expect(fetches.personal).toBe(1));
    unsubscribe();
    queryClient.setQueryData(sessionQueryKey, baseProfile);
    expect(queryClient.getQueryState(['personal'])?.isInvalidated).toBe(false);
  });
});
