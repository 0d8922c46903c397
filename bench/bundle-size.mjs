// Prints the first-load JavaScript (gzip) of a route of the production build: the entry chunk, its
// static imports, and the route's own lazy chunk with its static imports. Run: npm run bench:bundle-size
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/)?.[1];
if (!entry) throw new Error('No entry script in apps/web/dist/index.html; run npm run build first.');

const read = (file) => readFileSync(path.join(dist, file), 'utf8');
const gz = (file) => gzipSync(read(file), { level: 9 }).length;
/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, dep] of read(file).matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(`assets/${dep}`, seen);
  return seen;
}
/** The lazy chunk a route loads: found through the dynamic import in the entry that names the route file. */
function routeChunk(name) {
  const match = read(entry).match(new RegExp('import\\(["\'`]\\./(' + name + '-[\\w-]+\\.js)["\'`]\\)'));
  return match ? `assets/${match[1]}` : undefined;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const routes = [['home', 'home'], ['contact-us', 'contact-us'], ['faqs', 'faqs'], ['terms-of-service', 'terms-of-service'], ['dashboard', 'dashboard'], ['get-started', 'get-started']];
const base = closure(entry);
const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
console.log(`First-load JavaScript, gzip level 9 (apps/web/dist)`);
console.log(`  shared entry: ${kb([...base].reduce((sum, f) => sum + gz(f), 0))} in ${base.size} file(s); CSS ${kb(css.reduce((s, f) => s + gz(f), 0))}`);
for (const [label, chunkName] of routes) {
  const chunk = routeChunk(chunkName);
  if (!chunk) {
    console.log(`  ${label}: route chunk not found`);
    continue;
  }
  const files = closure(chunk, new Set(base));
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  console.log(`  ${label.padEnd(18)} ${kb(total)} (${files.size} files)`);
}
