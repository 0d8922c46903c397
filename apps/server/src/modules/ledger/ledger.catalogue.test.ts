// The catalogue (packages/shared/src/domain/money-movements.ts) is the one table of account kinds and
// transaction types: the database's CHECKs, the ledger's overdraft rule and ledger:verify must say the
// same. Read from the migrated database, not from the migration files.
import { ALL_LEDGER_ACCOUNT_KINDS, MAY_GO_NEGATIVE_KINDS, MONEY_MOVEMENTS, NON_NEGATIVE_KINDS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertUser } from '../../../test/helpers/fixtures';
import type { Db } from '../../db/client';
import { verifyLedger } from './ledger.verify';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

/** The CHECK definitions of a table, as PostgreSQL prints them. */
async function checksOf(table: string): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c WHERE c.conrelid = ${table}::regclass AND c.contype = 'c'`.execute(db);
  return rows.map((r) => r.def);
}

/** The quoted values of the one CHECK that names `column` with `= ANY (ARRAY[…])` (PostgreSQL's form of IN). */
function listIn(defs: string[], column: string, { negated = false } = {}): string[] {
  const def = defs.find((d) => new RegExp(`\\(?${column} = ANY \\(ARRAY\\[`).test(d) && (negated ? /balance >= 0/.test(d) : !/balance/.test(d)));
  if (!def) throw new Error(`no CHECK on ${column} among ${JSON.stringify(defs)}`);
  const array = def.slice(def.indexOf('ARRAY[') + 6, def.indexOf(']', def.indexOf('ARRAY[')));
  return [...array.matchAll(/'([^']+)'/g)].map((m) => m[1]!).sort();
}

describe('the catalogue against the database', () => {
  it('ledger_accounts.kind allows exactly the catalogue’s account kinds', async () => {
    expect(listIn(await checksOf('ledger_accounts'), 'kind')).toEqual([...ALL_LEDGER_ACCOUNT_KINDS].sort());
  });

  it('ledger_accounts_non_negative lets exactly the kinds with mayGoNegative go below 0', async () => {
    expect(listIn(await checksOf('ledger_accounts'), 'kind', { negated: true })).toEqual([...MAY_GO_NEGATIVE_KINDS].sort());
    expect(MAY_GO_NEGATIVE_KINDS).toEqual(['promotions', 'payments_in', 'tax_excise_expense', 'tax_withheld_from_payouts']);
  });

  it('transactions.type allows exactly the catalogue’s types, and transactions.status the statuses', async () => {
    const defs = await checksOf('transactions');
    expect(listIn(defs, 'type')).toEqual([...TRANSACTION_TYPES].sort());
    expect(listIn(defs, 'status')).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it('every leg of the catalogue names account kinds the database knows; every type has a leg', () => {
    for (const [type, movement] of Object.entries(MONEY_MOVEMENTS)) {
      expect(movement.legs.length, type).toBeGreaterThan(0);
      for (const leg of movement.legs) expect(ALL_LEDGER_ACCOUNT_KINDS, type).toEqual(expect.arrayContaining([leg.from, leg.to]));
      // The sign the person sees follows from the legs: a credit reaches one of their pockets, a debit leaves one.
      const userSide = movement.sign === 'credit' ? movement.legs.map((l) => l.to) : movement.legs.map((l) => l.from);
      expect(
        userSide.some((kind) => kind === 'user_cash' || kind === 'user_bonus'),
        type,
      ).toBe(true);
    }
  });

  it('ledger:verify reports a negative balance of exactly the kinds that may not go negative (invariant 3)', async () => {
    // An account may be made negative only by bypassing the CHECKs, so they are dropped inside a transaction
    // that rolls back; the account belongs to a fresh person so that no unique index stands in the way.
    const owner = await insertUser(db);
    for (const kind of ALL_LEDGER_ACCOUNT_KINDS) {
      const breaches = await db
        .transaction()
        .execute(async (tx) => {
          await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_non_negative, DROP CONSTRAINT ledger_accounts_owner`.execute(tx);
          await sql`INSERT INTO ledger_accounts (kind, user_id, balance) VALUES (${kind}, ${owner}, -1)`.execute(tx);
          const found = await verifyLedger(tx);
          throw Object.assign(new Error('rollback'), { found });
        })
        .catch((error: { found?: string[] }) => error.found ?? []);
      expect(
        breaches.some((b) => b.startsWith(`3. ${kind} account`)),
        kind,
      ).toBe(NON_NEGATIVE_KINDS.includes(kind));
    }
  });
});
