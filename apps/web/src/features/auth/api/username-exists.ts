// GET /api/users/username-exists: the live availability badge (spec §4 Username availability).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getUsernameExistsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['auth', 'username-exists', username.toLowerCase()],
    queryFn: ({ signal }) => api('usernameExists', { query: { username } }, { signal }),
    staleTime: 30 * 1000,
    // A failed check shows 'Could not check availability. Try again.' at once rather than after a retry.
    retry: false,
  });
