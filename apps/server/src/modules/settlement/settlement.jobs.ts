// Jobs of challenge settlement: paying out a decided challenge, telling everyone it credited, and moving
// ended challenges to verification.
import type { JobDefinition } from '../../jobs/queue';
import { moveEndedToVerification } from './settlement.repo';
import { CHALLENGE_END_DATE_JOB, SETTLE_CHALLENGE_JOB, SETTLEMENT_NOTICES_JOB, sendSettlementNotices, settleChallengeNow, type SettlementDeps } from './settlement.service';

export function settlementJobs(deps: SettlementDeps, options: { retryDelaySeconds?: number } = {}): JobDefinition<never>[] {
  const settle: JobDefinition<{ challengeId: string }> = {
    name: SETTLE_CHALLENGE_JOB,
    retryLimit: 10,
    retryDelaySeconds: options.retryDelaySeconds ?? 10,
    async handle({ challengeId }) {
      await settleChallengeNow(deps, challengeId);
    },
  };
  const notices: JobDefinition<{ challengeId: string }> = {
    name: SETTLEMENT_NOTICES_JOB,
    retryLimit: 10,
    retryDelaySeconds: options.retryDelaySeconds ?? 10,
    async handle({ challengeId }) {
      await sendSettlementNotices(deps, challengeId);
    },
  };
  const endDate: JobDefinition = {
    name: CHALLENGE_END_DATE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    schedule: '* * * * *',
    async handle() {
      const moved = await moveEndedToVerification(deps.db);
      if (moved.length) deps.log?.info({ challenges: moved }, 'ended challenges moved to pending verification');
    },
  };
  return [settle, notices, endDate] as JobDefinition<never>[];
}
