// bench/ledger: ledger transfers per second, between random pairs of people and on one hot account,
// next to pgbench's TPC-B (-s 10: spread; -s 1: one hot branch row) on the same embedded PostgreSQL,
// in the same run, with the ratios. Prints figures only. Needs pgbench (Debian: postgresql-client).
// Run: npm run bench:ledger   (BENCH_SECONDS, BENCH_CLIENTS to change the defaults)
import { createDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { cash, move, platform } from '../apps/server/src/modules/ledger/ledger';
import { insertTransaction } from '../apps/server/src/modules/ledger/ledger.test-helpers';
import { publishFigures } from './figures';
import { hasPgbench, pgbenchTps, startBenchPostgres } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const PEOPLE = 1000;

const cluster = await startBenchPostgres(54700);
const { server } = cluster;
try {
  await cluster.createDatabases('bench_ledger', 'bench_pgbench');

  const url = server.urlFor('bench_ledger');
  const database = createDatabase(url, { max: CLIENTS + 2 });
  await migrate(database.pool);
  const db = database.db;

  // People with plenty of cash, bought through the ledger like real purchases.
  const people: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const user = await db
      .insertInto('users')
      // Adults who confirmed 18+ (DOMAIN.md §7): the ledger moves no one else's tokens.
      .values({ name: `b${i}`, email: `bench${i}@example.com`, email_verified: true, username: `bench_${i}`, display_username: `bench_${i}`, is_adult_confirmed: true })
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

  const pgbenchUrl = server.urlFor('bench_pgbench');
  const tpcb10 = pgbenchTps(pgbenchUrl, { scale: 10, clients: CLIENTS, seconds: SECONDS });
  const tpcb1 = pgbenchTps(pgbenchUrl, { scale: 1, clients: CLIENTS, seconds: SECONDS });

  const f = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(0).padStart(7));
  const ratio = (a: number, b: number) => (hasPgbench() ? `${(a / b).toFixed(2)}×` : 'n/a (install pgbench)');
  console.log(`bench/ledger — ${CLIENTS} concurrent clients, ${SECONDS} s each, PostgreSQL ${server.url.split('@')[1]}, 2 cores`);
  console.log(`  ledger, random pairs of ${PEOPLE} people : ${f(pairs)} transfers/s   pgbench TPC-B -s 10: ${f(tpcb10)} tps   ratio ${ratio(pairs, tpcb10)}`);
  console.log(`  ledger, one hot account                 : ${f(hot)} transfers/s   pgbench TPC-B -s 1 : ${f(tpcb1)} tps   ratio ${ratio(hot, tpcb1)}`);
  publishFigures('bench/ledger', [
    { name: `ledger: random pairs of ${PEOPLE} people`, value: pairs, unit: 'transfers/s', peer: { name: `pgbench -s 10 -c ${CLIENTS}`, value: tpcb10, unit: 'tps' } },
    { name: 'ledger: one hot account', value: hot, unit: 'transfers/s', peer: { name: `pgbench -s 1 -c ${CLIENTS}`, value: tpcb1, unit: 'tps' } },
  ]);
} finally {
  await cluster.stop();
}
