// GET /api/notifications/unread-count for the dashboard's link to /notifications (spec §2 Dashboard:
// notification bell with unread count). Same key and value as the top bar's bell in
// features/notifications, so both read one cache entry, refreshed by the live stream (lib/realtime.ts).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useUnreadNotificationCount() {
  return useQuery({ queryKey: ['notifications', 'unread-count'], queryFn: async ({ signal }) => (await api('unreadCount', {}, { signal })).count });
}
