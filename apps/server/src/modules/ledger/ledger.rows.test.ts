// moveRows(): movements given as rows of SQL (a settlement's 100k legs) follow move()'s rules — accounts
// found or created, frozen balances refused unless the platform owes the tokens, overdrafts and malformed
// movements refused with the whole transaction rolled back — on a real database.
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertChallenge, insertUser } from '../../../test/helpers/fixtures';
import type { Db } from '../../db/client';
import { escrow, getBalances, move, moveRows, platform, type MovementRow } from './ledger';
import { BalanceFrozenError, InsufficientTokensError } from './ledger.errors';
import { escrowBalance, insertTransaction } from './ledger.test-helpers';
import { verifyLedger } from './ledger.verify';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

/** A challenge whose escrow shard 2 holds `tokens` (from promotions: the tests need only its balance). */
async function fundedEscrow(tokens: number): Promise<string> {
  const challenge = await insertChallenge(db);
  await db.transaction().execute((tx) => move(tx, [{ from: platform('promotions'), to: escrow(challenge, 2), amount: tokens, kind: 'test_funding' }]));
  return challenge;
}

/** Rows paying `amount` from the challenge's escrow shard 2 to each person's cash, with their transaction rows. */
async function payouts(tx: Db, challenge: string, people: string[], amount: number): Promise<RawBuilder<MovementRow>> {
  const ids = [];
  for (const person of people) ids.push(await insertTransaction(tx, { userId: person, type: 'challenge_winnings_credit', status: 'completed', amountTokens: amount }));
  return sql<MovementRow>`
    SELECT 'escrow' AS from_kind, ${challenge}::uuid AS from_owner, 2 AS from_shard, 'user_cash' AS to_kind, p.person AS to_owner, 0 AS to_shard,
           ${amount}::bigint AS amount, 'challenge_winnings_credit' AS kind, p.tx AS transaction_id
    FROM unnest(${people}::uuid[], ${ids}::uuid[]) AS p(person, tx)`;
}

describe('moveRows', () => {
  it('pays every row from SQL, creating the pockets it needs, netted per account; every invariant holds', async () => {
    const challenge = await fundedEscrow(300);
    const people = [await insertUser(db), await insertUser(db), await insertUser(db)];
    const applied = await db.transaction().execute(async (tx) => moveRows(tx, await payouts(tx, challenge, people, 100), { compensation: true }));
    expect(applied).toBe(3);
    for (const person of people) expect(await getBalances(db, person)).toEqual({ cash: 100, bonus: 0, total: 100 });
    expect(await escrowBalance(db, challenge)).toBe(0n);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'challenge_winnings_credit' AND credit_account_id IN (SELECT id FROM ledger_accounts WHERE user_id = ANY(${people}::uuid[]))`.execute(db);
    expect(rows[0]!.n).toBe(3);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a net debit larger than the balance, and the whole transaction rolls back', async () => {
    const challenge = await fundedEscrow(150);
    const people = [await insertUser(db), await insertUser(db)];
    await expect(db.transaction().execute(async (tx) => moveRows(tx, await payouts(tx, challenge, people, 100), { compensation: true }))).rejects.toBeInstanceOf(InsufficientTokensError);
    expect(await escrowBalance(db, challenge)).toBe(150n);
    for (const person of people) expect(await getBalances(db, person)).toEqual({ cash: 0, bonus: 0, total: 0 });
  });

  it('a frozen owner refuses the movement, unless the platform owes the tokens (compensation)', async () => {
    const challenge = await fundedEscrow(200);
    const people = [await insertUser(db), await insertUser(db, { balanceFrozen: true })];
    await expect(db.transaction().execute(async (tx) => moveRows(tx, await payouts(tx, challenge, people, 100)))).rejects.toBeInstanceOf(BalanceFrozenError);
    expect(await escrowBalance(db, challenge)).toBe(200n);
    await db.transaction().execute(async (tx) => moveRows(tx, await payouts(tx, challenge, people, 100), { compensation: true }));
    expect(await getBalances(db, people[1]!)).toEqual({ cash: 100, bonus: 0, total: 100 });
  });

  it('refuses malformed movements: not above 0, to the same account, a person’s tokens without a transaction, an account that cannot exist', async () => {
    const challenge = await fundedEscrow(50);
    const person = await insertUser(db);
    const row = (fields: string) => sql<MovementRow>`SELECT ${sql.raw(fields)}`;
    const base = `'escrow' AS from_kind, '${challenge}'::uuid AS from_owner, 2 AS from_shard`;
    const cases = [
      row(`${base}, 'user_cash' AS to_kind, '${person}'::uuid AS to_owner, 0 AS to_shard, 0::bigint AS amount, 'x' AS kind, gen_random_uuid() AS transaction_id`),
      row(`${base}, 'escrow' AS to_kind, '${challenge}'::uuid AS to_owner, 2 AS to_shard, 5::bigint AS amount, 'x' AS kind, NULL::uuid AS transaction_id`),
      row(`${base}, 'user_cash' AS to_kind, '${person}'::uuid AS to_owner, 0 AS to_shard, 5::bigint AS amount, 'x' AS kind, NULL::uuid AS transaction_id`),
      row(`${base}, 'no_such_kind' AS to_kind, NULL::uuid AS to_owner, 0 AS to_shard, 5::bigint AS amount, 'x' AS kind, NULL::uuid AS transaction_id`),
    ];
    for (const rows of cases) await expect(db.transaction().execute((tx) => moveRows(tx, rows, { compensation: true }))).rejects.toThrow(/ledger: /);
    expect(await escrowBalance(db, challenge)).toBe(50n);
  });

  it('nothing to move is a no-op, and a transaction may move rows twice', async () => {
    const challenge = await fundedEscrow(200);
    const people = [await insertUser(db)];
    await db.transaction().execute(async (tx) => {
      expect(
        await moveRows(
          tx,
          sql<MovementRow>`SELECT NULL::text AS from_kind, NULL::uuid AS from_owner, 0 AS from_shard, NULL::text AS to_kind, NULL::uuid AS to_owner, 0 AS to_shard, 1::bigint AS amount, 'x' AS kind, NULL::uuid AS transaction_id WHERE false`,
        ),
      ).toBe(0);
      expect(await moveRows(tx, await payouts(tx, challenge, people, 100), { compensation: true })).toBe(1);
      expect(await moveRows(tx, await payouts(tx, challenge, people, 100), { compensation: true })).toBe(1);
    });
    expect(await getBalances(db, people[0]!)).toEqual({ cash: 200, bonus: 0, total: 200 });
    expect(await verifyLedger(db)).toEqual([]);
  });
});
