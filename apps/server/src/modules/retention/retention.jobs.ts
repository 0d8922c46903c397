// The nightly retention job (retention.repo.ts): one pg-boss schedule, so one instance runs it per night.
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { applyRetention } from './retention.repo';

export const RETENTION_JOB = 'retention.nightly';

export function retentionJobs({ db, log }: { db: Db; log?: Logger }): JobDefinition<never>[] {
  const nightly: JobDefinition<object> = {
    name: RETENTION_JOB,
    retryLimit: 2,
    retryDelaySeconds: 300,
    schedule: '40 0 * * *', // 03:40 EAT, the quietest hour
    async handle() {
      const deleted = await applyRetention(db);
      log?.info({ deleted }, 'retention: old rows deleted');
    },
  };
  return [nightly as JobDefinition<never>];
}
