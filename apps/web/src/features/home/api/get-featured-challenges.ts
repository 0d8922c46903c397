// The home page's featured strip: the latest three featured challenges (spec §2 Home page, §9 "home shows 3").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const FEATURED_CHALLENGES_LIMIT = 3;

/** spec §7: recommended and trending lists are cached 10 minutes; the featured strip follows them. */
const FEATURED_STALE_TIME_MS = 10 * 60 * 1000;

export const featuredChallengesQueryKey = ['challenges', 'featured', FEATURED_CHALLENGES_LIMIT] as const;

export function getFeaturedChallenges({ signal }: { signal?: AbortSignal } = {}) {
  return api('listChallenges', { query: { featured: 'true', limit: FEATURED_CHALLENGES_LIMIT } }, { signal });
}

export const getFeaturedChallengesQueryOptions = () =>
  queryOptions({
    queryKey: featuredChallengesQueryKey,
    queryFn: ({ signal }) => getFeaturedChallenges({ signal }),
    // The server sorts newest first; never show more than the strip holds.
    select: (data) => data.challenges.slice(0, FEATURED_CHALLENGES_LIMIT),
    staleTime: FEATURED_STALE_TIME_MS,
  });

export function useFeaturedChallenges() {
  return useQuery(getFeaturedChallengesQueryOptions());
}
