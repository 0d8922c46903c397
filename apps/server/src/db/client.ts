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
  let closing = false;
  pool.on('error', (error: Error & { code?: string }) => {
    // While we shut down, the server going away first is expected, not worth a warning.
    if (!closing) options.log?.warn({ error: error.message, code: error.code }, 'idle database client error');
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    pool,
    db,
    async close() {
      closing = true;
      await db.destroy();
      // Kysely ends the pool only if it used it; code that queried the pool directly (migrations) would leave it open.
      if (!pool.ended) await pool.end();
    },
  };
}
