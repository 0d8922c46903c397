// Who is signed in: the profile from GET /api/profile (401 → signed out). Every screen reads it from
// here, so one request serves the top bar, protected routes and the profile page.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@changamoto/shared/contract';
import { api, ApiError } from '../api-client';
import { authRequest } from './auth-api';

export const sessionQueryKey = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<Profile | null> => {
      try {
        return await api('getMyProfile', {}, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60 * 1000,
    retry: 1,
  });

export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  return { profile: query.data ?? null, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}

/** After sign-in, sign-out or a profile change. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export function signOutRequest() {
  return authRequest('/sign-out', {});
}
