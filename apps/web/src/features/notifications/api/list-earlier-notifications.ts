// The read notifications, newest first, a page at a time — what 'Show earlier' on /notifications
// brings. Clicking an invite marks it read and takes it off the unread list (spec §2); here it stays
// findable (issue #16 item 8). Key and query options: lib/queries/notifications.ts.
import { useInfiniteQuery } from '@tanstack/react-query';
import { getEarlierNotificationsQueryOptions } from '@/lib/queries/notifications';

/** Nothing is fetched until `enabled` (the first 'Show earlier' press). */
export function useEarlierNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...getEarlierNotificationsQueryOptions(), enabled });
}
