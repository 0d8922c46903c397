// Prints the first-load JavaScript (gzip) of every route of the production build (bench/first-load):
// the entry chunk, its static imports, and the route's own lazy chunk with its static imports — one row
// per route that src/app/router.tsx declares (and per screen a route routes inside its own chunk, the
// admin area's), marking the rows over the 120 KB budget (issue #20 §1). Exits 1 when a route is over, or when index.html does not preload the entry's imports.
// Run: npm run bench:bundle-size (builds first; bench/web prints the same table, and Lighthouse)
import { FIRST_LOAD_KB_BUDGET, overBudget, readBuild, routeTable } from './first-load';

const kb = (bytes: number) => bytes / 1024;

const build = readBuild();
const rows = build.routes();
console.log('First-load JavaScript, gzip level 9 (apps/web/dist)');
console.log(`  shared entry: ${kb(build.shared.bytes).toFixed(1)} KB in ${build.shared.files} file(s); CSS ${kb(build.css.bytes).toFixed(1)} KB`);
console.log(routeTable(rows));
const over = overBudget(rows);
console.log(over.length ? `  ${over.length} of ${rows.length} routes over ${FIRST_LOAD_KB_BUDGET} KB` : `  all ${rows.length} routes ≤ ${FIRST_LOAD_KB_BUDGET} KB`);
if (over.length) process.exitCode = 1;
// index.html must preload what the entry imports (docs/decisions/047), or every first visit waits a round trip more.
if (build.unpreloaded.length) {
  console.log(`  index.html does not preload the entry's imports: ${build.unpreloaded.join(', ')}`);
  process.exitCode = 1;
} else console.log('  index.html preloads every file the entry imports');
// …and no lazy import fetches again the stylesheet index.html carries inline (decision 047).
if (build.refetchingInlineCss.length) {
  console.log(`  lazy imports would fetch the inline stylesheet again: ${build.refetchingInlineCss.join(', ')}`);
  process.exitCode = 1;
} else console.log('  no lazy import fetches the inline stylesheet again');
