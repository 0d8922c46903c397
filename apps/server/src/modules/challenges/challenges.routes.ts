import { challengesContract } from '@changamoto/shared/contract';
import type { BatchHandlers, Handlers } from '../../http/contract-router';
import { errors } from '../../http/errors';
import { UPLOAD_MESSAGES } from '../avatars/avatars.service';
import type { ChallengeImages } from './challenge-images';
import { ESCROW_SHARDS } from '../ledger';
import type { ChallengesService } from './challenges.service';

const { field } = challengesContract.uploadChallengeImage.upload;

export function challengesHandlers(service: ChallengesService, images: ChallengeImages): Handlers<typeof challengesContract> {
  return {
    listChallenges: async ({ query }) =>
      service.list({
        featured: query.featured === undefined ? undefined : query.featured === 'true',
        type: query.type,
        category: query.category,
        statuses: query.statuses,
        sort: query.sort,
        creatorId: query.creatorId,
        involvedUserId: query.involvedUserId,
        openFirst: query.openFirst === 'true',
        cursor: query.cursor,
        limit: query.limit,
      }),
    // Not kept in memory like a list page: the queries are many and each is asked by few (rate limited per IP: its contract entry).
    searchChallenges: async ({ query }) => service.search(query),
    uploadChallengeImage: async (_input, c, viewer) => {
      // Not multipart, a malformed form, or no file in the field: all "no file" to the caller.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form[field];
      if (!(file instanceof Blob) || file.size === 0) throw errors.validation(UPLOAD_MESSAGES.noFile);
      return images.upload(viewer.id, file);
    },
    getChallenge: async ({ params }, _c, reader) => ({ challenge: await service.get(params.id, reader) }),
    listChallengeStakes: async ({ params, query }) => service.stakes(params.id, query.list, query.cursor),
    createChallenge: async ({ body }, _c, viewer, tx) => service.create(tx, viewer, body),
    respondChallengeInvite: async ({ params, body }, _c, viewer, tx) => service.respondToInvite(tx, viewer, params.id, body.action),
    joinOrBackChallenge: async ({ params, body }, _c, viewer, tx) => service.joinOrBack(tx, viewer, params.id, body),
  };
}

/**
 * Joins and backings that arrive together share one transaction (http/idempotent-batch.ts): the hot
 * path of a popular challenge (issue #8, bench:backing).
 */
export function challengesBatches(service: ChallengesService): BatchHandlers<typeof challengesContract> {
  // Each batch takes the next escrow shard (from a random start, so two servers rarely pick the same):
  // two batches in flight on one popular challenge then lock different escrow rows.
  let shard = Math.floor(Math.random() * ESCROW_SHARDS);
  return {
    joinOrBackChallenge: async (tx, requests, claim) =>
      (
        await service.joinOrBackMany(
          tx,
          requests.map(({ input, viewer }) => ({ viewer, challengeId: input.params.id, body: input.body })),
          (shard = (shard + 1) % ESCROW_SHARDS),
          claim,
        )
      ).map((answer) => (answer === 'alone' ? answer : answer instanceof Error ? { error: answer } : { body: answer })),
  };
}
