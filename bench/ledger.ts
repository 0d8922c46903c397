// bench/ledger: ledger transfers per second, between random pairs of people and on one hot account,
// next to pgbench's TPC-B (-s 10: spread; -s 1: one hot branch row) on the same embedded PostgreSQL,
// in the same run, with the ratios. Prints figures only. Needs pgbench (Debian: postgresql-client).
// Run: npm run bench:ledger   (BENCH_SECONDS, BENCH_CLIENTS to change the defaults)
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { migrate } from '../apps/server/src/db/migrate';
import { cash, move, platform } from '../apps/server/src/modules/ledger/ledger';
import { insertTransaction } from '../apps/server/src/modules/ledger/transactions.repo';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const PEOPLE = 1000;

function hasPgbench(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'changamoto-bench-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 54700 + Math.floor(Math.random() * 200) });
try {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_ledger');
  await admin.query('CREATE DATABASE bench_pgbench');
  await admin.end();

  const url = server.urlFor('bench_ledger');
  const database = createDatabase(url, { max: CLIENTS + 2 });
  await migrate(database.pool);
  const db = database.db;

  // People with plenty of cash, bought through the ledger like real purchases.
  const people: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const user = await db
      .insertInto('users')
      .values({ name: `b${i}`, email: `bench${i}@example.com`, email_verified: true, username: `bench_${i}`, display_username: `bench_${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    people.push(user.id);
  }
  for (const user of people) {
    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: user, type: 'token_bundle_purchase', status: 'completed', amountTokens: 1_000_000 });
      await move(tx, [{ from: platform('payments_in'), to: cash(user), amount: 1_000_000, kind: 'token_bundle_purchase', transactionId: id }]);
    });
  }

  /** Runs `one()` from CLIENTS concurrent loops for SECONDS; returns completed transfers per second. */
  async function run(one: () => Promise<void>): Promise<number> {
    let done = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < deadline) {
          await one();
          done += 1;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  }
  const pick = () => people[Math.floor(Math.random() * people.length)]!;

  // One ledger movement = its transaction row + locked, guarded balance updates + the transfer row.
  const pairs = await run(async () => {
    const a = pick();
    let b = pick();
    while (b === a) b = pick();
    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: a, type: 'refund', status: 'completed', amountTokens: -1 });
      await move(tx, [{ from: cash(a), to: cash(b), amount: 1, kind: 'bench_pair', transactionId: id }]);
    });
  });
  const hot = await run(async () => {
    const a = pick();
    await db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId: a, type: 'refund', status: 'completed', amountTokens: -1 });
      await move(tx, [{ from: cash(a), to: platform('platform_revenue'), amount: 1, kind: 'bench_hot', transactionId: id }]);
    });
  });
  await database.close();

  let tpcb10 = Number.NaN;
  let tpcb1 = Number.NaN;
  if (hasPgbench()) {
    const env = { ...process.env, PGPASSWORD: new URL(url).password };
    const { hostname, port, username } = new URL(url);
    const base = ['-h', hostname, '-p', port, '-U', username];
    const tps = (scale: number) => {
      execFileSync('pgbench', [...base, '-i', '-q', '-s', String(scale), 'bench_pgbench'], { env, stdio: 'ignore' });
      const out = execFileSync('pgbench', [...base, '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), 'bench_pgbench'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      return Number(out.match(/tps = ([\d.]+)/)?.[1]);
    };
    tpcb10 = tps(10);
    tpcb1 = tps(1);
  }

  const f = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(0).padStart(7));
  const ratio = (a: number, b: number) => (Number.isNaN(b) ? 'n/a (install pgbench)' : `${(a / b).toFixed(2)}×`);
  console.log(`bench/ledger — ${CLIENTS} concurrent clients, ${SECONDS} s each, PostgreSQL ${server.url.split('@')[1]}, 2 cores`);
  console.log(`  ledger, random pairs of ${PEOPLE} people : ${f(pairs)} transfers/s   pgbench TPC-B -s 10: ${f(tpcb10)} tps   ratio ${ratio(pairs, tpcb10)}`);
  console.log(`  ledger, one hot account                 : ${f(hot)} transfers/s   pgbench TPC-B -s 1 : ${f(tpcb1)} tps   ratio ${ratio(hot, tpcb1)}`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
