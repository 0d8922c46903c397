// Recommended Challenges (spec §2 Dashboard): the user's challenges (cached as the dashboard's user
// challenges, 5 min) give the categories they play; each category's open challenges are cached as
// recommendations (10 min, spec §7). All from GET /api/challenges; no endpoint of its own.
import { useQueries } from '@tanstack/react-query';
import type { SectionState } from '../components/challenge-section';
import { mergeRecommendations, playedCategories, type Category } from '../lib/recommendations';
import { DASHBOARD_LIST_LIMIT, DASHBOARD_STALE_TIME_MS, getDashboardChallengesQueryOptions, useDashboardChallenges } from './list-dashboard-challenges';

/** How many of the user's latest challenges decide what they play. */
const PLAYED_SAMPLE = 50;

export function useRecommendedChallenges(userId: string): SectionState & { categories: Category[] } {
  const played = useDashboardChallenges({ involvedUserId: userId, sort: 'new' }, { staleTime: DASHBOARD_STALE_TIME_MS.userChallenges, limit: PLAYED_SAMPLE });
  const categories = played.data ? playedCategories(played.data) : [];
  const lists = useQueries({
    queries: categories.map((category) => getDashboardChallengesQueryOptions({ category: category.slug, statuses: 'active', sort: 'trending' }, { staleTime: DASHBOARD_STALE_TIME_MS.recommended })),
  });
  const mine = new Set(played.data?.map((challenge) => challenge.id));
  return {
    categories,
    data: played.data
      ? mergeRecommendations(
          lists.map((list) => list.data ?? []),
          mine,
          DASHBOARD_LIST_LIMIT,
        )
      : undefined,
    isPending: played.isPending || lists.some((list) => list.isPending),
    // One category failing leaves the others; all of them failing is an error.
    isError: played.isError || (lists.length > 0 && lists.every((list) => list.isError)),
    isFetching: played.isFetching || lists.some((list) => list.isFetching),
    refetch: () => Promise.all([played.refetch(), ...lists.filter((list) => list.isError).map((list) => list.refetch())]),
  };
}
