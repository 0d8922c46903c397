// The unread notifications, newest first (spec §7: "read notifications … where status unread, newest
// first, with realtime subscription that refetches"). Key and query options: lib/queries/notifications.ts.
import { useQuery } from '@tanstack/react-query';
import { getUnreadNotificationsQueryOptions } from '@/lib/queries/notifications';

export function useUnreadNotifications() {
  return useQuery(getUnreadNotificationsQueryOptions());
}
