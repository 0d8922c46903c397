// Jobs of challenge settlement: paying out a decided challenge, telling everyone it credited, and sweeping
// up settlements whose job was lost. (Moving ended challenges to verification is challenges.jobs.ts.)
import type { JobDefinition } from '../../jobs/queue';
import { stuckSettlements } from './settlement.repo';
import { SETTLE_CHALLENGE_JOB, SETTLEMENT_NOTICES_JOB, sendSettlementNotices, settleChallengeNow, type SettlementDeps } from './settlement.service';

export const SETTLEMENT_SWEEP_JOB = 'challenge-settlement-sweep';
/**
 * Well past a healthy settlement (seconds). Its own retries back off for hours, so the sweep may queue a
 * job that is still retrying: harmless, both are idempotent.
 */
const STUCK_AFTER_MINUTES = 30;

export function settlementJobs(deps: SettlementDeps, options: { retryDelaySeconds?: number } = {}): JobDefinition<never>[] {
  // One challenge's work per job, retried with backoff; both are idempotent (see their functions).
  const perChallenge = (name: string, work: (challengeId: string) => Promise<unknown>): JobDefinition<{ challengeId: string }> => ({
    name,
    retryLimit: 10,
    retryDelaySeconds: options.retryDelaySeconds ?? 10,
    async handle({ challengeId }) {
      await work(challengeId);
    },
  });
  const settle = perChallenge(SETTLE_CHALLENGE_JOB, (challengeId) => settleChallengeNow(deps, challengeId));
  const notices = perChallenge(SETTLEMENT_NOTICES_JOB, (challengeId) => sendSettlementNotices(deps, challengeId));
  // A settlement or notices job can be lost for good (its retries used up while the database was away,
  // or the process killed holding it): the decision and the money are in the challenge row, so a sweep
  // queues them again. Both jobs are idempotent, so one queued twice does nothing the second time.
  const sweep: JobDefinition = {
    name: SETTLEMENT_SWEEP_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    schedule: '*/5 * * * *',
    async handle() {
      const stuck = await stuckSettlements(deps.db, STUCK_AFTER_MINUTES);
      for (const challengeId of stuck.unsettled) await deps.jobs.send(SETTLE_CHALLENGE_JOB, { challengeId }, { singletonKey: challengeId });
      for (const challengeId of stuck.untold) await deps.jobs.send(SETTLEMENT_NOTICES_JOB, { challengeId }, { singletonKey: challengeId });
      if (stuck.unsettled.length || stuck.untold.length) deps.log?.warn(stuck, 'settlements or notices queued again by the sweep');
    },
  };
  return [settle, notices, sweep] as JobDefinition<never>[];
}
