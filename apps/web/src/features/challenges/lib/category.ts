// DOMAIN.md §4 Lists: /category/trending and /category/new are sorts over all challenges,
// /category/solo is the solo type, and any other name is a category slug.
import { CHALLENGE_CATEGORIES, type ChallengeType } from '@changamoto/shared/domain';
import type { ChallengesKey, ChallengesT } from '../i18n';
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

/** A known category's name in the active language (the catalog's `challenges.category.<slug>`). */
export function categoryName(slug: string, t: ChallengesT): string {
  return t(`challenges.category.${slug}` as ChallengesKey);
}

export function categoryView(categoryName: string, t: ChallengesT): CategoryView {
  const name = categoryName.trim().toLowerCase();
  if (name === 'trending') return { title: t('challenges.category.trending'), params: { sort: 'trending' }, staleTime: TRENDING_STALE_TIME_MS };
  if (name === 'new') return { title: t('challenges.category.new'), params: { sort: 'new' }, staleTime: LIST_STALE_TIME_MS };
  if (name === 'solo') return { title: t('challenges.category.solo'), params: { sort: 'new', type: 'solo' }, fixedType: 'solo', staleTime: LIST_STALE_TIME_MS };
  const known = CHALLENGE_CATEGORIES.find((category) => category.slug === name);
  return { title: known ? t(`challenges.category.${known.slug}` as ChallengesKey) : capitalise(categoryName.trim()), params: { sort: 'new', category: name }, staleTime: LIST_STALE_TIME_MS };
}
