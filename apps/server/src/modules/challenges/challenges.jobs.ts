// The invite expiry job (DOMAIN.md §4): every minute, pending two_player invites past invite_expires_at
// are cancelled and player A refunded to the pockets the stake came from.
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { NotificationsService } from '../notifications/notifications.service';
import { expireInvites } from './challenges.service';

export const EXPIRE_INVITES_JOB = 'challenges.expire-invites';

export function challengeJobs({ db, notifications, log }: { db: Db; notifications: Pick<NotificationsService, 'notify'>; log?: Logger }): JobDefinition<never>[] {
  const expire: JobDefinition<object> = {
    name: EXPIRE_INVITES_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    schedule: '* * * * *',
    async handle() {
      const cancelled = await expireInvites(db, notifications);
      if (cancelled) log?.info({ cancelled }, 'expired challenge invites cancelled and refunded');
    },
  };
  return [expire] as JobDefinition<never>[];
}
