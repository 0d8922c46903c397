// Issue #20 §1: the catalogs of the features converted on the i18n-app branch. Each feature has
// `locales/en.json` and `locales/sw.json`, flat `"<feature>.<area>.<name>"` keys, ICU MessageFormat
// values. A key in one language and not the other, a Kiswahili message that drops or renames a
// placeholder (the sentence would then show `{tokens}` or lose the amount), or a message the ICU
// runtime cannot parse fails here, before anyone sees it.
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, string>;

const catalogs = import.meta.glob<Catalog>('./{challenges,challenge-detail,create-challenge,wallet,kyc,profile,admin}/locales/*.json', { eager: true, import: 'default' });
const FEATURES = ['challenges', 'challenge-detail', 'create-challenge', 'wallet', 'kyc', 'profile', 'admin'] as const;

function catalog(feature: string, locale: 'en' | 'sw'): Catalog {
  const found = catalogs[`./${feature}/locales/${locale}.json`];
  if (!found) throw new Error(`missing ${feature}/locales/${locale}.json`);
  return found;
}

/**
 * The arguments of an ICU message (`{name}`, `{count, plural, …}`, `{type, select, …}`) with their
 * kind, nested branches included. Throws on what the ICU parser would reject: unbalanced braces, an
 * unknown argument type, a plural or select without its `other` branch.
 */
export function icuArguments(message: string): Set<string> {
  const found = new Set<string>();
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in: ${message}`);
  };
  const skipSpace = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  const word = () => {
    skipSpace();
    const start = i;
    while (/[\w-]/.test(message[i] ?? '')) i++;
    if (i === start) fail('expected a name');
    return message.slice(start, i);
  };
  // Text until the closing brace of the current level (or the end, at top level).
  const text = (inBranch: boolean) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'" && /[{}#']/.test(message[i + 1] ?? '')) {
        // ICU quoting: '{' … ' is literal text; '' is one apostrophe.
        const end = message.indexOf("'", i + 2);
        if (message[i + 1] === "'") i += 2;
        else if (end === -1) fail('unterminated quote');
        else i = end + 1;
      } else if (c === '{') {
        i++;
        argument();
      } else if (c === '}') {
        if (!inBranch) fail('unbalanced }');
        return;
      } else {
        i++;
      }
    }
    if (inBranch) fail('unterminated branch');
  };
  const argument = () => {
    const name = word();
    skipSpace();
    if (message[i] === '}') {
      i++;
      found.add(`${name}:simple`);
      return;
    }
    if (message[i] !== ',') fail('expected , or }');
    i++;
    const type = word();
    if (!['plural', 'select', 'selectordinal', 'number', 'date', 'time'].includes(type)) fail(`unknown argument type ${type}`);
    found.add(`${name}:${type}`);
    skipSpace();
    if (message[i] === '}') {
      i++;
      return;
    }
    if (message[i] !== ',') fail('expected , or }');
    i++;
    if (type === 'number' || type === 'date' || type === 'time') {
      while (i < message.length && message[i] !== '}') i++;
      i++;
      return;
    }
    const keys: string[] = [];
    for (;;) {
      skipSpace();
      if (message[i] === '}') {
        i++;
        break;
      }
      const start = i;
      while (i < message.length && !/[\s{]/.test(message[i]!)) i++;
      keys.push(message.slice(start, i));
      skipSpace();
      if (message[i] !== '{') fail('expected { after a branch key');
      i++;
      text(true);
      i++;
    }
    if (!keys.includes('other')) fail(`${type} without an other branch`);
  };
  text(false);
  return found;
}

describe('feature catalogs (issue #20 §1)', () => {
  it.each(FEATURES)('%s: English and Kiswahili have the same keys', (feature) => {
    const en = Object.keys(catalog(feature, 'en')).sort();
    const sw = Object.keys(catalog(feature, 'sw')).sort();
    expect(
      sw.filter((key) => !en.includes(key)),
      'only in sw.json',
    ).toEqual([]);
    expect(
      en.filter((key) => !sw.includes(key)),
      'only in en.json',
    ).toEqual([]);
  });

  it.each(FEATURES)('%s: keys are "<feature>.<area>.<name>" and no message is empty', (feature) => {
    for (const locale of ['en', 'sw'] as const) {
      for (const [key, message] of Object.entries(catalog(feature, locale))) {
        expect(key, `${locale}: ${key}`).toMatch(new RegExp(`^${feature}\\.[\\w-]+(\\.[\\w-]+)+$`));
        expect(message.trim(), `${locale}: ${key}`).not.toBe('');
      }
    }
  });

  it.each(FEATURES)('%s: every Kiswahili message is valid ICU and takes the same arguments as its English one', (feature) => {
    const en = catalog(feature, 'en');
    const sw = catalog(feature, 'sw');
    for (const [key, english] of Object.entries(en)) {
      const kiswahili = sw[key];
      if (kiswahili === undefined) continue; // reported by the key test
      // Names, not kinds: Kiswahili may pluralise what the spec's English leaves plain ("{count} People").
      const names = (message: string) => [...new Set([...icuArguments(message)].map((argument) => argument.split(':')[0]))].sort();
      expect(names(kiswahili), key).toEqual(names(english));
    }
  });

  it('the argument reader rejects what ICU rejects', () => {
    expect(() => icuArguments('{count, plural, one {# token}}')).toThrow(/other/);
    expect(() => icuArguments('Pay {amount')).toThrow();
    expect(() => icuArguments('Pay amount}')).toThrow(/unbalanced/);
    expect([...icuArguments("Tokeni {n} za {name}, {count, plural, one {# mtu} other {watu #}} '{literal}'")].sort()).toEqual(['count:plural', 'n:simple', 'name:simple']);
  });
});
