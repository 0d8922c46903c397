// The page-specific preload tags for index.html, so a phone starts what a page needs with the HTML
// instead of a round trip after the entry ran: the route's chunks (the web build lists them per client
// route, apps/web/build-plugins/route-preloads.ts) and the first API reads the page makes.
import { matchesRoutePath } from '@changamoto/shared/domain';
import { routes as api } from '@changamoto/shared/contract/routes-client';

/** As the web build writes them, in the router's order ('' is the index; ':id' one segment; '*' the rest). */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** The first route that matches, as the router.tsx table lists fixed paths before the ':id' ones beside them. */
export function routeFor(routes: RoutePreload[], pathname: string): RoutePreload | undefined {
  return routes.find((route) => matchesRoutePath(route.path, pathname));
}

export function preloadTags(route: RoutePreload | undefined): string {
  return (route?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** A challenge id as the detail page's path carries it (a UUID): nothing else goes into the HTML. */
const CHALLENGE_PAGE = /^\/challenges\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const WALLET_PAGE = /^\/wallet\/?$/i;
/**
 * What /wallet reads at once for a signed-in person (apps/web app/route-data.tsx WalletData): the
 * balance, and the bundles, config, payout accounts and history its sections show. Without these
 * preloads the page finds them out one round trip at a time: session → balance → sections.
 */
const WALLET_READS = [api.getWallet, api.getActiveTokenBundles, api.getPublicConfig, api.listPayoutAccounts, api.listTransactions].map((route) => route.path);

/**
 * The API reads a page starts with, fetched by the browser from the HTML (<link rel="preload" as="fetch">)
 * and handed to the app's own fetch of the same URL: who is signed in (every page's top bar asks), on
 * a challenge's page the challenge, and on the wallet, when the request carries a session cookie
 * (`session`), the wallet's reads — a visitor would only get 401s. The URLs are the ones the web
 * client's api() builds. The tags name URLs only: the answers, personal or not, never enter the HTML.
 */
export function dataPreloadTags(pathname: string, { session }: { session: boolean }): string {
  const urls: string[] = [api.getMyProfile.path];
  const challengeId = CHALLENGE_PAGE.exec(pathname)?.[1];
  if (challengeId) urls.push(api.getChallenge.path.replace(':id', challengeId));
  if (session && WALLET_PAGE.test(pathname)) urls.push(...WALLET_READS);
  return urls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`).join('');
}
