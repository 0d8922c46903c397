// Starts a page's first API requests while the page's code is still downloading, instead of after
// it has loaded and rendered: on a slow network that takes a round trip off the time to content.
// The page's own useQuery then finds the request in flight (same query options, same cache entry).
import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getChallengeQueryOptions } from '@/features/challenge-detail/api/get-challenge';
import { getFeaturedChallengesQueryOptions } from '@/features/home/api/get-featured-challenges';
import { getActiveTokenBundlesQueryOptions } from '@/features/wallet/api/get-active-token-bundles';
import { getWalletQueryOptions } from '@/lib/queries/wallet';
import { listPayoutAccountsQueryOptions } from '@/features/wallet/api/list-payout-accounts';
import { listTransactionsQueryOptions } from '@/features/wallet/api/list-transactions';
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

/**
 * The wallet's reads all at once for a signed-in person (rendered inside the protected route): the
 * balance and what its sections list (bundles and the config for Buy, payout accounts, history), which
 * the page would otherwise start only after the balance arrived and mounted them. The server preloads
 * the same URLs from the HTML (apps/server/src/http/route-preloads.ts).
 */
export function WalletData() {
  usePrefetchQuery(getWalletQueryOptions());
  usePrefetchQuery(getActiveTokenBundlesQueryOptions());
  usePrefetchQuery(getPublicConfigQueryOptions());
  usePrefetchQuery(listPayoutAccountsQueryOptions());
  usePrefetchQuery(listTransactionsQueryOptions());
  return null;
}
