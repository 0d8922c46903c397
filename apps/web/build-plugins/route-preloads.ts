// Writes dist/route-preloads.json: for each client route in src/app/router.tsx, the JavaScript its page
// needs beyond the entry (the route's lazy chunk and that chunk's static imports). The server lists
// them in index.html as <link rel="modulepreload"> for the requested path (apps/server/src/http/spa.ts),
// so a phone downloads the page's code beside the entry instead of a round trip after the entry ran.
import { createHash } from 'node:crypto';
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
 * The page's one script: it starts the entry a frame after the browser has painted the HTML (the top
 * bar, and for some pages their first screen: app/served-shells.tsx). Run at once, the entry's ~100 KB
 * of framework would be evaluated before that first paint whenever the code is already there — a
 * return visit from the cache, a fast network — holding the page blank on a slow phone's CPU
 * (decision 047). A tab opened in the background paints no frame until it is shown: it starts at once.
 */
export function bootScript(entryFile: string): string {
  return `const start=()=>import(${JSON.stringify(`/${entryFile}`)});document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start)):start();\n`;
}

/** Named after its content, as Vite names the other assets: a new entry is a new file. */
export const bootFileName = (source: string) => `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;

/**
 * index.html with the entry's <script> replaced by the boot script's, and a <link rel="modulepreload">
 * for the entry and each chunk it imports (the framework, the bundler's runtime): the downloads start
 * with the HTML, only their evaluation waits for the first paint. Vite writes these links itself
 * unless build.modulePreload is false, which this build sets (docs/decisions/042).
 */
export function withEntryPreloads(html: string, entryFile: string, files: string[], bootFile: string): string {
  const script = new RegExp(`<script type="module" crossorigin src="/${entryFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
  if (!script.test(html)) throw new Error(`route-preloads: index.html has no module script for ${entryFile}`);
  const links = [entryFile, ...files.filter((file) => file !== entryFile)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace(script, () => `<script type="module" crossorigin src="/${bootFile}"></script>${links.join('')}`);
}

export function routePreloads({ routerFile, srcDir }: { routerFile: string; srcDir: string }): Plugin {
  let boot: { fileName: string; source: string } | undefined;
  return {
    name: 'changamoto:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const source = bootScript(chunk.fileName);
        boot = { fileName: bootFileName(source), source };
        return withEntryPreloads(html, chunk.fileName, [...staticClosure(bundle, chunk.fileName)], boot.fileName);
      },
    },
    generateBundle: {
      // After Vite has transformed index.html (while generating the bundle): emit the boot script it names.
      order: 'post',
      handler(_options, bundle) {
        if (!boot) this.error('route-preloads: index.html was not transformed before the bundle was generated');
        this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.source });
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
    },
  };
}
