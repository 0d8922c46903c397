// bench/seed: the background of bench/reads, bench/backing and bench/challenges (bench/read-data.ts) built
// alone, in a throw-away cluster, to time its phases (issue #21 §5) and to check that a change to the seed
// leaves the data the same: it prints the row counts and a few sums and spreads of what it built (two
// versions of the seed must print the same lines, apart from the stakes in the trending window, which
// move by a few with the seconds between now() and the count, and the phase times). BENCH_SCALE=n: n × 10k challenges, n × 1M backings, n × 100k people (1 when unset).
// Run: npm run bench:seed
import { sql } from 'kysely';
import { loadavg } from 'node:os';
import { createDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { benchScale, startBenchPostgres } from './lib';
import { buildReadData } from './read-data';

const SCALE = benchScale() || 1;
const SEEDED = ['users', 'challenges', 'transactions', 'challenge_stakes', 'ledger_accounts'];

console.log(
  `bench/seed at BENCH_SCALE=${SCALE}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
const cluster = await startBenchPostgres(55100, 100);
try {
  await cluster.createDatabases('bench_seed');
  const database = createDatabase(cluster.server.urlFor('bench_seed'), { max: 2 });
  try {
    await migrate(database.pool);
    const built = await buildReadData(database.db, { tag: 'bg', people: 100_000 * SCALE, challenges: 10_000 * SCALE, backingsPerChallenge: 100 });
    console.log(
      `built in ${built.seconds.toFixed(0)} s; ${built.inTrendingWindow.toLocaleString('en')} stakes in the trending window; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const { rows } = await sql<{ what: string; value: string }>`
      SELECT 'users' AS what, count(*)::text AS value FROM users
      UNION ALL SELECT 'challenges', count(*)::text FROM challenges
      UNION ALL SELECT 'challenges by category', string_agg(category_slug || ' ' || n, ', ' ORDER BY category_slug) FROM (SELECT category_slug, count(*) AS n FROM challenges GROUP BY 1) c
      UNION ALL SELECT 'stakes (count, tokens)', count(*) || ', ' || sum(amount) FROM challenge_stakes
      UNION ALL SELECT 'stakes by role and outcome', string_agg(role || '/' || outcome || ' ' || n, ', ' ORDER BY role, outcome) FROM (SELECT role, outcome, count(*) AS n FROM challenge_stakes GROUP BY 1, 2) s
      UNION ALL SELECT 'stakes by shard', string_agg(n::text, ' ' ORDER BY escrow_shard) FROM (SELECT escrow_shard, count(*) AS n FROM challenge_stakes GROUP BY 1) s
      UNION ALL SELECT 'distinct backers', count(DISTINCT user_id)::text FROM challenge_stakes
      UNION ALL SELECT 'transactions (count, tokens)', count(*) || ', ' || sum(amount_tokens) FROM transactions
      UNION ALL SELECT 'stakes without their transaction', count(*)::text FROM challenge_stakes s WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = s.transaction_id AND t.user_id = s.user_id AND t.amount_tokens = -s.amount)
      UNION ALL SELECT 'escrow accounts (count, tokens)', count(*) || ', ' || sum(balance) FROM ledger_accounts WHERE kind = 'escrow'
      UNION ALL SELECT 'escrow balances not their stakes', count(*)::text FROM (SELECT challenge_id, shard, balance FROM ledger_accounts WHERE kind = 'escrow') a FULL JOIN (SELECT challenge_id, escrow_shard, sum(amount) AS total FROM challenge_stakes GROUP BY 1, 2) s ON s.challenge_id = a.challenge_id AND s.escrow_shard = a.shard WHERE a.balance IS DISTINCT FROM s.total
      UNION ALL SELECT 'search words', count(*)::text FROM search_words
      UNION ALL SELECT 'indexes of the seeded tables (count, md5 of their definitions)', count(*) || ', ' || md5(string_agg(pg_get_indexdef(indexrelid), ';' ORDER BY indexrelid::regclass::text)) FROM pg_index WHERE indrelid = ANY(${SEEDED}::regclass[])
      UNION ALL SELECT 'their constraints (count, md5 of their definitions)', count(*) || ', ' || md5(string_agg(conname || ' ' || pg_get_constraintdef(oid) || (CASE WHEN convalidated THEN '' ELSE ' NOT VALID' END), ';' ORDER BY conname)) FROM pg_constraint WHERE conrelid = ANY(${SEEDED}::regclass[])
      UNION ALL SELECT 'sizes (stakes heap, its indexes; transactions heap, its indexes)', pg_size_pretty(pg_relation_size('challenge_stakes')) || ', ' || pg_size_pretty(pg_indexes_size('challenge_stakes')) || '; ' || pg_size_pretty(pg_relation_size('transactions')) || ', ' || pg_size_pretty(pg_indexes_size('transactions'))
      UNION ALL SELECT 'stakes heap order by challenge (correlation of challenge_id)', round(correlation::numeric, 2)::text FROM pg_stats WHERE tablename = 'challenge_stakes' AND attname = 'challenge_id'`.execute(database.db);
    for (const { what, value } of rows) console.log(`  ${what}: ${value}`);
  } finally {
    await database.close();
  }
} finally {
  await cluster.stop();
}
