// A PostgreSQL cluster of a test's own, in a temporary folder on a free port, that the test may stop and
// start again on the same data (the shared one of global-setup must stay up for the other files).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { freePort } from './ports';

export interface ScratchPostgres {
  /** A scratch folder of this cluster's (removed by destroy) for other files of the test. */
  dir: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  isRunning(): boolean;
  /** Fast shutdown, as an operator's restart: connections are cut, open transactions rolled back. */
  stop(): Promise<void>;
  /** Starts again on the same data directory and port. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'changamoto-scratch-pg-'));
  chmodSync(dir, 0o755); // as root, postgres runs as the postgres user and must reach its data folder
  const port = await freePort();
  const dataDir = path.join(dir, 'pg');
  let server: EmbeddedPostgres | null = await startEmbeddedPostgres({ dataDir, port });
  const urlFor = server.urlFor; // the same address after every restart
  return {
    dir,
    urlFor,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: urlFor('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
      } finally {
        await admin.end();
      }
      return urlFor(name);
    },
    isRunning: () => server !== null,
    async stop() {
      await server?.stop();
      server = null;
    },
    async start() {
      if (!server) server = await startEmbeddedPostgres({ dataDir, port });
    },
    async destroy() {
      await server?.stop();
      server = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
