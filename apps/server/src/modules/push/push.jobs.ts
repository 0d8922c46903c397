import type { JobDefinition } from '../../jobs/queue';
import { SEND_PUSH_JOB, type PushJob } from './push.queue';
import type { PushService } from './push.service';

/** No retries: a push is best-effort and a retry would repeat it on the browsers that already have it. */
export function pushJobs(push: PushService): JobDefinition<never>[] {
  const send: JobDefinition<PushJob> = {
    name: SEND_PUSH_JOB,
    retryLimit: 0,
    retryDelaySeconds: 5,
    handle: async (job) => {
      await push.deliver(job);
    },
  };
  return [send] as JobDefinition<never>[];
}
