import { Kysely, PostgresDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import type { DB } from './schema';

export type Db = Kysely<DB>;

/**
 * SQL whose text starts with `prepared(name)` runs as a named prepared statement: PostgreSQL parses it
 * once per connection and, after a few runs, keeps its plan, instead of planning it on every request.
 * For the hot paths' fixed texts (docs/decisions/013: planning a detail cost ~1.2 ms of its ~2.3 ms of
 * PostgreSQL time); one name, one text, forever (pg refuses a name reused for another text).
 */
export const prepared = (name: string) => `/* prepared:${name} */ `;
/** prepared(name) at the head of a sql`` template: sql`${named('x')}SELECT …`. */
export const named = (name: string): RawBuilder<unknown> => sql.raw(prepared(name));
const PREPARED = /^\/\* prepared:([\w.-]+) \*\/ /;

/** Routes `client.query(text, values)` of a prepared(name) text to a named statement; anything else as it was. */
function namePreparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length <= 2 && typeof text === 'string' ? PREPARED.exec(text)?.[1] : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/** `connectionTimeoutMs`: how long a query waits for a free connection before failing (5 s; stress tests queue longer on purpose). */
export function createDatabase(connectionString: string, options: { log?: Logger; max?: number; connectionTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000, idleTimeoutMillis: 30_000 });
  // A client losing its server (database restart) must not crash the process. pg-pool listens for
  // errors only on idle clients (and re-emits them on the pool); a checked-out one that is between
  // statements (a transaction waiting on Paystack) would emit its "terminating connection" error to
  // nobody, which ends the process. So every client gets a listener of its own for its whole life:
  // the transaction's next statement fails instead, the broken client leaves the pool when released,
  // and the next query connects again.
  let closing = false;
  pool.on('connect', (client) => {
    namePreparedStatements(client);
    client.on('error', (error: Error & { code?: string }) => {
      // While we shut down, the server going away first is expected, not worth a warning.
      if (!closing) options.log?.warn({ error: error.message, code: error.code }, 'database connection lost');
    });
  });
  pool.on('error', () => {}); // the same error of an idle client, already logged by its own listener
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
