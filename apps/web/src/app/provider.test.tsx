import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERSONAL_QUERY_META } from '@/lib/auth/session';
import { sessionQueryKey } from '@/lib/queries/session';
import { baseProfile } from '@/test/profile';
import { AppProvider } from './provider';

describe('AppProvider', () => {
  it('reads personal queries again when the signed-in person changes (a sign-in refreshes only the session)', async () => {
    let fetches = 0;
    let client: QueryClient | undefined;
    function Personal() {
      client = useQueryClient();
      const query = useQuery({ queryKey: ['personal'], queryFn: async () => ++fetches, meta: PERSONAL_QUERY_META });
      return <p>{`read ${query.data ?? 0}`}</p>;
    }
    render(
      <AppProvider>
        <Personal />
      </AppProvider>,
    );
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    client?.setQueryData(sessionQueryKey, null);
    client?.setQueryData(sessionQueryKey, baseProfile);
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    await waitFor(() => expect(fetches).toBe(2));
  });
});
