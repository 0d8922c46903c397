// /admin: the verification queue (issue #7), oldest first.
import { Page } from '@/components/ui/page';
import { useVerificationQueue } from '../api/verification-queue';
import { QueryState } from '../components/query-state';
import { QueueItem } from '../components/queue-item';

export function AdminQueueRoute() {
  const queue = useVerificationQueue();
  return (
    <Page title="Verification queue" intro="Disputed, pending verification and overdue challenges, oldest first. Decisions are final.">
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
