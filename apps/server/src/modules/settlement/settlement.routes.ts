import type { challengeResultsContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { SettlementService } from './settlement.service';

export function challengeResultsHandlers(service: SettlementService): Handlers<typeof challengeResultsContract> {
  return {
    submitChallengeResult: ({ params, body }, _c, viewer) => service.submitResult(viewer, params.id, body),
    decideChallengeOutcome: ({ params, body }, c, viewer, tx) => service.decide(tx, viewer, params.id, body, c.get('requestId')),
    voidChallenge: ({ params, body }, c, viewer, tx) => service.voidChallenge(tx, viewer, params.id, body.reason, c.get('requestId')),
  };
}
