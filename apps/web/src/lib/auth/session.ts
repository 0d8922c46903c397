// Who is signed in: the profile from GET /api/profile (401 → signed out). Every screen reads it from
// here, so one request serves the top bar, protected routes and the profile page. Its key and query
// options live with the other shared server state in lib/queries/session.ts.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@changamoto/shared/contract';
import { getSessionQueryOptions, sessionQueryKey } from '../queries/session';
import { authRequest } from './auth-api';

export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  return { profile: query.data ?? null, isLoading: query.isPending, isFetching: query.isFetching, error: query.error, refetch: query.refetch };
}

/** After sign-in, sign-out or a profile change. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export function signOutRequest() {
  return authRequest('/sign-out', {});
}

/**
 * The `meta` of a query whose answer holds the reader's own part (contract `personal: true`, e.g. the
 * challenge detail's myStakes): it is read again when the signed-in person changes.
 */
export const PERSONAL_QUERY_META = { personal: true } as const;

/**
 * Marks the personal queries stale (and reads the shown ones again) whenever the signed-in person
 * changes: a sign-in only refreshes the session (features/auth/api/refresh-session.ts), so a challenge
 * read as a visitor would otherwise keep saying for its minute of staleTime that this reader holds no
 * stake, and offer a backing the server refuses. Sign-out already removes every other query
 * (app/layout/use-logout.ts); a session that ends on its own (401) lands here too. Returns the unsubscribe.
 */
export function refreshPersonalQueriesOnViewerChange(queryClient: QueryClient): () => void {
  /** undefined: not known yet; null: a visitor. */
  const currentViewer = (): string | null | undefined => {
    const profile = queryClient.getQueryData<Profile | null>(sessionQueryKey);
    return profile === undefined ? undefined : (profile?.id ?? null);
  };
  let viewer = currentViewer();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const next = currentViewer();
    if (next === undefined || next === viewer) return;
    const known = viewer !== undefined;
    viewer = next;
    // The first answer tells who read the personal queries already fetched: nothing to redo.
    if (known) void queryClient.invalidateQueries({ predicate: (query) => query.meta?.personal === true });
  });
}
