// POST /api/notifications/read-all: clears the unread list and the badge in one step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { notificationsQueryKey, unreadCountQueryKey, unreadNotificationsQueryKey } from '@/lib/queries/notifications';

export function markAllNotificationsRead() {
  return api('markAllRead');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData(unreadNotificationsQueryKey, []);
      queryClient.setQueryData(unreadCountQueryKey, 0);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
