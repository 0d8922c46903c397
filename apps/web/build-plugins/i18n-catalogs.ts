// The message catalogs (src/locales/{en,sw}.json and src/features/<feature>/locales/{en,sw}.json) are
// written as flat JSON of ICU MessageFormat strings, so translators and the parity test read them as
// they are. Lingui's runtime formats *compiled* messages; compiling here, at build time, keeps the ICU
// parser (~5 KB gzip) out of every page: a catalog import becomes a module exporting the compiled form.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import type { Plugin } from 'vite';

// src/locales/<part>/: parts of the shared catalog that no first render needs (the footer, the challenge
// card, the re-authentication prompt), each a chunk beside the code that uses it (docs/decisions/042).
const CATALOG_FILE = /[\\/]locales[\\/](?:[\w-]+[\\/])?(en|sw)\.json$/;
// Not '.json' at the end: Vite's JSON plugin must leave the compiled module alone.
const PREFIX = '\0i18n-catalog:';
const SUFFIX = '.catalog.js';

/** The compiled form of one catalog file's messages, keyed as in the file. */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    try {
      // Lingui's compiler falls back to the raw text on a syntax error; the parser itself refuses it.
      parse(message);
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

export function i18nCatalogs(): Plugin {
  return {
    name: 'changamoto:i18n-catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!CATALOG_FILE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOG_FILE.test(resolved.id)) return null;
      return `${PREFIX}${resolved.id}${SUFFIX}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalog(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
