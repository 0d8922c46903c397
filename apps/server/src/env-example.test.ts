// .env.example is where a newcomer learns what can be set: it must name every variable the server reads
// (env.ts's schema, and any process.env read outside it), and nothing the server ignores.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, REPO_ROOT } from './env';

const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
/** `NAME=` lines, set or commented out (`# NAME=`). */
const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test(-helpers)?\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('.env.example', () => {
  it('lists every variable of the env.ts schema', () => {
    expect(ENV_VARIABLES).toContain('AUTH_RATE_LIMIT_SCALE');
    expect(ENV_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists every variable the server reads straight from process.env', () => {
    const read = new Set(sourceFiles(path.join(REPO_ROOT, 'apps/server/src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!)));
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists nothing the server does not read', () => {
    expect([...listed].filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
  });
});
