// 'Show earlier' on /notifications (issue #16 item 8): the page lists the unread ones (spec §2); this
// brings the read ones, a page at a time, so an invite that was clicked (and so marked read) can
// still be found and opened. A click opens its target as in the unread list.
import type { Notification } from '@changamoto/shared/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useEarlierNotifications } from '../api/list-earlier-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { formatReceived } from '../lib/format';
import { useNotificationsT } from '../i18n';

function EarlierItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    <li className="px-4 py-3">
      <button type="button" onClick={onOpen} className="w-full min-w-0 rounded text-left text-gray-700 hover:text-brand-800">
        <span className="block text-sm">{notification.message}</span>
        <time dateTime={notification.createdAt} className="mt-0.5 block text-xs text-gray-600">
          {formatReceived(notification.createdAt)}
        </time>
      </button>
    </li>
  );
}

export function EarlierNotifications() {
  const t = useNotificationsT();
  const [shown, setShown] = useState(false);
  const earlier = useEarlierNotifications(shown);
  const { open, error } = useOpenNotification();
  const notifications = earlier.data?.pages.flatMap((page) => page.notifications) ?? [];
  const canShowMore = !shown || (earlier.hasNextPage && !earlier.isFetchingNextPage);

  return (
    <section aria-labelledby="earlier-notifications" className="mt-6">
      <h2 id="earlier-notifications" className={shown ? 'mb-2 text-lg font-semibold text-gray-900' : 'sr-only'}>
        {t('notifications.earlier.title')}
      </h2>
      {error && <FormAlert>{error}</FormAlert>}
      {shown && earlier.isPending && <Spinner label={t('notifications.earlier.loading')} className="py-4" />}
      {earlier.isError && (
        <p role="alert" className="py-3 text-sm font-medium text-red-700">
          {t('notifications.feed.error', { message: earlier.error.message })}
        </p>
      )}
      {earlier.isSuccess && notifications.length === 0 && <p className="py-3 text-sm text-gray-700">{t('notifications.earlier.none')}</p>}
      {notifications.length > 0 && (
        <ul aria-label={t('notifications.earlier.list')} className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-sm">
          {notifications.map((notification) => (
            <EarlierItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
          ))}
        </ul>
      )}
      {earlier.isFetchingNextPage && <Spinner label={t('notifications.earlier.loading')} className="py-4" />}
      {canShowMore && !earlier.isError && (
        <Button variant="outline" className="mt-3 w-full sm:w-auto" onClick={() => (shown ? void earlier.fetchNextPage() : setShown(true))}>
          {t('notifications.earlier.show')}
        </Button>
      )}
    </section>
  );
}
