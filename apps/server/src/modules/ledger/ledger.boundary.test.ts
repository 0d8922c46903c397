// The ledger's boundary (decision 022): no code outside modules/ledger writes the transactions table,
// whatever the spelling (Kysely's insertInto or SQL), and no code that runs imports the ledger's SQL
// files (also an ESLint zone: eslint.config.js). Tests may insert rows of their own to set a scene.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(__dirname, '../..');
const LEDGER = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !/\.test-helpers\.ts$/.test(entry.name) ? [full] : [];
  });
}

const WRITES_TRANSACTIONS = /insert\s+into\s+"?transactions"?\s*\(|insertInto\(\s*['"]transactions['"]\s*\)/i;
const IMPORTS_LEDGER_SQL = /from\s+'[^']*ledger\/(ledger\.repo|transactions\.repo|ledger|ledger\.test-helpers)'/;

describe('the ledger boundary', () => {
  const outside = sourceFiles(SERVER_SRC).filter((file) => !file.startsWith(LEDGER + path.sep));

  it('finds the server’s code (the scan is not looking at nothing)', () => {
    expect(outside.length).toBeGreaterThan(50);
    expect(outside.some((f) => f.endsWith(path.join('settlement', 'pay-stakes.repo.ts')))).toBe(true);
  });

  it('no INSERT INTO transactions / insertInto("transactions") outside modules/ledger', () => {
    const writers = outside.filter((file) => WRITES_TRANSACTIONS.test(readFileSync(file, 'utf8'))).map((file) => path.relative(SERVER_SRC, file));
    expect(writers).toEqual([]);
  });

  it('the guard would catch one (both spellings)', () => {
    expect(WRITES_TRANSACTIONS.test("await tx.insertInto('transactions').values(row)")).toBe(true);
    expect(WRITES_TRANSACTIONS.test('sql`\n    INSERT INTO transactions (id, user_id)')).toBe(true);
    expect(WRITES_TRANSACTIONS.test('INSERT INTO transactions_archive SELECT')).toBe(false);
  });

  it('no code outside modules/ledger imports its SQL files or its engine', () => {
    const importers = outside.filter((file) => IMPORTS_LEDGER_SQL.test(readFileSync(file, 'utf8'))).map((file) => path.relative(SERVER_SRC, file));
    expect(importers).toEqual([]);
  });
});
