// An error body's English message in the reader's language (decision 039). The Kiswahili tables
// (sw-*.ts) are keyed by the English text the server sends, so English stays exactly the spec's copy
// and every existing test of it holds; a key with `{name}` placeholders is a template for a message
// built with values ("Watch up to {max} challenges by their ids.").
import { reformatEat, type Locale } from '@changamoto/shared/domain';
import { SW_AUTH } from './sw-auth';
import { SW_CHALLENGES } from './sw-challenges';
import { SW_HTTP } from './sw-http';
import { SW_MONEY } from './sw-money';
import { SW_ACCOUNT } from './sw-account';
import { SW_VALUES } from './sw-values';

/** Every Kiswahili text by its English one (exact messages and templates). */
export const SW_MESSAGES: Readonly<Record<string, string>> = { ...SW_HTTP, ...SW_AUTH, ...SW_CHALLENGES, ...SW_MONEY, ...SW_ACCOUNT };

const PLACEHOLDER = /\{(\w+)\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  sw: string;
}

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [en, sw] of Object.entries(SW_MESSAGES)) {
  const names = [...en.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(en, sw);
    continue;
  }
  const source = en
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  templates.push({ pattern: new RegExp(`^${source}$`), names, sw });
}
// The most specific template first: the one with the most fixed text (a "suspended until {when}" before
// a "suspended{until}").
templates.sort((a, b) => b.pattern.source.replace(/\(\[\\s\\S\]\+\?\)/g, '').length - a.pattern.source.replace(/\(\[\\s\\S\]\+\?\)/g, '').length);

/** A value put into a template (a period's name, a field's label) in Kiswahili when it is a known word. */
function value(text: string): string {
  const known = SW_VALUES[text] ?? exact.get(text) ?? reformatEat(text, 'sw');
  if (known !== undefined && known !== null) return known;
  // A count of tokens as tokensText writes it ("5 tokens", "1 bonus token"): "tokeni 5", "tokeni 1 za bonasi".
  const tokens = /^([\d,]+) (bonus )?tokens?$/.exec(text);
  if (tokens) return `tokeni ${tokens[1]}${tokens[2] ? ' za bonasi' : ''}`;
  return text;
}

/** The Kiswahili of an English message; null when the table has none (the caller keeps the English). */
export function swahiliOf(message: string): string | null {
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, value(match[i + 1]!)]));
    return template.sw.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return null;
}

/** `message` for a reader of `locale`: English unchanged; Kiswahili from the table, else the English. */
export function localizeMessage(message: string, locale: Locale): string {
  return locale === 'sw' ? (swahiliOf(message) ?? message) : message;
}
