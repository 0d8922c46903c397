// bench/first-load: the first-load JavaScript (gzip level 9) of a route of the production build
// (apps/web/dist): the entry chunk and its static imports, plus the route's own lazy chunk and its
// static imports — what the browser must fetch before the page can run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { withoutPreloadOf } from '../apps/web/build-plugins/inline-entry-css';
import { formatTable } from './figures';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

/** issue #8 and #20 §1: every route's first-load JavaScript ≤ 120 KB gzip. */
export const FIRST_LOAD_KB_BUDGET = 120;

export interface FirstLoad {
  /** gzip bytes of every file */
  bytes: number;
  files: number;
}

export interface Build {
  /** The entry and its static imports (what every route loads), and the CSS of index.html: linked files plus inline <style> (counted as no file). */
  shared: FirstLoad;
  /** Files of every first load that index.html does not preload: the entry and its imports, all but the boot script (decision 047: none). */
  unpreloaded: string[];
  /** Chunks whose lazy imports would fetch a stylesheet index.html already carries inline (decision 047: none should). */
  refetchingInlineCss: string[];
  css: FirstLoad;
  /** A route's first load, shared part included; undefined when no lazy chunk of that name exists. */
  route(chunkName: string): FirstLoad | undefined;
  /** Every route the router declares, and the screens a route routes inside its own chunk (admin/*). */
  routes(): RouteLoad[];
}

export interface RouteLoad extends FirstLoad {
  /** The router's path ('/' for the index; 'admin/* › admin-queue' for a screen inside a route's chunk). */
  route: string;
  /** The route module's lazy chunk, without its hash (e.g. 'challenge-detail'). */
  chunk: string;
}

/** The routes as src/app/router.tsx declares them — the same reading as build-plugins/route-preloads.ts. */
const ROUTE_ENTRY = /\{\s*(?:index: true|path: '([^']*)'),\s*element: (?:page|protectedPage)\(\(\) => import\('([^']+)'\)/g;
/** A route module that routes screens of its own: `const X = lazy(() => import('./screen'))` beside it. */
const NESTED_SCREEN = /lazy\(\(\) => import\('\.\/([\w-]+)'\)\)/g;
const moduleFile = (module: string, from: string) => {
  const base = module.startsWith('@/') ? path.join(WEB_SRC, module.slice(2)) : path.resolve(path.dirname(from), module);
  return [`${base}.tsx`, `${base}.ts`].find((f) => existsSync(f));
};

export function readBuild(dist = WEB_DIST): Build {
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const read0 = (file: string) => readFileSync(file, 'utf8');
  const html = read('index.html');
  const script = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error(`No entry script in ${path.join(dist, 'index.html')}; run npm run build first.`);
  // The page's script is the boot script, which imports the entry once the HTML has painted (decision 047).
  const entry = read(script).match(/import\("\/(assets\/[^"]+\.js)"\)/)?.[1] ?? script;
  const sizes = new Map<string, number>();
  const gz = (file: string) => sizes.get(file) ?? sizes.set(file, gzipSync(read(file), { level: 9 }).length).get(file)!;
  /** A chunk and everything it imports statically. */
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const [, dep] of read(file).matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(`assets/${dep}`, seen);
    return seen;
  };
  const total = (files: Iterable<string>): FirstLoad => {
    const list = [...files];
    return { bytes: list.reduce((sum, f) => sum + gz(f), 0), files: list.length };
  };
  const base = closure(entry, new Set(entry === script ? [] : [script]));
  return {
    shared: total(base),
    unpreloaded: [...base].filter((file) => file !== script && !html.includes(`<link rel="modulepreload" crossorigin href="/${file}">`)),
    refetchingInlineCss: (() => {
      const assets = readdirSync(path.join(dist, 'assets'));
      const inline = new Set(assets.filter((f) => f.endsWith('.css') && html.includes(read(`assets/${f}`).trim())).map((f) => `assets/${f}`));
      return assets.filter((f) => {
        if (!f.endsWith('.js')) return false;
        const code = read(`assets/${f}`);
        return withoutPreloadOf(code, inline) !== code;
      });
    })(),
    css: (() => {
      const linked = total([...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
      const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gzipSync(m[1]!, { level: 9 }).length, 0);
      return { bytes: linked.bytes + inline, files: linked.files };
    })(),
    route(chunkName) {
      // The lazy chunk a route loads: found through the dynamic import in the entry that names the route file.
      const chunk = read(entry).match(new RegExp('import\\(["\'`]\\./(' + chunkName + '-[\\w-]+\\.js)["\'`]\\)'))?.[1];
      return chunk ? total(closure(`assets/${chunk}`, new Set(base))) : undefined;
    },
    routes() {
      const routerFile = path.join(WEB_SRC, 'app/router.tsx');
      const declared = [...read0(routerFile).matchAll(ROUTE_ENTRY)].map((m) => ({ route: m[1] === undefined ? '/' : m[1], module: m[2]! }));
      if (declared.length === 0) throw new Error(`No routes found in ${routerFile}; has its route syntax changed?`);
      // The build's own record of each route's chunks beyond the entry (build-plugins/route-preloads.ts), in the router's order.
      const preloads = JSON.parse(read('route-preloads.json')) as { path: string; files: string[] }[];
      if (preloads.length !== declared.length) throw new Error('route-preloads.json does not match src/app/router.tsx; rebuild (npm run build).');
      const rows: RouteLoad[] = [];
      declared.forEach(({ route, module }, i) => {
        const files = preloads[i]!.files;
        const chunkFile = files[0]!;
        const chunk = path.basename(chunkFile).replace(/-[\w-]{8}\.js$/, '');
        rows.push({ route, chunk, ...total([...base, ...files]) });
        // Screens routed inside this route's chunk: that chunk and its imports, plus the screen's chunk and its imports.
        const source = moduleFile(module, routerFile);
        for (const [, screen] of source ? read0(source).matchAll(NESTED_SCREEN) : []) {
          const screenChunk = read(chunkFile).match(new RegExp('import\\(["\'`]\\./(' + screen + '-[\\w-]{8}\\.js)["\'`]\\)'))?.[1];
          if (!screenChunk) throw new Error(`No chunk for ${screen} in ${chunkFile}`);
          const parent = closure(chunkFile, new Set(base));
          rows.push({ route: `${route} › ${screen}`, chunk: screen!, ...total(closure(`assets/${screenChunk}`, parent)) });
        }
      });
      return rows;
    },
  };
}

const kb = (bytes: number) => bytes / 1024;

/** The table both benches print: one row per route, over-budget rows marked. */
export function routeTable(rows: RouteLoad[]): string {
  return formatTable([
    ['route', 'chunk', 'first-load JS', 'files', `≤ ${FIRST_LOAD_KB_BUDGET} KB`],
    ...rows.map((r) => [r.route, r.chunk, `${kb(r.bytes).toFixed(1)} KB`, String(r.files), kb(r.bytes) <= FIRST_LOAD_KB_BUDGET ? 'ok' : 'OVER']),
  ]);
}

export const overBudget = (rows: RouteLoad[]) => rows.filter((r) => kb(r.bytes) > FIRST_LOAD_KB_BUDGET);
