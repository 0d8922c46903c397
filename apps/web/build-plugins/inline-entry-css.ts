// The stylesheet goes into index.html as a <style> (CSP allows inline styles): a linked one blocks the
// first paint for another round trip, and the top bar that index.html draws before the JavaScript
// arrives would wait for it. ~10 KB gzip; index.html carries an ETag, so a return visit revalidates it.
import type { Plugin } from 'vite';

export function inlineEntryCss(): Plugin {
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
          // The file stays in dist: a lazy chunk that imports from the entry chunk lists the entry's
          // CSS among its preload dependencies, and Vite's loader fails the import if it is missing.
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
