// The server's production build (issue #22 item 2): esbuild bundles apps/server and the workspace
// packages it imports (@changamoto/shared, the Paystack simulator: TypeScript sources) into plain
// JavaScript in apps/server/dist, with source maps; every npm package stays an import of node_modules.
// One bundle per entry point and no shared chunks, on purpose: env.ts (REPO_ROOT) and migrate.ts
// (migrations/) find their files relative to import.meta.url, which must be apps/server/dist/<entry>.js,
// one directory deep like apps/server/src/<file>.ts.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdir = path.join(server, 'dist');

/** Our workspace packages are compiled in; everything else from npm is left to node_modules. */
const externalPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@changamoto/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export const ENTRY_POINTS = {
  main: 'src/main.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'ledger-verify-cli': 'src/modules/ledger/ledger-verify-cli.ts',
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, path.join(server, file)])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Source paths in stack traces (node --enable-source-maps) read as the repository's files.
  sourceRoot: '',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built to ${path.relative(root, outdir)} in ${Date.now() - started} ms`);
