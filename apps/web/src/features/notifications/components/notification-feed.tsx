// The unread notifications as the bell's popover and the /notifications page show them: loading,
// 'Error: {message}' (spec §8), 'You're all caught up!' (spec §2), or the list, newest first.
import type { Notification } from '@changamoto/shared/contract';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useUnreadNotifications } from '../api/list-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { formatReceived } from '../lib/format';
import { useNotificationsT } from '../i18n';

function NotificationItem({ notification, onOpen, onMarkRead }: { notification: Notification; onOpen: () => void; onMarkRead: () => void }) {
  const t = useNotificationsT();
  const messageId = `notification-${notification.id}`;
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
      <button type="button" onClick={onOpen} className="min-w-0 flex-1 rounded text-left hover:text-brand-800">
        <span id={messageId} className="block text-sm text-gray-900">
          {notification.message}
        </span>
        <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-gray-600">
          {formatReceived(notification.createdAt)}
        </time>
      </button>
      <button type="button" onClick={onMarkRead} aria-describedby={messageId} className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50">
        {t('notifications.feed.markRead')}
      </button>
    </li>
  );
}

interface NotificationFeedProps {
  /** Show at most this many (the popover); the page shows all the server sends (50 at most). */
  limit?: number;
  /** Called before a click navigates away (the popover closes itself). */
  onNavigate?: () => void;
  className?: string;
}

export function NotificationFeed({ limit, onNavigate, className }: NotificationFeedProps) {
  const t = useNotificationsT();
  const notifications = useUnreadNotifications();
  const { open, error, markRead } = useOpenNotification({ onNavigate });

  if (notifications.isPending) return <Spinner label={t('notifications.feed.loading')} className="py-6" />;
  return (
    <div className={className}>
      {error && (
        <div className="px-4 pt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      {notifications.isError ? (
        <p role="alert" className="px-4 py-6 text-sm font-medium text-red-700">
          {t('notifications.feed.error', { message: notifications.error.message })}
        </p>
      ) : notifications.data.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-gray-700">{t('notifications.feed.caughtUp')}</p>
      ) : (
        <ul aria-label={t('notifications.feed.unreadList')} className="divide-y divide-gray-100">
          {notifications.data.slice(0, limit).map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification)} onMarkRead={() => markRead(notification.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
