// A fresh database per test file, cloned from the migrated template. Real PostgreSQL, never a mock.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { verifyLedger } from '../../src/modules/ledger/ledger.verify';

export interface TestDatabase extends Database {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  return inject('pgAdminUrl');
}

export function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `fromTemplate: false` gives an empty database (to test migrations themselves). */
export async function createTestDatabase(options: { fromTemplate?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.fromTemplate === false ? 'template0' : inject('pgTemplateDatabase');
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = urlFor(name);
  const database = createDatabase(url, { max: 5 });
  return {
    ...database,
    url,
    name,
    async drop() {
      // Every integration test file ends by dropping its database: the ledger invariants are checked
      // first, so a file that breaks them fails even if each of its tests passed.
      const breaches = options.fromTemplate === false ? [] : await verifyLedger(database.db).catch((error: Error) => [`ledger check failed: ${error.message}`]);
      await database.close().catch(() => {});
      await dropDatabase(name);
      if (breaches.length) throw new Error(`Ledger invariants broken after this test file:\n${breaches.join('\n')}`);
    },
  };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
