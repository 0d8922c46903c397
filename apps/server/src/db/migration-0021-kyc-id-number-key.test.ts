// Migration 0021 on a database that already holds submissions: the compared key is filled in for
// every row, a later pending duplicate (by the new comparison) is rejected, and two verified
// accounts with one number stop the migration for a person to decide.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { migrate, readMigrations } from './migrate';

const before = () => readMigrations().filter((m) => m.version < 21);

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function withSubmissions(rows: { email: string; idType?: string; idNumber: string; status: 'pending' | 'verified' | 'rejected'; minutesAgo: number }[]) {
  database = await createTestDatabase({ fromTemplate: false });
  await migrate(database.pool, before());
  for (const row of rows) {
    const { rows: users } = await database.pool.query<{ id: string }>(`INSERT INTO users (name, email, kyc_status) VALUES ($1, $1, $2) RETURNING id`, [row.email, row.status === 'verified' ? 'verified' : row.status]);
    await database.pool.query(
      `INSERT INTO kyc_submissions (user_id, legal_name, id_type, id_number, date_of_birth, id_front_key, id_back_key, selfie_key, status, reason, decided_at, created_at)
       VALUES ($1, 'Jane Wanjiru', $2, $3, '1990-01-01', 'a', 'b', 'c', $4, $5, $6, now() - make_interval(mins => $7))`,
      [users[0]!.id, row.idType ?? 'national_id', row.idNumber, row.status, row.status === 'rejected' ? 'No.' : null, row.status === 'pending' ? null : new Date(), row.minutesAgo],
    );
  }
  return database;
}

const state = async (db: TestDatabase) =>
  (
    await db.pool.query<{ email: string; id_number_key: string; status: string; reason: string | null; kyc_status: string }>(
      `SELECT u.email, s.id_number_key, s.status, s.reason, u.kyc_status FROM kyc_submissions s JOIN users u ON u.id = s.user_id ORDER BY u.email`,
    )
  ).rows;

describe('migration 0021: ID numbers compared without a national ID’s leading zeros', () => {
  it('fills the key for existing rows and rejects a later pending duplicate (its account too), keeping the first', async () => {
    const db = await withSubmissions([
      { email: 'a-first@example.co.ke', idNumber: '22345678', status: 'pending', minutesAgo: 30 },
      { email: 'b-later@example.co.ke', idNumber: '022345678', status: 'pending', minutesAgo: 10 },
      { email: 'c-passport@example.co.ke', idType: 'passport', idNumber: '0AB12345', status: 'pending', minutesAgo: 5 },
      { email: 'd-passport@example.co.ke', idType: 'passport', idNumber: 'AB12345', status: 'verified', minutesAgo: 50 },
      { email: 'e-verified@example.co.ke', idNumber: '0011223344'.slice(1), status: 'verified', minutesAgo: 1 },
      { email: 'f-old-pending@example.co.ke', idNumber: '11223344', status: 'pending', minutesAgo: 99 },
    ]);
    await migrate(db.pool);
    expect(await state(db)).toEqual([
      { email: 'a-first@example.co.ke', id_number_key: '22345678', status: 'pending', reason: null, kyc_status: 'pending' },
      { email: 'b-later@example.co.ke', id_number_key: '22345678', status: 'rejected', reason: 'This ID number is already linked to another account.', kyc_status: 'rejected' },
      { email: 'c-passport@example.co.ke', id_number_key: '0AB12345', status: 'pending', reason: null, kyc_status: 'pending' },
      { email: 'd-passport@example.co.ke', id_number_key: 'AB12345', status: 'verified', reason: null, kyc_status: 'verified' },
      // A verified holder keeps the number over an older pending one.
      { email: 'e-verified@example.co.ke', id_number_key: '11223344', status: 'verified', reason: null, kyc_status: 'verified' },
      { email: 'f-old-pending@example.co.ke', id_number_key: '11223344', status: 'rejected', reason: 'This ID number is already linked to another account.', kyc_status: 'rejected' },
    ]);
  });

  it('stops, naming the submissions, when two verified accounts share a number', async () => {
    const db = await withSubmissions([
      { email: 'v1@example.co.ke', idNumber: '33445566', status: 'verified', minutesAgo: 20 },
      { email: 'v2@example.co.ke', idNumber: '033445566', status: 'verified', minutesAgo: 10 },
    ]);
    await expect(migrate(db.pool)).rejects.toThrow(/Migration 0021_kyc_id_number_key.sql failed: Verified identity submissions share one ID number \(national_id 33445566: /);
  });
});
