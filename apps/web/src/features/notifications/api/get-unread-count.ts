// GET /api/notifications/unread-count: the number on the bell's badge and the page's
// 'N unread notification(s)' (spec §2). Page-query cache defaults; live events invalidate it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) => (await api('unreadCount', {}, { signal })).count,
  });

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
