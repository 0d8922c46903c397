// Migration 0038 on a database that already holds challenges: every one gets a distinct 6-character
// short code without look-alikes, and every challenge created after it gets one from the database.
import { SHORT_CODE_PATTERN } from '@changamoto/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { migrate, readMigrations } from './migrate';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const insertChallenges = (db: TestDatabase, count: number) =>
  db.pool.query(
    `INSERT INTO challenges (title, type, status, category_slug, start_date, end_date)
     SELECT 'Old challenge ' || i, 'solo', 'active', (SELECT slug FROM categories LIMIT 1), now(), now() + interval '1 day' FROM generate_series(1, $1) AS i`,
    [count],
  );

describe('migration 0038: challenge short codes', () => {
  it('backfills a distinct code for every existing challenge, and draws one for each new challenge', async () => {
    database = await createTestDatabase({ fromTemplate: false });
    await migrate(
      database.pool,
      readMigrations().filter((m) => m.version < 38),
    );
    await insertChallenges(database, 300);
    await migrate(database.pool, readMigrations());
    const { rows } = await database.pool.query<{ short_code: string }>('SELECT short_code FROM challenges');
    expect(rows).toHaveLength(300);
    for (const { short_code: code } of rows) expect(code).toMatch(SHORT_CODE_PATTERN);
    expect(new Set(rows.map((r) => r.short_code)).size).toBe(300);

    await insertChallenges(database, 5);
    const { rows: all } = await database.pool.query<{ short_code: string }>('SELECT short_code FROM challenges');
    expect(new Set(all.map((r) => r.short_code)).size).toBe(305);
    // A code of the wrong shape, or a taken one, is refused by the database itself.
    await expect(database.pool.query(`UPDATE challenges SET short_code = 'K0P2QX' WHERE short_code = $1`, [all[0]!.short_code])).rejects.toThrow(/challenges_short_code_format/);
    await expect(database.pool.query(`UPDATE challenges SET short_code = $1 WHERE short_code = $2`, [all[0]!.short_code, all[1]!.short_code])).rejects.toThrow(/challenges_short_code_key/);
  });
});
