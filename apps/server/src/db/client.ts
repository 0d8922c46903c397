import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, options: { log?: Logger; max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (database restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.log?.warn({ err: error }, 'idle database client error'));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    pool,
    db,
    async close() {
      await db.destroy(); // ends the pool too
    },
  };
}
