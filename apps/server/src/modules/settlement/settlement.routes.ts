import type { challengeResultsContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { SettlementService } from './settlement.service';

export function challengeResultsHandlers(service: SettlementService): Omit<Handlers<typeof challengeResultsContract>, 'submitChallengeResult'> {
  return {
    decideChallengeOutcome: ({ params, body }, c, viewer, tx) => service.decide(tx, viewer, params.id, body, c.get('requestId')),
    voidChallenge: ({ params, body }, c, viewer, tx) => service.voidChallenge(tx, viewer, params.id, body.reason, c.get('requestId')),
  };
}
