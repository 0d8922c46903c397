// GET /api/users/search?q=: usernames starting with q, for the two_player opponent (spec §7
// search_users_by_username). Empty input and the user's own name are never searched; the user is
// never among the results (spec §5).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSearchUsers(query: string, me: { id: string; username: string | null }) {
  const q = query.trim();
  const enabled = q.length > 0 && q.toLowerCase() !== (me.username ?? '').toLowerCase();
  return useQuery({
    queryKey: ['users', 'search', q],
    queryFn: ({ signal }) => api('searchUsers', { query: { q } }, { signal }).then((r) => r.users),
    enabled,
    select: (users) => users.filter((u) => u.id !== me.id),
    staleTime: 30 * 1000,
  });
}
