// Writes dist/route-shells.json: each page shell of src/app/served-shells.tsx, rendered to HTML at build
// time by React itself from the same components the app draws, keyed by router path. The server puts
// the one for the requested path into index.html after the top bar (apps/server/src/http/spa.ts), so a
// phone paints the page's frame and heading with the HTML instead of after ~120 KB of script.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { runnerImport, type Plugin } from 'vite';

export const ROUTE_SHELLS_FILE = 'route-shells.json';

export function routeShells({ shellsFile, srcDir }: { shellsFile: string; srcDir: string }): Plugin {
  return {
    name: 'changamoto:route-shells',
    apply: 'build',
    async generateBundle() {
      // Loaded through Vite (TSX, the '@' alias); react and react-router stay the ones imported above.
      const { module } = await runnerImport<{ servedShells: Record<string, ReactElement> }>(shellsFile, {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: { '@': srcDir } },
      });
      const shells = Object.entries(module.servedShells ?? {});
      if (shells.length === 0) this.error(`route-shells: ${shellsFile} exports no servedShells`);
      const html = Object.fromEntries(shells.map(([path, shell]) => [path, renderToStaticMarkup(createElement(StaticRouter, { location: `/${path}` }, shell))]));
      this.emitFile({ type: 'asset', fileName: ROUTE_SHELLS_FILE, source: JSON.stringify(html) });
    },
  };
}
