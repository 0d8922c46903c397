// Pushes are queued with the notification, in the caller's transaction (so only a committed event is
// pushed), and sent by a job afterwards: never inside a money transaction, and a push service that is
// slow or down never holds up anything (issue #20 §3).
import type { PushPayload } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';

export const SEND_PUSH_JOB = 'push.send';

export interface PushJob {
  userId: string;
  payload: PushPayload;
}

export interface PushQueue {
  queue(items: PushJob[], options: { tx: Db }): Promise<void>;
}

export function createPushQueue({ jobs }: { jobs: JobQueue }): PushQueue {
  return {
    async queue(items, { tx }) {
      if (items.length) await jobs.sendMany(SEND_PUSH_JOB, items, { tx });
    },
  };
}
