// A click on a notification (spec §2, §8): it is marked read and the app goes where it points. The
// server works out `target` (spec §8 click navigation, shared notificationTarget): /challenges/invite/{id},
// /challenges/{id}, /transactions/{id}, or /notifications for types it does not handle; null means an
// invite without its challenge id, which cannot be opened (spec §5).
import type { Notification } from '@changamoto/shared/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationsT } from '../i18n';

export function useOpenNotification({ onNavigate }: { onNavigate?: () => void } = {}) {
  const t = useNotificationsT();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const [error, setError] = useState<string | null>(null);

  const open = (notification: Notification) => {
    setError(null);
    if (notification.status === 'unread') markRead.mutate(notification.id);
    if (notification.target === null) {
      setError(t('notifications.feed.missingInviteId'));
      return;
    }
    onNavigate?.();
    void navigate(notification.target);
  };

  return { open, error, markRead: (id: string) => markRead.mutate(id) };
}
