// Every page shell the server sends prerendered in index.html, by router path (build-plugins/route-shells.ts
// renders them at build time into dist/route-shells.json; apps/server/src/http/spa.ts puts the one for
// the requested path after the top bar). Read by the build only, never imported by the app.
//
// Two kinds (docs/decisions/047):
// - routeShells: the app also draws them while the session and the page's code load (the wallet), so
//   they live in every first load;
// - the home page's hero: the page's own first screen, the same for every visitor. The app draws no
//   stand-in for it: the home chunk is preloaded with the HTML, so by the time the framework has run,
//   React finds it loaded and its first commit puts the same hero where the served one was (React 19
//   waits a tick for a lazy chunk that is already there instead of showing the fallback). The visitor
//   reads the headline from the HTML instead of after ~150 KB of script on a slow phone.
import type { ReactElement } from 'react';
import { HomeShell } from '@/features/home/components/home-shell';
import { routeShells } from './route-shells';

export const servedShells = {
  ...routeShells,
  '': <HomeShell />,
} satisfies Record<string, ReactElement>;
