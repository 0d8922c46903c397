// bench/first-load: the first-load JavaScript (gzip level 9) of a route of the production build
// (apps/web/dist): the entry chunk and its static imports, plus the route's own lazy chunk and its
// static imports — what the browser must fetch before the page can run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

export interface FirstLoad {
  /** gzip bytes of every file */
  bytes: number;
  files: number;
}

export interface Build {
  /** The entry and its static imports (what every route loads), and the CSS of index.html: linked files plus inline <style> (counted as no file). */
  shared: FirstLoad;
  css: FirstLoad;
  /** A route's first load, shared part included; undefined when no lazy chunk of that name exists. */
  route(chunkName: string): FirstLoad | undefined;
}

export function readBuild(dist = WEB_DIST): Build {
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const html = read('index.html');
  const entry = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/)?.[1];
  if (!entry) throw new Error(`No entry script in ${path.join(dist, 'index.html')}; run npm run build first.`);
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
  const base = closure(entry);
  return {
    shared: total(base),
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
  };
}
