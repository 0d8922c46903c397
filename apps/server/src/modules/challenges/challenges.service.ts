import type { ChallengeSummary } from '@changamoto/shared/contract';
import type { ChallengeStatus } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { listChallenges, type ChallengeListFilter } from './challenges.repo';

export function createChallengesService({ db }: { db: Db }) {
  return {
    async list(filter: ChallengeListFilter): Promise<ChallengeSummary[]> {
      const rows = await listChallenges(db, filter);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        type: row.type,
        status: row.status as ChallengeStatus,
        category: { slug: row.category_slug, name: row.category_name },
        featuredImageUrl: row.featured_image_url,
        isFeatured: row.is_featured,
        startDate: new Date(row.start_date).toISOString(),
        endDate: new Date(row.end_date).toISOString(),
        createdAt: row.created_at.toISOString(),
        playerAStake: Number(row.player_a_stake),
        playerBStake: Number(row.player_b_stake),
        publicChallengeEntryFee: Number(row.public_challenge_entry_fee),
      }));
    },
  };
}
export type ChallengesService = ReturnType<typeof createChallengesService>;
