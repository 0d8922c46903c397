// POST /api/notifications/:id/read (spec §2 Notifications: 'Mark as Read' or a click). The item
// leaves the unread list and the badge drops at once; a failure puts both back.
import type { Notification } from '@changamoto/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { notificationsQueryKey, unreadCountQueryKey, unreadNotificationsQueryKey } from '@/lib/queries/notifications';

export function markNotificationRead(id: string) {
  return api('markNotificationRead', { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const list = queryClient.getQueryData<Notification[]>(unreadNotificationsQueryKey);
      const count = queryClient.getQueryData<number>(unreadCountQueryKey);
      // Only an item still shown as unread lowers the count (a second click must not count twice).
      const wasUnread = list === undefined || list.some((n) => n.id === id);
      if (list)
        queryClient.setQueryData<Notification[]>(
          unreadNotificationsQueryKey,
          list.filter((n) => n.id !== id),
        );
      if (count !== undefined && wasUnread) queryClient.setQueryData<number>(unreadCountQueryKey, Math.max(0, count - 1));
      return { list, count };
    },
    onError: (error, _id, previous) => {
      if (previous?.list) queryClient.setQueryData(unreadNotificationsQueryKey, previous.list);
      if (previous?.count !== undefined) queryClient.setQueryData(unreadCountQueryKey, previous.count);
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
