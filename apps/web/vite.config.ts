import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const FRAMEWORK_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|defaultAttributes|Icon|createLucideIcon|context)[\\/.]`,
    String.raw`src[\\/]lib[\\/](cn|api-client|auth[\\/])`,
    String.raw`packages[\\/]shared[\\/]src[\\/]contract[\\/]routes`,
  ].join('|'),
);

/**
 * The stylesheet goes into index.html as a <style> (CSP allows inline styles): a linked one blocks the
 * first paint for another round trip, and the top bar that index.html draws before the JavaScript
 * arrives would wait for it. ~10 KB gzip; index.html carries an ETag, so a return visit revalidates it.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'changamoto:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryCss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs beside Vite in watch mode.
    proxy: { '/api': 'http://localhost:3000', '/dev/outbox': 'http://localhost:3000' },
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
