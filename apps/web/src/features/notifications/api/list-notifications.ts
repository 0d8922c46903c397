// GET /api/notifications?status=unread: the signed-in person's unread notifications, newest first
// (spec §7: "read notifications … where status unread, newest first, with realtime subscription that
// refetches"). spec §7 gives them no cache time of their own, so the page-query default applies
// (5 min stale, 1 retry); lib/realtime.ts invalidates every ['notifications', …] key on each
// notification event, which is what keeps the bell and the page current.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The prefix lib/realtime.ts invalidates; every notifications query key starts with it. */
export const notificationsQueryKey = ['notifications'] as const;
export const unreadNotificationsQueryKey = ['notifications', 'list', 'unread'] as const;

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: unreadNotificationsQueryKey,
    queryFn: async ({ signal }) => (await api('listNotifications', { query: { status: 'unread' } }, { signal })).notifications,
  });

export function useUnreadNotifications() {
  return useQuery(getUnreadNotificationsQueryOptions());
}
