// A later navigation's code in one round: the build's list of each route's files (dist/route-preloads.json,
// build-plugins/route-preloads.ts), read once the app is idle, gives the page's chunk and its imports
// as <link rel="modulepreload"> as soon as the path changes, so the browser does not find the imports
// only after the chunk arrived. It stands in for Vite's own dependency-preload list, which sat in every
// first load (vite.config.ts modulePreload: false, docs/decisions/042). The first page's files come
// with the HTML (apps/server/src/http/spa.ts). A failure only costs the preload: the import still runs.
import { matchesRoutePath } from '@changamoto/shared/domain';

export interface RouteFiles {
  /** As router.tsx writes it: '' is the index, ':id' one segment, '*' the rest. */
  path: string;
  files: string[];
}

export const filesFor = (list: RouteFiles[], pathname: string): string[] => list.find((route) => matchesRoutePath(route.path, pathname))?.files ?? [];

let loading: Promise<RouteFiles[]> | undefined;
/** The list, fetched once; a failed fetch is tried again next time. */
export function loadRouteFiles(): Promise<RouteFiles[]> {
  return (loading ??= fetch('/route-preloads.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<RouteFiles[]>) : Promise.reject(new Error(String(response.status)))))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const preloaded = new Set<string>();
/** Adds a modulepreload link for each file of the route at `pathname` not asked for yet. */
export async function preloadRouteFiles(pathname: string): Promise<void> {
  for (const file of filesFor(await loadRouteFiles(), pathname)) {
    if (preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}
