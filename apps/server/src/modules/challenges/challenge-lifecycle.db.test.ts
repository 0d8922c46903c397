// The statuses the database accepts (the CHECK on challenges.status, migration 0001) are exactly the
// shared enum, and every one of them is in the transition table (packages/shared/src/domain/challenge-lifecycle.ts).
import { CHALLENGE_STATUSES, CHALLENGE_TRANSITIONS } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('the CHECK on challenges.status allows exactly the shared statuses, and each is in the transition table', async () => {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
    WHERE c.conrelid = 'challenges'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%status%'`.execute(database.db);
  expect(rows).toHaveLength(1);
  const allowed = [...rows[0]!.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
  expect([...allowed].sort()).toEqual([...CHALLENGE_STATUSES].sort());
  const inTable = new Set(CHALLENGE_TRANSITIONS.filter((t) => t.event !== 'feature').flatMap((t) => [t.from, t.to]));
  expect(allowed.filter((s) => !inTable.has(s as never))).toEqual([]);
});
