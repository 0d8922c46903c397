// The challenges' jobs, every minute: invite expiry (DOMAIN.md §4: pending two_player invites past
// invite_expires_at are cancelled and player A refunded to the pockets the stake came from), the end
// date (active challenges past it wait for their result: pending_verification), and the trending
// roll-up (trending.repo.ts), which keeps the trending list from adding up 72 h of stakes.
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { NotificationsService } from '../notifications/notifications.service';
import { expireInvites } from './challenges.service';
import { moveEndedToVerification } from './results.repo';
import { rollUpTrending } from './trending.repo';

export const EXPIRE_INVITES_JOB = 'challenges.expire-invites';
export const TRENDING_ROLLUP_JOB = 'challenges.trending-rollup';
export const CHALLENGE_END_DATE_JOB = 'challenge-end-date';

/** The transition table's end_date_passed, for every challenge at once (results.repo.ts). */
export function endDateJob({ db, log }: { db: Db; log?: Logger }): JobDefinition {
  return {
    name: CHALLENGE_END_DATE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    schedule: '* * * * *',
    async handle() {
      const moved = await moveEndedToVerification(db);
      if (moved.length) log?.info({ challenges: moved }, 'ended challenges moved to pending verification');
    },
  };
}

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
  // Late or missed runs only make the trending list read more stakes; its scores stay exact.
  const trending: JobDefinition<object> = {
    name: TRENDING_ROLLUP_JOB,
    retryLimit: 1,
    retryDelaySeconds: 10,
    schedule: '* * * * *',
    handle: () => rollUpTrending(db),
  };
  return [expire, endDateJob({ db, log }), trending] as JobDefinition<never>[];
}
