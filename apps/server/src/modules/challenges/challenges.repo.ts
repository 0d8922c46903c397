import type { Db } from '../../db/client';

export interface ChallengeListFilter {
  featured?: boolean;
  type?: 'solo' | 'two_player' | 'public';
  categorySlug?: string;
  limit: number;
}

export async function listChallenges(db: Db, filter: ChallengeListFilter) {
  let query = db
    .selectFrom('challenges as c')
    .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .select([
      'c.id', 'c.title', 'c.description', 'c.type', 'c.status', 'c.featured_image_url', 'c.is_featured', 'c.start_date', 'c.end_date',
      'c.created_at', 'c.player_a_stake', 'c.player_b_stake', 'c.public_challenge_entry_fee', 'cat.slug as category_slug', 'cat.name as category_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.limit);
  if (filter.featured !== undefined) query = query.where('c.is_featured', '=', filter.featured);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  if (filter.categorySlug) query = query.where('c.category_slug', '=', filter.categorySlug);
  return query.execute();
}
