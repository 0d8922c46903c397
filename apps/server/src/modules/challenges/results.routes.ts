import { CHALLENGE_RESULT_MESSAGES, type challengeClaimsContract, type challengeResultsContract } from '@changamoto/shared/contract';
import { CLAIM_EVIDENCE_FIELD } from '@changamoto/shared/domain';
import type { Context } from 'hono';
import type { Handlers } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import { PRIVATE_CACHE_CONTROL } from '../../providers/private-storage';
import type { ResultsService } from './results.service';

/** The claim form's images (its text fields were checked by the router against the contract); an empty picker sends an empty file. */
async function readEvidence(c: Context<AppEnv>): Promise<Blob[]> {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const field = form[CLAIM_EVIDENCE_FIELD];
  return (Array.isArray(field) ? field : [field]).filter((file): file is Blob => file instanceof Blob && file.size > 0);
}

/** An evidence image: never stored by a shared cache, never guessed into another type. */
const sendImage = (c: Context<AppEnv>, file: { body: Buffer; contentType: string }) =>
  c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType, 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Content-Disposition': 'inline', 'X-Content-Type-Options': 'nosniff' });

/** The claims routes and the admin's decide and void (their contracts unchanged: challenge-claims.ts, challenge-results.ts). */
export function resultsHandlers(service: ResultsService): Handlers<typeof challengeClaimsContract> & Handlers<typeof challengeResultsContract> {
  return {
    decideChallengeOutcome: ({ params, body }, c, viewer, tx) => service.decide(tx, viewer, params.id, body, c.get('requestId')),
    voidChallenge: ({ params, body }, c, viewer, tx) => service.voidChallenge(tx, viewer, params.id, body.reason, c.get('requestId')),
    // The JSON form of a claim (no images); a change replaces the earlier claim, images included.
    submitChallengeResult: async ({ params, body }, _c, viewer) => {
      await service.submit(viewer, params.id, body, []);
      return { success: true, message: CHALLENGE_RESULT_MESSAGES.submitted };
    },
    submitChallengeClaim: async ({ params, body }, c, viewer) => service.submit(viewer, params.id, body, await readEvidence(c)),
    getChallengeClaims: ({ params }, _c, viewer) => service.list(viewer, params.id),
    getClaimEvidence: async ({ params }, c, viewer) => sendImage(c, await service.evidence(viewer, params.id, params.evidenceId)),
  };
}
