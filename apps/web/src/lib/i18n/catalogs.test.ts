// Every catalog has the same keys in English and Kiswahili, each message is valid ICU MessageFormat
// with the same placeholders in both, and keys are named after their catalog (issue #20 §1).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../build-plugins/i18n-catalogs';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `locales` folder in a feature: its catalog, and any part split off into a catalog of its own (wallet/first-view). */
function localesFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (entry.name === 'locales' ? [path.join(folder, entry.name)] : localesFolders(path.join(folder, entry.name))));
}

/** [catalog name, folder] for the shared catalog and each feature catalog (named after its feature, whose prefix its keys carry). */
function catalogFolders(): [string, string][] {
  const features = readdirSync(path.join(SRC, 'features'))
    .filter((feature) => existsSync(path.join(SRC, 'features', feature, 'locales')))
    .flatMap((feature) => localesFolders(path.join(SRC, 'features', feature)).map((folder) => [feature, folder] as [string, string]));
  // The shared catalog's parts that stay off the first load (src/locales/<part>/, decision 042).
  const parts = readdirSync(path.join(SRC, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [`shared/${entry.name}`, path.join(SRC, 'locales', entry.name)] as [string, string]);
  return [['shared', path.join(SRC, 'locales')], ...parts, ...features];
}

const read = (folder: string, locale: string) => JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The argument names a message uses ({name}, {count, plural, …}, nested ones too), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const tagsOf = (message: string) => [...message.matchAll(/<([a-zA-Z][\w-]*)>/g)].map((m) => m[1]).sort();

describe.each(catalogFolders().map(([name, folder]) => [path.relative(SRC, folder), name, folder] as const))('catalog %s', (_label, name, folder) => {
  const en = read(folder, 'en');
  const sw = read(folder, 'sw');

  it('has the same keys in English and Kiswahili', () => {
    expect(Object.keys(sw).sort(), `keys only in en: ${Object.keys(en).filter((k) => !(k in sw))}; only in sw: ${Object.keys(sw).filter((k) => !(k in en))}`).toEqual(Object.keys(en).sort());
  });

  it('has no empty message and the same placeholders and tags in both languages', () => {
    for (const key of Object.keys(en)) {
      expect(en[key]?.trim(), `${name} en ${key}`).toBeTruthy();
      expect(sw[key]?.trim(), `${name} sw ${key}`).toBeTruthy();
      if (sw[key] === undefined) continue;
      expect(argumentsOf(sw[key]), `${name} ${key} placeholders`).toEqual(argumentsOf(en[key]!));
      expect(tagsOf(sw[key]), `${name} ${key} tags`).toEqual(tagsOf(en[key]!));
    }
  });

  it('compiles (valid ICU MessageFormat) and names its keys after the catalog', () => {
    expect(() => compileCatalog(JSON.stringify(en), 'en.json')).not.toThrow();
    expect(() => compileCatalog(JSON.stringify(sw), 'sw.json')).not.toThrow();
    if (name.startsWith('shared')) return;
    for (const key of Object.keys(en)) expect(key.startsWith(`${name}.`), `${key} should start with ${name}.`).toBe(true);
  });
});

describe('the parity check itself', () => {
  it('sees a missing key and a changed placeholder', () => {
    expect(argumentsOf('{count, plural, one {{number} Token} other {{number} Tokens}}')).toEqual(['count', 'number']);
    expect(argumentsOf('Habari {jina}')).not.toEqual(argumentsOf('Hello {name}'));
    expect(() => compileCatalog('{"a": "{count, plural, one {x}"}', 'bad.json')).toThrow(/not valid ICU/);
  });
});
