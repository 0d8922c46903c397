import { challengesContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import { errors } from '../../http/errors';
import { UPLOAD_MESSAGES } from '../avatars/avatars.service';
import type { ChallengeImages } from './challenge-images';
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
        cursor: query.cursor,
        limit: query.limit,
      }),
    uploadChallengeImage: async (_input, c, viewer) => {
      // Not multipart, a malformed form, or no file in the field: all "no file" to the caller.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form[field];
      if (!(file instanceof Blob) || file.size === 0) throw errors.validation(UPLOAD_MESSAGES.noFile);
      return images.upload(viewer.id, file);
    },
    getChallenge: async ({ params }) => ({ challenge: await service.get(params.id) }),
    createChallenge: async ({ body }, _c, viewer, tx) => service.create(tx, viewer, body),
    respondChallengeInvite: async ({ params, body }, _c, viewer, tx) => service.respondToInvite(tx, viewer, params.id, body.action),
    joinOrBackChallenge: async ({ params, body }, _c, viewer, tx) => service.joinOrBack(tx, viewer, params.id, body),
  };
}
