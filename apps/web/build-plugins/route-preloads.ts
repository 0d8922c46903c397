// Writes dist/route-preloads.json: for each client route in src/app/router.tsx, the JavaScript its page
// needs beyond the entry (the route's lazy chunk and that chunk's static imports). The server lists
// them in index.html as <link rel="modulepreload"> for the requested path (apps/server/src/http/spa.ts),
// so a phone downloads the page's code beside the entry instead of a round trip after the entry ran.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A route as router.tsx writes it ('' is the index, 'challenges/:id', 'admin/*', '*'), in the router's order. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** `{ index: true, element: page(() => import('@/…')` and `{ path: '…', element: protectedPage(() => import('…')`. */
const ROUTE_ENTRY = /\{\s*(?:index: true|path: '([^']*)'),\s*element: (?:page|protectedPage)\(\(\) => import\('([^']+)'\)/g;

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

type Bundle = Rolldown.OutputBundle;

/** A chunk and every chunk it imports statically, by file name. */
function staticClosure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}

/**
 * index.html with a <link rel="modulepreload"> for each chunk the entry imports statically (the
 * framework, the bundler's runtime), right after the entry's <script>. Vite writes these itself unless
 * build.modulePreload is false, which this build sets (docs/decisions/042); without them the browser
 * finds the framework — the largest file of every first load — only once the entry has arrived and
 * been parsed: one more round trip on every first visit (decision 047).
 */
export function withEntryPreloads(html: string, entryFile: string, files: string[]): string {
  const script = new RegExp(`<script type="module" crossorigin src="/${entryFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
  if (!script.test(html)) throw new Error(`route-preloads: index.html has no module script for ${entryFile}`);
  const links = files.filter((file) => file !== entryFile).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace(script, (tag) => `${tag}${links.join('')}`);
}

export function routePreloads({ routerFile, srcDir }: { routerFile: string; srcDir: string }): Plugin {
  return {
    name: 'changamoto:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        return withEntryPreloads(html, chunk.fileName, [...staticClosure(bundle, chunk.fileName)]);
      },
    },
    generateBundle(_options, bundle) {
      type Chunk = Extract<(typeof bundle)[string], { type: 'chunk' }>;
      const routes = [...readFileSync(routerFile, 'utf8').matchAll(ROUTE_ENTRY)].map((m) => ({ path: m[1] ?? '', module: m[2]! }));
      if (routes.length === 0) this.error(`route-preloads: no routes found in ${routerFile}; has its route syntax changed?`);
      const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
      const closure = (fileName: string) => staticClosure(bundle, fileName);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preloads: the build has no entry chunk');
      const shared = closure(entry.fileName);
      const preloads: RoutePreload[] = routes.map(({ path: routePath, module }) => {
        const file = module.startsWith('@/') ? path.join(srcDir, module.slice(2)) : path.resolve(path.dirname(routerFile), module);
        const chunk = chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === withoutExtension(file));
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (route '${routePath}')`);
        return { path: routePath, files: [...closure(chunk.fileName)].filter((f) => !shared.has(f)) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
