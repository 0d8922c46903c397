import { challengesContract } from '@changamoto/shared/contract';
import type { ChallengeDetail, ChallengeListItem } from '@changamoto/shared/contract';
import type { BatchHandlers, Handlers } from '../../http/contract-router';
import { errors } from '../../http/errors';
import { createTtlCache, forVisitors } from '../../http/visitor-cache';
import { UPLOAD_MESSAGES } from '../avatars/avatars.service';
import type { ChallengeImages } from './challenge-images';
import { ESCROW_SHARDS } from '../ledger/ledger';
import type { ChallengesService } from './challenges.service';

const { field } = challengesContract.uploadChallengeImage.upload;

/** How many list pages and details a server keeps for visitors (a detail with its backers is tens of KB). */
const CACHED_LISTS = 200;
const CACHED_DETAILS = 500;

/** `visitorCacheMs`: how long a visitor's list page or detail may be served from memory (0: never; http/visitor-cache.ts). */
export function challengesHandlers(service: ChallengesService, images: ChallengeImages, { visitorCacheMs }: { visitorCacheMs: number }): Handlers<typeof challengesContract> {
  const lists = createTtlCache<{ challenges: ChallengeListItem[]; nextCursor: string | null }>({ ttlMs: visitorCacheMs, maxEntries: CACHED_LISTS });
  const details = createTtlCache<ChallengeDetail>({ ttlMs: visitorCacheMs, maxEntries: CACHED_DETAILS });
  return {
    // The parsed query is the key: the answer depends on nothing else (not on who asks).
    listChallenges: async ({ query }, c) =>
      forVisitors(c, lists, JSON.stringify(query), () => service.list({
        featured: query.featured === undefined ? undefined : query.featured === 'true',
        type: query.type,
        category: query.category,
        statuses: query.statuses,
        sort: query.sort,
        creatorId: query.creatorId,
        involvedUserId: query.involvedUserId,
        cursor: query.cursor,
        limit: query.limit,
      })),
    uploadChallengeImage: async (_input, c, viewer) => {
      // Not multipart, a malformed form, or no file in the field: all "no file" to the caller.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form[field];
      if (!(file instanceof Blob) || file.size === 0) throw errors.validation(UPLOAD_MESSAGES.noFile);
      return images.upload(viewer.id, file);
    },
    getChallenge: async ({ params }, c) => ({ challenge: await forVisitors(c, details, params.id, () => service.get(params.id)) }),
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
    joinOrBackChallenge: async (tx, requests) =>
      (await service.joinOrBackMany(tx, requests.map(({ input, viewer }) => ({ viewer, challengeId: input.params.id, body: input.body })), (shard = (shard + 1) % ESCROW_SHARDS))).map((answer) =>
        answer === 'alone' ? answer : answer instanceof Error ? { error: answer } : { body: answer },
      ),
  };
}
