// DOMAIN.md §4 Lists: /category/trending and /category/new are sorts over all challenges,
// /category/solo is the solo type, and any other name is a category slug.
import { CHALLENGE_CATEGORIES, type ChallengeType } from '@changamoto/shared/domain';
import { TRENDING_STALE_TIME_MS, LIST_STALE_TIME_MS, type ChallengeListParams } from '../api/list-challenges';

export interface CategoryView {
  /** spec §2: the capitalised category name ('Trending', 'Fitness'). */
  title: string;
  params: ChallengeListParams;
  /** Set when the page itself is a type, so the type filter cannot change it. */
  fixedType?: ChallengeType;
  staleTime: number;
}

export function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function categoryView(categoryName: string): CategoryView {
  const name = categoryName.trim().toLowerCase();
  if (name === 'trending') return { title: 'Trending', params: { sort: 'trending' }, staleTime: TRENDING_STALE_TIME_MS };
  if (name === 'new') return { title: 'New', params: { sort: 'new' }, staleTime: LIST_STALE_TIME_MS };
  if (name === 'solo') return { title: 'Solo', params: { sort: 'new', type: 'solo' }, fixedType: 'solo', staleTime: LIST_STALE_TIME_MS };
  const known = CHALLENGE_CATEGORIES.find((category) => category.slug === name);
  return { title: known?.name ?? capitalise(categoryName.trim()), params: { sort: 'new', category: name }, staleTime: LIST_STALE_TIME_MS };
}
