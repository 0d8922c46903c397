// bench/challenges (settlement part): time to settle one challenge with 1k, 10k and 100k backings
// (BENCH_SETTLE_SIZES=1000,10000 for fewer), through the real settlement job code, with where the time
// goes: every statement of the settlement timed and put in its step (bench/query-profile). The chunks of a
// big settlement run two at a time, so the SQL column adds up both connections' time.
// Prints figures only. The HTTP backing half of #5's bench is bench/backing.ts.
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import pino from 'pino';
import { startJobQueue } from '../apps/server/src/jobs/queue';
import { createMessaging, SEND_EMAIL_JOB } from '../apps/server/src/modules/messaging/messaging.service';
import { createNotificationsService } from '../apps/server/src/modules/notifications/notifications.service';
import { sendSettlementNotices, settleChallengeNow } from '../apps/server/src/modules/settlement/settlement.service';
import { postgresCpuSeconds } from './cpu';
import { formatTable, publishFigures, type Figure } from './figures';
import { startBenchPostgres } from './lib';
import { queryProfiler, type StepTime } from './query-profile';

const SIZES = (process.env.BENCH_SETTLE_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** issue #8: 100k backings settled in under 5 s, and the cost growing no faster than linearly. */
const TARGET_100K_SECONDS = 5;

/** The statements of settleChallengeNow (settlement.service/repo, ledger.repo, notifications, pg-boss, realtime), by step. */
const STEPS: [string, RegExp][] = [
  ['begin / commit', /^(begin|commit)$/i],
  ['lock the challenge (runs and chunks)', /FROM challenges WHERE id = \$1 FOR (UPDATE|SHARE)/],
  ['start: fix the numbers (T, W, F, D, rounding)', /^WITH s AS MATERIALIZED|^INSERT INTO challenge_settlements|FROM challenge_settlements WHERE challenge_id/],
  ['start: escrow targets and balancing', /^SELECT s\.escrow_shard AS shard|SELECT shard, balance FROM ledger_accounts/],
  ['chunks: what is left, chunk locks', /AS side, s\.escrow_shard AS shard|pg_advisory_xact_lock/],
  ['chunk: claim the stakes (→ won / lost / refunded)', /^CREATE TEMP TABLE settlement_batch|^WITH claimed AS|^DROP TABLE settlement_batch/],
  ['chunk: insert credit transactions', /^INSERT INTO transactions/],
  ['ledger: stage the movements', /^CREATE TEMP TABLE ledger_moves ON COMMIT/],
  ['ledger: find or create the accounts', /^WITH pockets AS|ledger_move_accounts ON COMMIT|ledger_moves_resolved ON COMMIT/],
  ['ledger: lock accounts (id order) and check', /FOR UPDATE OF a/],
  ['ledger: apply deltas + transfer rows', /^WITH moved AS/],
  ['ledger: drop the staging', /^DROP TABLE IF EXISTS ledger_moves/],
  ['ledger: small moves (escrow balancing)', /^WITH k AS MATERIALIZED|^INSERT INTO ledger_accounts/],
  ['finish: nothing left, mark paid out / cancelled', /status = 'active'$|^UPDATE challenges SET status/],
  ['notify: queue the notices job (pg-boss)', /pgboss/i],
  ['other', /^SET LOCAL/],
];

const cluster = await startBenchPostgres(54900, 90);
const { server } = cluster;
const pgDataDir = path.join(cluster.dir, 'pg');
const timings: { size: number; seconds: number; cpuSeconds: number; steps: StepTime[]; noticesSeconds: number }[] = [];
try {
  await cluster.createDatabases('bench_challenges');
  const database = createDatabase(server.urlFor('bench_challenges'), { max: 4 });
  await migrate(database.pool);
  const db = database.db;
  const profiler = queryProfiler(database.pool, STEPS);
  // Real notifications: rows, preferences, live events, and every winner's e-mail queued as a pg-boss
  // job in the settlement's transaction (no worker sends them during the run).
  const jobs = await startJobQueue({
    connectionString: server.urlFor('bench_challenges'),
    log: pino({ level: 'silent' }),
    jobs: [{ name: SEND_EMAIL_JOB, retryLimit: 8, retryDelaySeconds: 5, handle: async () => {} }],
    pollingIntervalSeconds: 3600,
  });
  const notifications = createNotificationsService({ db, messaging: createMessaging({ jobs }), publicUrl: 'http://localhost' });

  for (const size of SIZES) {
    // Background built in bulk SQL: `size` backers of 10 tokens each, half on each outcome, spread over
    // 16 escrow shards, with their transaction rows; escrow balances match the stakes. Each backer paid
    // from cash, so has a cash pocket (now empty) for the winnings to land in.
    const challenge = await sql<{ id: string }>`
      INSERT INTO challenges (title, type, status, category_slug, start_date, end_date)
      VALUES (${`Bench ${size}`}, 'solo', 'active', 'fitness', now() - interval '1 day', now() + interval '1 day') RETURNING id`.execute(db);
    const id = challenge.rows[0]!.id;
    await sql`
      WITH u AS (
        INSERT INTO users (name, email, email_verified, username, display_username, is_adult_confirmed)
        SELECT 'b' || g, 'bench-' || ${id}::text || '-' || g || '@example.com', true, 'b' || substr(md5(${id}::text || g), 1, 18), 'b' || substr(md5(${id}::text || g), 1, 18), true
        FROM generate_series(1, ${size}) g RETURNING id
      ), pockets AS (
        INSERT INTO ledger_accounts (kind, user_id, balance) SELECT 'user_cash', id, 0 FROM u
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
    // Each size starts alike: fresh statistics, and the setup's writes flushed (no checkpoint of them
    // running during the settlement).
    await sql`ANALYZE`.execute(db);
    await sql`CHECKPOINT`.execute(db);

    // CPU as well as wall time: on a shared machine the wall time also counts the waits for a core.
    const cpuBefore = { node: process.cpuUsage(), postgres: postgresCpuSeconds(pgDataDir) };
    const { result, totalMs, steps } = await profiler.measure((profiled) => settleChallengeNow({ db: profiled, notifications, jobs }, id));
    const nodeCpu = process.cpuUsage(cpuBefore.node);
    const cpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6 + (postgresCpuSeconds(pgDataDir) - cpuBefore.postgres);
    const seconds = totalMs / 1000;
    // Then what the settlement queued: telling everyone (notifications, e-mails queued, live events), in
    // its own transaction after the money — timed apart, as people get their notices that much later.
    const noticesStart = performance.now();
    const told = await sendSettlementNotices({ db, notifications }, id);
    const noticesSeconds = (performance.now() - noticesStart) / 1000;
    timings.push({ size, seconds, cpuSeconds, steps, noticesSeconds });
    console.log(
      `  settle ${size.toLocaleString('en')} backings: ${seconds.toFixed(2)} s (${Math.round(size / seconds).toLocaleString('en')} stakes/s), CPU ${cpuSeconds.toFixed(2)} s (Node + PostgreSQL) → ${result.kind}; then ${told.toLocaleString('en')} people told in ${noticesSeconds.toFixed(2)} s`,
    );
  }
  await jobs.stop();
  await database.close();
} finally {
  await cluster.stop();
}

// Where the time went: one row per step, SQL (statement sent → answer) and the Node time before it.
const names = [...new Set(timings.flatMap((t) => t.steps.map((s) => s.step)))];
const table = [['step', ...timings.flatMap((t) => [`${t.size / 1000}k SQL`, `${t.size / 1000}k JS`])]];
const cell = (ms: number | undefined) => (ms === undefined ? '' : `${ms.toFixed(0)} ms`);
for (const name of names) table.push([name, ...timings.flatMap((t) => [cell(t.steps.find((s) => s.step === name)?.sqlMs), cell(t.steps.find((s) => s.step === name)?.jsMs)])]);
table.push(['total', ...timings.flatMap((t) => [cell(t.seconds * 1000), ''])]);
console.log(`\nsettlement, where the time goes (the JS column is the Node time before that step's statements):\n${formatTable(table)}`);

const figures: Figure[] = timings.flatMap(({ size, seconds, noticesSeconds }) => [
  {
    name: `settlement: ${size / 1000}k backings`,
    value: seconds,
    unit: 's',
    ...(size === 100_000 ? { target: { op: '<=' as const, value: TARGET_100K_SECONDS } } : {}),
  },
  { name: `settlement notices (after the money): ${size / 1000}k backings`, value: noticesSeconds, unit: 's' },
]);
// Linear growth: the time (and the CPU) per backing at the largest size is no more than at the next smaller size.
const [smaller, largest] = timings.slice(-2);
if (smaller && largest) {
  const growth = (pick: (t: (typeof timings)[number]) => number) => pick(largest) / largest.size / (pick(smaller) / smaller.size);
  const sizes = `${largest.size / 1000}k vs ${smaller.size / 1000}k`;
  figures.push({ name: `settlement: time per backing, ${sizes}`, value: growth((t) => t.seconds), unit: '×', target: { op: '<=', value: 1 } });
  figures.push({ name: `settlement: CPU per backing, ${sizes}`, value: growth((t) => t.cpuSeconds), unit: '×', target: { op: '<=', value: 1 } });
}
publishFigures('bench/challenges', figures);
