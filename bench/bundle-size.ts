// Prints the first-load JavaScript (gzip) of routes of the production build (bench/first-load): the
// entry chunk, its static imports, and the route's own lazy chunk with its static imports.
// Run: npm run bench:bundle-size (builds first; bench/web measures the same for its routes, and Lighthouse)
import { readBuild } from './first-load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const routes = ['home', 'contact-us', 'faqs', 'terms-of-service', 'dashboard', 'get-started', 'challenge-detail', 'wallet'];
const build = readBuild();
console.log('First-load JavaScript, gzip level 9 (apps/web/dist)');
console.log(`  shared entry: ${kb(build.shared.bytes)} in ${build.shared.files} file(s); CSS ${kb(build.css.bytes)}`);
for (const name of routes) {
  const load = build.route(name);
  console.log(`  ${name.padEnd(18)} ${load ? `${kb(load.bytes)} (${load.files} files)` : 'route chunk not found'}`);
}
