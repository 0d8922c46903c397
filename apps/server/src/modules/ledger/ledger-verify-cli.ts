// `npm run ledger:verify`: checks the five ledger invariants; exits 1 on any breach. While `npm start`
// runs it reads through the app's embedded PostgreSQL (a second one cannot open the same data).
import { runCli } from '../../cli';
import { openDatabase } from '../../db/open';
import { loadEnv } from '../../env';
import { createLogger } from '../../logger';
import { verifyLedger } from './ledger.verify';

await runCli(async () => {
  const env = loadEnv();
  const opened = await openDatabase(env, createLogger(env.LOG_LEVEL), { attachToRunning: true });
  try {
    const breaches = await verifyLedger(opened.database.db);
    if (breaches.length) {
      console.error(`Ledger invariants broken (${breaches.length}):\n${breaches.map((b) => `  ${b}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('Ledger OK: all five invariants hold.');
    }
  } finally {
    await opened.close();
  }
});
