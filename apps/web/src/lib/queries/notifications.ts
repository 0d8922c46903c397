// The notifications' shared server state: the bell's unread count, the unread list and the 'Show
// earlier' pages (spec §2, §7). Every key starts with notificationsQueryKey, the prefix lib/realtime.ts
// invalidates on each notification event, which is what keeps the bell, the dashboard and the page
// current. spec §7 gives them no cache time of their own, so the page-query defaults apply.
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The prefix lib/realtime.ts invalidates; every notifications query key starts with it. */
export const notificationsQueryKey = ['notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;
export const unreadNotificationsQueryKey = [...notificationsQueryKey, 'list', 'unread'] as const;
export const earlierNotificationsQueryKey = [...notificationsQueryKey, 'list', 'earlier'] as const;

/** GET /api/notifications/unread-count: the number on the bell's badge and the page's 'N unread notification(s)'. */
export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) => (await api('unreadCount', {}, { signal })).count,
  });

/** The top bar's bell, the dashboard's link to /notifications and the page read this one entry. */
export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}

/** GET /api/notifications?status=unread: newest first (spec §7). */
export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: unreadNotificationsQueryKey,
    queryFn: async ({ signal }) => (await api('listNotifications', { query: { status: 'unread' } }, { signal })).notifications,
  });

/** GET /api/notifications/earlier: the read notifications, newest first, a page at a time (issue #16 item 8). */
export const getEarlierNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: earlierNotificationsQueryKey,
    queryFn: ({ pageParam, signal }) => api('listEarlierNotifications', { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
