// Opens the application database: DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR.
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createDatabase, type Database } from './client';
import { embeddedPostgresUrl, startEmbeddedPostgres, unreachableAncestor } from './embedded-postgres';

const EMBEDDED_DATABASE = 'changamoto';

export interface OpenedDatabase {
  url: string;
  database: Database;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

export async function openDatabase(env: Env, log: Logger, options: { attachToRunning?: boolean } = {}): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const database = createDatabase(env.DATABASE_URL, { log });
    return { url: env.DATABASE_URL, database, embedded: false, close: () => database.close() };
  }
  const dataDir = embeddedDataDir(env, log);
  if (options.attachToRunning) {
    const running = await attachToRunningEmbedded(env, dataDir, log);
    if (running) return running;
  }
  const pgLog = log.child({ component: 'embedded-postgres' });
  const server = await startEmbeddedPostgres({ dataDir, port: env.EMBEDDED_PG_PORT, log: (line) => pgLog.debug(line) });
  try {
    await ensureDatabaseExists(server.url, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = server.urlFor(EMBEDDED_DATABASE);
  const database = createDatabase(url, { log });
  return {
    url,
    database,
    embedded: true,
    async close() {
      await database.close().catch((error: unknown) => log.warn({ err: error }, 'closing the pool failed'));
      await server.stop();
    },
  };
}

/**
 * The command-line tools (ledger:verify, db:migrate) while `npm start` runs: its embedded PostgreSQL
 * already holds DATA_DIR, and a second one on the same data would refuse to start. So when a server
 * answers on EMBEDDED_PG_PORT, use it: but only if it is the one running on our data directory.
 * Nothing answering: undefined (the caller starts its own). Closing leaves that server running.
 */
async function attachToRunningEmbedded(env: Env, dataDir: string, log: Logger): Promise<OpenedDatabase | undefined> {
  const url = embeddedPostgresUrl(env.EMBEDDED_PG_PORT, EMBEDDED_DATABASE);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED') return undefined; // nobody there: the app is not running
    if (code === '3D000') return undefined; // a fresh cluster without our database yet: start as usual
    throw new Error(`port ${env.EMBEDDED_PG_PORT} answers but is not this checkout's embedded PostgreSQL (${(error as Error).message}); set EMBEDDED_PG_PORT or DATABASE_URL.`, { cause: error });
  }
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    if (path.resolve(rows[0]!.data_directory) !== path.resolve(dataDir)) {
      throw new Error(`the PostgreSQL on port ${env.EMBEDDED_PG_PORT} serves ${rows[0]!.data_directory}, not ${dataDir}; set EMBEDDED_PG_PORT or DATABASE_URL.`);
    }
  } finally {
    await client.end();
  }
  log.debug({ port: env.EMBEDDED_PG_PORT }, 'using the embedded PostgreSQL of the running app');
  const database = createDatabase(url, { log });
  return { url, database, embedded: true, close: () => database.close() };
}

async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * `DATA_DIR/postgres`, unless (running as root) the postgres system user cannot reach it — e.g. a
 * checkout under /root. Then a per-checkout folder in /var/tmp, said once in the log.
 */
function embeddedDataDir(env: Env, log: Logger): string {
  const preferred = path.join(env.DATA_DIR, 'postgres');
  const blocked = unreachableAncestor(preferred);
  if (!blocked) return preferred;
  const fallback = path.join('/var/tmp', `changamoto-${createHash('sha256').update(env.DATA_DIR).digest('hex').slice(0, 12)}`, 'postgres');
  log.warn({ blocked, dataDir: fallback }, 'the postgres user cannot reach DATA_DIR; keeping the embedded database in /var/tmp instead');
  return fallback;
}
