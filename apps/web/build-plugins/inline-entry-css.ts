// The stylesheet goes into index.html as a <style> (CSP allows inline styles): a linked one blocks the
// first paint for another round trip, and the top bar that index.html draws before the JavaScript
// arrives would wait for it. ~10 KB gzip; index.html carries an ETag, so a return visit revalidates it.
import type { Plugin } from 'vite';

/** Vite's list of a chunk's preload dependencies, as its build writes it at the top of the chunk. */
const DEPENDENCY_LIST = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
const DEPENDENCY_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code with `files` taken out of every lazy import's preload dependencies. Vite lists the
 * entry's stylesheet there for any lazy chunk that imports from the entry, and its loader fetches and
 * applies that file on the first such import unless a <link> to it is in the page — and holds the import
 * until it has loaded. index.html carries the same rules inline, so that was the whole stylesheet again
 * (12 KB on a slow network, and a style recalculation) before the first lazy part could render
 * (decision 047). The list keeps its entries, so the other indices stay valid.
 */
export function withoutPreloadOf(code: string, files: ReadonlySet<string>): string {
  const list = DEPENDENCY_LIST.exec(code);
  if (!list) return code;
  const dropped = new Set((JSON.parse(list[1]!) as string[]).flatMap((file, index) => (files.has(file) ? [index] : [])));
  if (dropped.size === 0) return code;
  return code.replace(DEPENDENCY_CALL, (_call, indices: string) => `__vite__mapDeps([${indices.split(',').filter((index) => index !== '' && !dropped.has(Number(index)))}])`);
}

export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
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
          inlined.add(fileName);
          // The file stays in dist (a lazy import that still names it must find it), but no chunk
          // asks for it any more: generateBundle below.
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (inlined.size === 0) this.error('inline-entry-css: index.html had no stylesheet to inline (the HTML is transformed before the chunks are final)');
        for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = withoutPreloadOf(output.code, inlined);
      },
    },
  };
}
