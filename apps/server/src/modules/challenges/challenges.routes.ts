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
  };
}
