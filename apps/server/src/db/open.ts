// Opens the application database: DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR.
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createDatabase, type Database } from './client';
import { startEmbeddedPostgres, unreachableAncestor } from './embedded-postgres';

const EMBEDDED_DATABASE = 'changamoto';

export interface OpenedDatabase {
  url: string;
  database: Database;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

export async function openDatabase(env: Env, log: Logger): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const database = createDatabase(env.DATABASE_URL, { log });
    return { url: env.DATABASE_URL, database, embedded: false, close: () => database.close() };
  }
  const pgLog = log.child({ component: 'embedded-postgres' });
  const server = await startEmbeddedPostgres({ dataDir: embeddedDataDir(env, log), port: env.EMBEDDED_PG_PORT, log: (line) => pgLog.debug(line) });
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
