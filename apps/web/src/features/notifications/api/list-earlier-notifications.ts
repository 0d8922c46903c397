// GET /api/notifications/earlier: the read notifications, newest first, a page at a time — what
// 'Show earlier' on /notifications brings. Clicking an invite marks it read and takes it off the
// unread list (spec §2); here it stays findable (issue #16 item 8). Under ['notifications'], so the
// live events (lib/realtime.ts) and a 'Mark as Read' refresh it like the rest.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const earlierNotificationsQueryKey = ['notifications', 'list', 'earlier'] as const;

export const getEarlierNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: earlierNotificationsQueryKey,
    queryFn: ({ pageParam, signal }) => api('listEarlierNotifications', { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Nothing is fetched until `enabled` (the first 'Show earlier' press). */
export function useEarlierNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...getEarlierNotificationsQueryOptions(), enabled });
}
