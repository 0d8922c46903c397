import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { migrate, MigrationError, readMigrations } from './migrate';

const SCHEMA_QUERY = `
  SELECT table_name, column_name, data_type, is_nullable, column_default
  FROM information_schema.columns WHERE table_schema = 'public'
  ORDER BY table_name, ordinal_position`;

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe('migrations', () => {
  it('apply every file on an empty database, then a second run changes nothing', async () => {
    database = await createTestDatabase({ fromTemplate: false });
    const first = await migrate(database.pool);
    expect(first).toEqual(readMigrations().map((m) => m.name));
    const schemaAfterFirst = (await database.pool.query(SCHEMA_QUERY)).rows;

    expect(await migrate(database.pool)).toEqual([]);
    expect((await database.pool.query(SCHEMA_QUERY)).rows).toEqual(schemaAfterFirst);
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM categories');
    expect(rows[0].n).toBe(12); // reference data inserted once, not twice
  });

  it('two instances migrating at the same moment apply each migration exactly once (advisory lock)', async () => {
    database = await createTestDatabase({ fromTemplate: false });
    const [a, b] = await Promise.all([migrate(database.pool), migrate(database.pool)]);
    expect([...a, ...b].sort()).toEqual(
      readMigrations()
        .map((m) => m.name)
        .sort(),
    );
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBe(readMigrations().length);
  });

  it('refuses to run when an applied migration was edited afterwards', async () => {
    database = await createTestDatabase({ fromTemplate: false });
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id int);');
    await migrate(database.pool, readMigrations(dir));
    writeFileSync(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id bigint);');
    await expect(migrate(database.pool, readMigrations(dir))).rejects.toThrow(new MigrationError('Migration 0001_one.sql was changed after it was applied; add a new migration instead.'));
  });

  it('rolls back a failing migration completely and reports which one failed', async () => {
    database = await createTestDatabase({ fromTemplate: false });
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE ok_table (id int);');
    writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_column FROM ok_table;');
    await expect(migrate(database.pool, readMigrations(dir))).rejects.toThrow(/Migration 0002_bad.sql failed: column "no_such_column" does not exist/);
    const { rows } = await database.pool.query(`SELECT to_regclass('half_done') AS half, (SELECT array_agg(name) FROM schema_migrations) AS applied`);
    expect(rows[0]).toEqual({ half: null, applied: ['0001_ok.sql'] });
  });
});
