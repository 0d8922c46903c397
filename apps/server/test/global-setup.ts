// Starts one embedded PostgreSQL for the run and builds a migrated template database
// that every test file clones (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrate } from '../src/db/migrate';
import { installJobSchema } from '../src/jobs/queue';
import { freePort } from './helpers/ports';

export const TEMPLATE_DATABASE = 'changamoto_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'changamoto-test-pg-'));
  chmodSync(dataDir, 0o755); // mkdtemp makes it 0700; as root, postgres runs as another user
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const pool = new pg.Pool({ connectionString: server.urlFor(TEMPLATE_DATABASE), max: 2 });
  await migrate(pool);
  await pool.end();
  await installJobSchema(server.urlFor(TEMPLATE_DATABASE));

  project.provide('pgAdminUrl', server.url);
  project.provide('pgTemplateDatabase', TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
