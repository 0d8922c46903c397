// The page-specific <link rel="modulepreload"> tags for index.html: the web build lists, per client
// route, the chunks its page needs beyond the entry (apps/web/build-plugins/route-preloads.ts). Sent
// with the HTML, they download beside the entry instead of a round trip after it ran.

/** As the web build writes them, in the router's order ('' is the index; ':id' one segment; '*' the rest). */
export interface RoutePreload {
  path: string;
  files: string[];
}

function matches(pattern: string, pathname: string): boolean {
  // Case-insensitive, as react-router matches.
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const have = pathname.toLowerCase().split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i]!.startsWith(':') && want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}

/** The first route that matches, as the router.tsx table lists fixed paths before the ':id' ones beside them. */
export function routeFor(routes: RoutePreload[], pathname: string): RoutePreload | undefined {
  return routes.find((route) => matches(route.path, pathname));
}

export function preloadTags(route: RoutePreload | undefined): string {
  return (route?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}
