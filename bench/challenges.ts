// bench/challenges (settlement part): time to settle one challenge with 1k and 10k backings (add
// 100000 with BENCH_SETTLE_SIZES=1000,10000,100000), through the real settlement job code.
// Prints figures only. The HTTP backing half of #5's bench is bench/backing.ts.
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import pino from 'pino';
import { startJobQueue } from '../apps/server/src/jobs/queue';
import { createMessaging, SEND_EMAIL_JOB } from '../apps/server/src/modules/messaging/messaging.service';
import { createNotificationsService } from '../apps/server/src/modules/notifications/notifications.service';
import { settleChallengeNow } from '../apps/server/src/modules/settlement/settlement.service';
import { startBenchPostgres } from './lib';

const SIZES = (process.env.BENCH_SETTLE_SIZES ?? '1000,10000').split(',').map(Number);

const cluster = await startBenchPostgres(54900, 90);
const { server } = cluster;
try {
  await cluster.createDatabases('bench_challenges');
  const database = createDatabase(server.urlFor('bench_challenges'), { max: 4 });
  await migrate(database.pool);
  const db = database.db;
  // Real notifications: rows, preferences, live events, and every winner's e-mail queued as a pg-boss
  // job in the settlement's transaction (no worker sends them during the run).
  const jobs = await startJobQueue({ connectionString: server.urlFor('bench_challenges'), log: pino({ level: 'silent' }), jobs: [{ name: SEND_EMAIL_JOB, retryLimit: 8, retryDelaySeconds: 5, handle: async () => {} }], pollingIntervalSeconds: 3600 });
  const notifications = createNotificationsService({ db, messaging: createMessaging({ jobs }), publicUrl: 'http://localhost' });

  for (const size of SIZES) {
    // Background built in bulk SQL: `size` backers of 10 tokens each, half on each outcome, spread over
    // 16 escrow shards, with their transaction rows; escrow balances match the stakes.
    const challenge = await sql<{ id: string }>`
      INSERT INTO challenges (title, type, status, category_slug, start_date, end_date)
      VALUES (${`Bench ${size}`}, 'solo', 'active', 'fitness', now() - interval '1 day', now() + interval '1 day') RETURNING id`.execute(db);
    const id = challenge.rows[0]!.id;
    await sql`
      WITH u AS (
        INSERT INTO users (name, email, email_verified, username, display_username, is_adult_confirmed)
        SELECT 'b' || g, 'bench-' || ${id}::text || '-' || g || '@example.com', true, 'b' || substr(md5(${id}::text || g), 1, 18), 'b' || substr(md5(${id}::text || g), 1, 18), true
        FROM generate_series(1, ${size}) g RETURNING id
      ), t AS (
        INSERT INTO transactions (user_id, type, status, amount_tokens) SELECT id, 'challenge_stake', 'completed', -10 FROM u RETURNING id, user_id
      )
      INSERT INTO challenge_stakes (challenge_id, user_id, role, outcome, amount, from_bonus, from_cash, escrow_shard, transaction_id)
      SELECT ${id}, t.user_id, 'backer', CASE WHEN row_number() OVER () % 2 = 0 THEN 'solo_succeeds' ELSE 'solo_fails' END, 10, 0, 10,
             (row_number() OVER () % 16)::smallint, t.id
      FROM t`.execute(db);
    await sql`
      INSERT INTO ledger_accounts (kind, challenge_id, shard, balance)
      SELECT 'escrow', ${id}, escrow_shard, SUM(amount) FROM challenge_stakes WHERE challenge_id = ${id} GROUP BY escrow_shard`.execute(db);
    await sql`UPDATE challenges SET status = 'completed', outcome = 'solo_succeeds' WHERE id = ${id}`.execute(db);

    const started = performance.now();
    const result = await settleChallengeNow({ db, notifications }, id);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  settle ${size.toLocaleString('en')} backings: ${seconds.toFixed(2)} s (${Math.round(size / seconds).toLocaleString('en')} stakes/s) → ${result.kind}`);
  }
  await jobs.stop();
  await database.close();
} finally {
  await cluster.stop();
}
