// Starts a page's first API requests while the page's code is still downloading, instead of after
// it has loaded and rendered: on a slow network that takes a round trip off the time to content.
// The page's own useQuery then finds the request in flight (same query options, same cache entry).
import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getChallengeQueryOptions } from '@/features/challenge-detail/api/get-challenge';
import { getFeaturedChallengesQueryOptions } from '@/features/home/api/get-featured-challenges';
import { getPublicConfigQueryOptions } from '@/lib/public-config';

export function HomeData() {
  usePrefetchQuery(getFeaturedChallengesQueryOptions());
  usePrefetchQuery(getPublicConfigQueryOptions());
  return null;
}

export function ChallengeDetailData() {
  const { id = '' } = useParams();
  usePrefetchQuery(getChallengeQueryOptions(id));
  return null;
}
