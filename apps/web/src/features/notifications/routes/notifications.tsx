// /notifications (spec §2 Notifications): the unread notifications with 'N unread notification(s)';
// each can be marked read with 'Mark as Read' or opened by a click (spec §8 click navigation).
// 'Show earlier' brings the read ones, so a clicked invite stays findable (issue #16 item 8).
import { Page } from '@/components/ui/page';
import { useUnreadCount } from '@/lib/queries/notifications';
import { EarlierNotifications } from '../components/earlier-notifications';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { NotificationFeed } from '../components/notification-feed';
import { unreadCountText } from '../lib/format';
import { useNotificationsT } from '../i18n';

export function NotificationsRoute() {
  const t = useNotificationsT();
  const count = useUnreadCount();
  return (
    <Page title={t('notifications.page.title')} className="max-w-3xl">
      <div className="mb-4 flex min-h-9 items-center justify-between gap-3">
        <p role="status" className="text-gray-700">
          {count.isSuccess ? unreadCountText(count.data) : ''}
        </p>
        {count.isSuccess && count.data > 0 && <MarkAllReadButton />}
      </div>
      <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
        <NotificationFeed />
      </div>
      <EarlierNotifications />
    </Page>
  );
}

export default NotificationsRoute;
