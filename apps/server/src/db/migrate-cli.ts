// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { openDatabase } from './open';
import { migrate } from './migrate';
import { installJobSchema } from '../jobs/queue';
import { runCli } from '../cli';

await runCli(async () => {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const opened = await openDatabase(env, log, { attachToRunning: true });
  try {
    const applied = await migrate(opened.database.pool);
    await installJobSchema(opened.url);
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await opened.close();
  }
});
