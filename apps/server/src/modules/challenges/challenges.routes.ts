import type { challengesContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { ChallengesService } from './challenges.service';

export function challengesHandlers(service: ChallengesService): Handlers<typeof challengesContract> {
  return {
    listChallenges: async ({ query }) => ({
      challenges: await service.list({
        featured: query.featured === undefined ? undefined : query.featured === 'true',
        type: query.type,
        categorySlug: query.category?.toLowerCase(),
        limit: query.limit,
      }),
    }),
    getChallenge: async ({ params }) => ({ challenge: await service.get(params.id) }),
    createChallenge: async ({ body }, _c, viewer, tx) => service.create(tx, viewer, body),
    respondChallengeInvite: async ({ params, body }, _c, viewer, tx) => service.respondToInvite(tx, viewer, params.id, body.action),
    joinOrBackChallenge: async ({ params, body }, _c, viewer, tx) => service.joinOrBack(tx, viewer, params.id, body),
  };
}
