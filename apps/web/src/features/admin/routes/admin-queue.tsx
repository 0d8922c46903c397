// /admin: the verification queue (issue #7), oldest first.
import { Page } from '@/components/ui/page';
import { useVerificationQueue } from '../api/verification-queue';
import { QueryState } from '../components/query-state';
import { QueueItem } from '../components/queue-item';
import { useAdminT } from '../i18n';
import { WinnerCheckboxes } from '@/components/winner-checkboxes-part';
import { usePreloadParts } from '@/lib/lazy-part';

export function AdminQueueRoute() {
  const t = useAdminT();
  usePreloadParts(WinnerCheckboxes); // while the queue loads
  const queue = useVerificationQueue();
  return (
    <Page title={t('admin.queue.title')} intro={t('admin.queue.intro')}>
      <QueryState query={queue} loadingLabel="Loading the queue…" isEmpty={(items) => items.length === 0} empty="Nothing is waiting. Every challenge is decided.">
        {(items) => (
          <div className="space-y-4">
            {items.map((item) => (
              <QueueItem key={item.challenge.id} item={item} />
            ))}
          </div>
        )}
      </QueryState>
    </Page>
  );
}

export default AdminQueueRoute;
