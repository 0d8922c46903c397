// bench/challenges (settlement part): time to settle one challenge with 1k, 10k and 100k backings
// (BENCH_SETTLE_SIZES=1000,10000 for fewer), through the real settlement job code, with where the time
// goes: every statement of the settlement timed and put in its step (bench/query-profile). The chunks of a
// big settlement run two at a time, so the SQL column adds up both connections' time.
// Against its floor (issue #21 §4): the same run, on the same database, writes the rows a settlement of the
// same size writes with bare set-based SQL and no checks (bench/settlement-floor.ts); the target is the
// settlement within 2× of that, and its notices within 2× of its money. BENCH_SCALE=n first fills the
// database with n × 10k challenges and n × 1M backings (bench/read-data.ts), so the settlement is measured
// in a lived-in database (issue #21 §5).
// Prints figures only. The HTTP backing half of #5's bench is bench/backing.ts.
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import pino from 'pino';
import { startJobQueue } from '../apps/server/src/jobs/queue';
import { createMessaging, SEND_EMAIL_JOB } from '../apps/server/src/modules/messaging/messaging.service';
import { createNotificationsService } from '../apps/server/src/modules/notifications/notifications.service';
import { sendSettlementNotices, settleChallengeNow } from '../apps/server/src/modules/settlement/settlement.service';
import { postgresCpuSeconds } from './cpu';
import { formatTable, publishFigures, type Figure } from './figures';
import { benchScale, startBenchPostgres } from './lib';
import { buildReadData } from './read-data';
import { writeSettlementFloor } from './settlement-floor';
import { queryProfiler, type StepTime } from './query-profile';
import { STATEMENT_WORK_SETTINGS, statementWork, type StepWork } from './statement-work';

const SIZES = (process.env.BENCH_SETTLE_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** issue #21 §4: a settlement within 2× of its floor (the bare SQL), and its notices within 2× of its money. */
const TARGET_TIMES_FLOOR = 2;
const TARGET_NOTICES_TIMES_MONEY = 2;
const SCALE = benchScale();

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

/** The statements of sendSettlementNotices (settlement.repo, notifications, messaging, pg-boss), by step. */
const NOTICE_STEPS: [string, RegExp][] = [
  ['begin / commit', /^(begin|commit)$/i],
  ['lock the challenge', /settlement_notified_at IS NOT NULL AS notified/],
  ['notification rows: INSERT … SELECT with the switches', /^WITH k AS MATERIALIZED/],
  ['e-mail / SMS / push jobs (pg-boss)', /pgboss|SAVEPOINT|sms_messages/i],
  ['mark notified', /SET settlement_notified_at = now\(\)/],
  ['other', /^SET LOCAL synchronous_commit/],
  ['live events (after commit)', /pg_notify|synchronous_commit/],
];

const cluster = await startBenchPostgres(54900, 90, STATEMENT_WORK_SETTINGS);
const { server } = cluster;
const pgDataDir = path.join(cluster.dir, 'pg');
const timings: {
  size: number;
  seconds: number;
  cpuSeconds: number;
  steps: StepTime[];
  noticesSeconds: number;
  noticeSteps: StepTime[];
  floorSeconds: number;
  floorCpuSeconds: number;
  noticesCpuSeconds: number;
  work: { floor: StepWork[]; settlement: StepWork[]; notices: StepWork[] };
}[] = [];
try {
  await cluster.createDatabases('bench_challenges');
  const database = createDatabase(server.urlFor('bench_challenges'), { max: 4 });
  await migrate(database.pool);
  const db = database.db;
  const profiler = queryProfiler(database.pool, STEPS);
  const noticeProfiler = queryProfiler(database.pool, NOTICE_STEPS);
  // What PostgreSQL did per step (buffers, WAL): unlike the times, it does not move with the machine's load.
  const settlementWork = await statementWork(db, STEPS);
  const noticeWork = await statementWork(db, NOTICE_STEPS);
  // Real notifications: rows, preferences, live events, and every winner's e-mail queued as a pg-boss
  // job in the notices' transaction. No worker sends them during the run: the e-mail queue is created
  // (with its retry policy) by a job queue that stops at once. A worker here was woken by every commit
  // that queued e-mails and worked through the 10k size's e-mails while the 100k floor and settlement
  // were measured (850+ pg-boss statements in each, counted in their PostgreSQL CPU and wall).
  const jobOptions = { connectionString: server.urlFor('bench_challenges'), log: pino({ level: 'silent' }), pollingIntervalSeconds: 3600 };
  await (await startJobQueue({ ...jobOptions, jobs: [{ name: SEND_EMAIL_JOB, retryLimit: 8, retryDelaySeconds: 5, handle: async () => {} }] })).stop();
  const jobs = await startJobQueue({ ...jobOptions, jobs: [] });
  const notifications = createNotificationsService({ db, messaging: createMessaging({ jobs }), publicUrl: 'http://localhost' });

  if (SCALE) {
    const background = await buildReadData(db, { tag: 'bg', people: 100_000 * SCALE, challenges: 10_000 * SCALE, backingsPerChallenge: 100 });
    console.log(`  BENCH_SCALE=${SCALE}: a background of ${(10_000 * SCALE).toLocaleString('en')} challenges and ${(1_000_000 * SCALE).toLocaleString('en')} backings, built in ${background.seconds.toFixed(0)} s`);
  }

  for (const size of SIZES) {
    // Two alike: one for the settlement, one for its floor.
    const id = await seedDecidedChallenge(db, size);
    const floorId = await seedDecidedChallenge(db, size);
    // Each size starts alike: fresh statistics, the setup's rows vacuumed (hint bits and visibility set,
    // so neither the floor nor the settlement, whichever reads them first, pays for that: with ANALYZE
    // alone the floor, which ran first, did it for both), and the setup's writes flushed (no checkpoint of
    // them running during the settlement).
    await sql`VACUUM ANALYZE`.execute(db);
    await sql`CHECKPOINT`.execute(db);
    // CPU as well as wall time: on a shared machine the wall time also counts the waits for a core.
    const cpu = () => {
      const node = process.cpuUsage();
      return (node.user + node.system) / 1e6 + postgresCpuSeconds(pgDataDir);
    };
    await settlementWork.reset();
    const floorStarted = { at: performance.now(), cpu: cpu() };
    await writeSettlementFloor(db, floorId, 'solo_succeeds');
    const floorSeconds = (performance.now() - floorStarted.at) / 1000;
    const floorCpuSeconds = cpu() - floorStarted.cpu;
    const floorWork = await settlementWork.read();
    // The floor's 100k updated and inserted rows vacuumed now, so autovacuum does not visit them during
    // the settlement (its CPU counts in the settlement's PostgreSQL CPU).
    await sql`VACUUM ANALYZE challenge_stakes, transactions, ledger_transfers, ledger_accounts`.execute(db);
    await sql`CHECKPOINT`.execute(db);

    await settlementWork.reset();
    const cpuBefore = { node: process.cpuUsage(), postgres: postgresCpuSeconds(pgDataDir) };
    const { result, totalMs, steps } = await profiler.measure((profiled) => settleChallengeNow({ db: profiled, notifications, jobs }, id));
    const nodeCpu = process.cpuUsage(cpuBefore.node);
    const cpuSeconds = (nodeCpu.user + nodeCpu.system) / 1e6 + (postgresCpuSeconds(pgDataDir) - cpuBefore.postgres);
    const seconds = totalMs / 1000;
    const work = await settlementWork.read();
    // Then what the settlement queued: telling everyone (notifications, e-mails queued, live events), in
    // its own transaction after the money — timed apart, as people get their notices that much later.
    await noticeWork.reset();
    const noticesCpuBefore = cpu();
    const notices = await noticeProfiler.measure((profiled) => sendSettlementNotices({ db: profiled, notifications }, id));
    const told = notices.result;
    const noticesSeconds = notices.totalMs / 1000;
    const noticesCpuSeconds = cpu() - noticesCpuBefore;
    const noticesWork = await noticeWork.read();
    timings.push({ size, seconds, cpuSeconds, steps, noticesSeconds, noticeSteps: notices.steps, floorSeconds, floorCpuSeconds, noticesCpuSeconds, work: { floor: floorWork, settlement: work, notices: noticesWork } });
    console.log(
      `  settle ${size.toLocaleString('en')} backings: ${seconds.toFixed(2)} s (${Math.round(size / seconds).toLocaleString('en')} stakes/s; its floor ${floorSeconds.toFixed(2)} s, ${(seconds / floorSeconds).toFixed(2)}×), CPU ${cpuSeconds.toFixed(2)} s (Node + PostgreSQL; the floor's ${floorCpuSeconds.toFixed(2)} s, ${(cpuSeconds / floorCpuSeconds).toFixed(2)}×) → ${result.kind}; then ${told.toLocaleString('en')} people told in ${noticesSeconds.toFixed(2)} s (${(noticesSeconds / seconds).toFixed(2)}× the money), CPU ${noticesCpuSeconds.toFixed(2)} s (${(noticesCpuSeconds / cpuSeconds).toFixed(2)}× the money's)`,
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
const noticeNames = [...new Set(timings.flatMap((t) => t.noticeSteps.map((s) => s.step)))];
const noticeTable = [['step', ...timings.flatMap((t) => [`${t.size / 1000}k SQL`, `${t.size / 1000}k JS`])]];
for (const name of noticeNames) noticeTable.push([name, ...timings.flatMap((t) => [cell(t.noticeSteps.find((s) => s.step === name)?.sqlMs), cell(t.noticeSteps.find((s) => s.step === name)?.jsMs)])]);
noticeTable.push(['total', ...timings.flatMap((t) => [cell(t.noticesSeconds * 1000), ''])]);
console.log(`\nsettlement notices, where the time goes:\n${formatTable(noticeTable)}`);

// The same steps by the work PostgreSQL did (pg_stat_statements): pages touched and WAL written do not move
// with the load, so two runs (two commits) compare step by step even on a busy machine.
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const total = (all: StepWork[]): StepWork => {
  const rows = all.filter((r) => !r.nested); // a nested statement's work is already in its caller's
  const zero: StepWork = { step: 'total', calls: 0, execMs: 0, buffers: 0, dirtied: 0, walBytes: 0, rows: 0, nested: false };
  return rows.reduce((sum, r) => ({ ...sum, execMs: sum.execMs + r.execMs, buffers: sum.buffers + r.buffers, dirtied: sum.dirtied + r.dirtied, walBytes: sum.walBytes + r.walBytes }), zero);
};
for (const t of timings) {
  for (const [what, rows] of [
    ['settlement', t.work.settlement],
    ['settlement notices', t.work.notices],
    ['floor', t.work.floor],
  ] as const) {
    const workTable = [['step', 'calls', 'exec', 'buffers', 'dirtied', 'WAL']];
    for (const r of [...rows, total(rows)]) workTable.push([r.step, r.step === 'total' ? '' : String(r.calls), `${r.execMs.toFixed(0)} ms`, r.buffers.toLocaleString('en'), r.dirtied.toLocaleString('en'), mb(r.walBytes)]);
    console.log(
      `\n${what} of ${t.size.toLocaleString('en')} backings, the work PostgreSQL did (pg_stat_statements; buffers = shared hits + reads; a nested statement's work is also in its caller's, and not added twice in the total):\n${formatTable(workTable)}`,
    );
  }
  const [s, f] = [total(t.work.settlement), total(t.work.floor)];
  console.log(`  ${t.size.toLocaleString('en')}: the settlement touched ${(s.buffers / f.buffers).toFixed(2)}× the floor's buffers and wrote ${(s.walBytes / f.walBytes).toFixed(2)}× its WAL`);
}

const figures: Figure[] = timings.flatMap(({ size, seconds, noticesSeconds, floorSeconds, cpuSeconds, floorCpuSeconds, noticesCpuSeconds }) => [
  {
    name: `settlement: ${size / 1000}k backings`,
    value: seconds,
    unit: 's',
    target: { op: '<=' as const, times: TARGET_TIMES_FLOOR },
    peer: { name: 'its floor (same rows, bare SQL)', value: floorSeconds, unit: 's' },
  },
  { name: `settlement CPU: ${size / 1000}k backings`, value: cpuSeconds, unit: 's', peer: { name: "its floor's CPU", value: floorCpuSeconds, unit: 's' } },
  {
    name: `settlement notices (after the money): ${size / 1000}k backings`,
    value: noticesSeconds,
    unit: 's',
    target: { op: '<=' as const, times: TARGET_NOTICES_TIMES_MONEY },
    peer: { name: 'the money', value: seconds, unit: 's' },
  },
  { name: `settlement notices CPU: ${size / 1000}k backings`, value: noticesCpuSeconds, unit: 's', peer: { name: "the money's CPU", value: cpuSeconds, unit: 's' } },
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

/**
 * A decided solo challenge with `size` backers of 10 tokens each, half on each outcome, spread over the 16
 * escrow shards, with their transaction rows; escrow balances match the stakes. Each backer paid from cash,
 * so has a cash pocket (now empty) for the winnings to land in. Built in bulk SQL.
 */
async function seedDecidedChallenge(db: Db, size: number): Promise<string> {
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
  return id;
}
