// GET /api/admin/users?q= (username, e-mail or phone; at least 2 characters) and GET /api/admin/users/:id
// (account, balances, latest challenges and transactions).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-action';

export const MIN_QUERY_LENGTH = 2;

export const getSearchUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'users', q],
    queryFn: async ({ signal }) => (await api('adminSearchUsers', { query: { q } }, { signal })).users,
    enabled: q.length >= MIN_QUERY_LENGTH,
  });

export const useSearchUsers = (q: string) => useQuery(getSearchUsersQueryOptions(q));

export const getAdminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'user', id],
    queryFn: ({ signal }) => api('adminGetUser', { params: { id } }, { signal }),
  });

export const useAdminUser = (id: string) => useQuery(getAdminUserQueryOptions(id));
