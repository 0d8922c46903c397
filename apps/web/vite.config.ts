import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { i18nCatalogs } from './build-plugins/i18n-catalogs.ts';
import { inlineEntryCss } from './build-plugins/inline-entry-css.ts';
import { routePreloads } from './build-plugins/route-preloads.ts';
import { routeShells } from './build-plugins/route-shells.ts';

const FRAMEWORK_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|defaultAttributes|Icon|createLucideIcon|context)[\\/.]`,
    String.raw`src[\\/]lib[\\/](cn|api-client|auth[\\/])`,
    String.raw`packages[\\/]shared[\\/]src[\\/]contract[\\/]routes`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    i18nCatalogs(),
    react(),
    tailwindcss(),
    inlineEntryCss(),
    routePreloads({ routerFile: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
    routeShells({ shellsFile: fileURLToPath(new URL('./src/app/route-shells.tsx', import.meta.url)), srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs beside Vite in watch mode.
    // 127.0.0.1: where the server listens by default (HOST); Vite keeps the Host header, so the outbox still sees a local request.
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev/outbox': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs before it can render (React, the router, TanStack Query, the API
          // client and session, lucide's base) in one chunk instead of ten small ones: the server speaks
          // HTTP/1.1, so a phone fetches six files at a time and each further round costs a slow-4G RTT.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES, priority: 20 }],
        },
      },
    },
  },
});
