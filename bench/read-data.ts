// bench/read-data: a database that looks lived-in for the read benches (bench/reads, bench/web), built in
// a few large INSERT … SELECT statements: people, active solo challenges created over the last 30 days in
// every category, each with its creator's stake and backings of 1–100 tokens, every stake with its
// transaction row and held in its challenge's escrow shards (balances = the stakes). The read queries
// compute totals from challenge_stakes, so that is what must be real; the ledger's transfer rows and the
// people's own pockets are not written (no ledger read is measured here; bench/backing covers the
// ledger's write path through the API).
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/client';
import { TRENDING_WINDOW_HOURS } from '../apps/server/src/modules/challenges/challenges.repo';
import { rebuildTrendingRollup } from '../apps/server/src/modules/challenges/trending.repo';
import { ESCROW_SHARDS } from '../apps/server/src/modules/ledger/ledger';

/** What each challenge's creator staked on succeeding (the solo player's own stake). */
const PLAYER_STAKE = 100;
/** A challenge is backed during its first week (or since it was created, when younger). */
const BACKING_DAYS = 7;

export interface ReadData {
  challengeIds: string[];
  /** Stakes the trending list adds up on every request (those of the last TRENDING_WINDOW_HOURS). */
  inTrendingWindow: number;
  seconds: number;
}

/**
 * `challenges` × `backingsPerChallenge` backings by `people` people (tag: their usernames' prefix, ≤ 12
 * characters). Challenge n's k-th backer is person (37n + k) mod people, so nobody backs one challenge
 * twice while backingsPerChallenge < people. Challenge n was created n/challenges × 30 days ago and is
 * backed during its first BACKING_DAYS, so about a fifth of the stakes fall in trending's 72-hour window
 * (the recent challenges' and the tail of last week's). Returns the challenge ids, newest first.
 */
export async function buildReadData(db: Db, { tag, people, challenges, backingsPerChallenge }: { tag: string; people: number; challenges: number; backingsPerChallenge: number }): Promise<ReadData> {
  if (backingsPerChallenge >= people) throw new Error("read-data: a challenge's creator and backers are different people, so backingsPerChallenge < people");
  const started = performance.now();
  // Each phase's wall time, printed as it ends: at BENCH_SCALE=10 the build takes minutes, and a run
  // cut short must still say how far it got.
  let phaseStarted = started;
  const phase = (name: string) => {
    const now = performance.now();
    console.log(`  read-data: ${name} in ${((now - phaseStarted) / 1000).toFixed(1)} s`);
    phaseStarted = now;
  };
  // The bench cluster is thrown away after the run: while it is being filled, no WAL flush waits and no
  // full-page images (10M stakes at BENCH_SCALE=10 wrote the same pages again after every checkpoint).
  // Put back, with a CHECKPOINT, before anything is measured.
  await seedOnlySettings(db, 'on');
  const challengeIds = await db.transaction().execute(async (tx) => {
    // Every reference is right by construction (the ids are chosen below and used as they are): the
    // foreign-key triggers would only re-check that, three lookups per stake.
    await sql`SET LOCAL session_replication_role = replica`.execute(tx);
    // Memory for this one session (the defaults are sized for many connections): the people hash joined
    // into 10M stakes, the sort of 10M transaction ids and the escrow GROUP BY stay in memory instead of
    // spilling to disk, and the stakes' temporary table (~1.4 GB at BENCH_SCALE=10) stays in local buffers
    // (temp_buffers counts only before the session's first temporary table, hence first).
    for (const [name, value] of Object.entries(SEED_SESSION_MEMORY)) await sql.raw(`SET LOCAL ${name} = '${value}'`).execute(tx);
    // Ids chosen up front in temporary tables, then each table filled by one INSERT … SELECT.
    await sql`
      CREATE TEMP TABLE read_people ON COMMIT DROP AS
      SELECT g AS n, gen_random_uuid() AS id FROM generate_series(0, ${people - 1}) g`.execute(tx);
    await sql`CREATE UNIQUE INDEX ON read_people (n)`.execute(tx);
    // Challenge n is created by person (37n + backingsPerChallenge) mod people: never one of its backers.
    await sql`
      CREATE TEMP TABLE read_challenges ON COMMIT DROP AS
      SELECT g AS n, gen_random_uuid() AS id, now() - (g::float8 / ${challenges}) * interval '30 days' AS created_at, p.id AS creator
      FROM generate_series(0, ${challenges - 1}) g JOIN read_people p ON p.n = (g * 37 + ${backingsPerChallenge}) % ${people}`.execute(tx);
    // The creator's own stake (shard 0, as the API takes it) and the backings.
    await sql`
      CREATE TEMP TABLE read_stakes ON COMMIT DROP AS
      SELECT gen_random_uuid() AS transaction_id, c.id AS challenge_id, c.creator AS user_id, 'player_a' AS role,
             ${PLAYER_STAKE}::bigint AS amount, 'solo_succeeds' AS outcome, 0::smallint AS shard, c.created_at,
             'challenge_creation_stake_a' AS type
      FROM read_challenges c
      UNION ALL
      SELECT gen_random_uuid(), c.id, p.id, 'backer',
             1 + (hashint4(c.n * 131 + k) & 2147483647) % 100,
             CASE WHEN k % 2 = 0 THEN 'solo_succeeds' ELSE 'solo_fails' END,
             (k % ${ESCROW_SHARDS})::smallint,
             c.created_at + ((hashint4(c.n * 7 + k) & 2147483647) / 2147483647.0) * LEAST(now() - c.created_at, ${BACKING_DAYS} * interval '1 day'),
             'challenge_stake'
      FROM read_challenges c
      CROSS JOIN generate_series(0, ${backingsPerChallenge - 1}) k
      JOIN read_people p ON p.n = (c.n * 37 + k) % ${people}`.execute(tx);
    phase('read_stakes (temp)');
    // The tables' indexes (as the migrations defined them) are built once at the end: a sort is many times
    // faster than millions of inserts at random places of each index (the stakes' primary key is a random
    // UUID: at 10M rows each insert landed on a random page of a 300+ MB index, larger than shared_buffers).
    const rebuild = await dropIndexesForLoad(tx, ['users', 'challenges', 'transactions', 'challenge_stakes', 'ledger_accounts']);
    await sql`
      INSERT INTO users (id, name, email, email_verified, username, display_username, is_adult_confirmed, created_at, updated_at)
      SELECT id, ${tag} || ' ' || n, ${tag} || '-' || n || '@read.example', true, ${tag} || '_' || n, ${tag} || '_' || n, true, now() - interval '60 days', now() - interval '60 days'
      FROM read_people`.execute(tx);
    phase('users');
    await sql`
      INSERT INTO challenges (id, title, description, type, status, category_slug, start_date, end_date, created_at, updated_at, created_by_user_id, player_a_id, player_a_stake)
      SELECT c.id, 'Challenge ' || c.n || ': ' || (ARRAY['10K steps a day', 'Beat me at FIFA', 'Read 5 books', 'No sugar for a month', 'Run a half marathon'])[1 + c.n % 5],
             'A read-bench challenge with backers on both sides.', 'solo', 'active', cat.slug,
             c.created_at, c.created_at + interval '40 days', c.created_at, c.created_at, c.creator, c.creator, ${PLAYER_STAKE}
      FROM read_challenges c
      JOIN (SELECT slug, row_number() OVER (ORDER BY sort_order) - 1 AS i, count(*) OVER () AS total FROM categories) cat ON cat.i = c.n % cat.total`.execute(tx);
    phase('challenges');
    // The words search matches typos against (migration 0023's trigger fills it on every write; the
    // replica role above turns triggers off here).
    await sql`INSERT INTO search_words (word) SELECT DISTINCT w FROM challenges, unnest(search_words) AS w ON CONFLICT DO NOTHING`.execute(tx);
    await sql`
      INSERT INTO transactions (id, user_id, type, status, amount_tokens, created_at, updated_at)
      SELECT transaction_id, user_id, type, 'completed', -amount, created_at, created_at FROM read_stakes ORDER BY transaction_id`.execute(tx);
    phase('transactions');
    // In challenge order, as the seed always wrote them (a challenge's stakes share a few heap pages); the
    // stakes' ids are left to the column's default, gen_random_uuid(), as the API's are.
    await sql`
      INSERT INTO challenge_stakes (challenge_id, user_id, role, outcome, amount, from_bonus, from_cash, escrow_shard, transaction_id, created_at)
      SELECT challenge_id, user_id, role, outcome, amount, 0, amount, shard, transaction_id, created_at FROM read_stakes ORDER BY challenge_id, user_id`.execute(tx);
    phase('challenge_stakes');
    await sql`
      INSERT INTO ledger_accounts (kind, challenge_id, shard, balance)
      SELECT 'escrow', challenge_id, shard, SUM(amount) FROM read_stakes GROUP BY challenge_id, shard`.execute(tx);
    phase('escrow accounts');
    for (const definition of rebuild) await sql.raw(definition).execute(tx);
    phase('indexes and their constraints rebuilt');
    const { rows } = await sql<{ id: string }>`SELECT id FROM read_challenges ORDER BY n`.execute(tx);
    return rows.map((row) => row.id);
  });
  phase('committed');
  // Stakes written with past dates: the trending roll-up is rebuilt from them, as its job keeps it when
  // stakes come in through the API (the steady state the list is measured in).
  await rebuildTrendingRollup(db);
  phase('trending roll-up');
  // A database that has been live a while has been vacuumed and analysed: plans and index-only scans as in
  // production. Still with the seed's settings: VACUUM sets every page's hint bits, which (data checksums
  // are on) writes a full-page image of each page, and its small buffer ring waits for a WAL flush
  // whenever it reuses a dirtied buffer.
  for (const table of ['users', 'challenges', 'search_words', 'transactions', 'challenge_stakes', 'ledger_accounts', 'challenge_trending_rollup']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  phase('VACUUM ANALYZE');
  await seedOnlySettings(db, 'off');
  phase('settings put back (CHECKPOINT)');
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM challenge_stakes WHERE created_at > now() - make_interval(hours => ${TRENDING_WINDOW_HOURS})`.execute(db);
  return { challengeIds, inTrendingWindow: rows[0]!.n, seconds };
}

/**
 * Drops every index of `tables` except those a foreign key references (dropping those would drop the
 * foreign keys, and re-adding them re-checks every row) and those in KEPT_DURING_LOAD, and returns the
 * statements that put them back, read from the catalog: a PRIMARY KEY or UNIQUE constraint is added
 * again as a constraint (its index build still refuses any duplicate), a plain index is created again.
 */
async function dropIndexesForLoad(tx: Db, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ table: string; index: string; constraint: string | null; definition: string }>`
    SELECT i.indrelid::regclass::text AS table, i.indexrelid::regclass::text AS index, c.conname AS constraint,
           coalesce(pg_get_constraintdef(c.oid), pg_get_indexdef(i.indexrelid)) AS definition
    FROM pg_index i
    LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x')
    WHERE i.indrelid = ANY(${tables}::regclass[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = i.indexrelid)
      AND NOT (i.indexrelid::regclass::text = ANY(${[...KEPT_DURING_LOAD]}::text[]))`.execute(tx);
  for (const row of rows) {
    if (row.constraint) await sql`ALTER TABLE ${sql.table(row.table)} DROP CONSTRAINT ${sql.id(row.constraint)}`.execute(tx);
    else await sql`DROP INDEX ${sql.id(row.index)}`.execute(tx);
  }
  return rows.map((row) => (row.constraint ? `ALTER TABLE ${row.table} ADD CONSTRAINT ${row.constraint} ${row.definition}` : row.definition));
}

/** Indexes a row's insert itself reads: challenge_short_code(), the short code's default, looks its draw up there. */
const KEPT_DURING_LOAD = new Set(['challenges_short_code_key']);

/** SET LOCAL for the seed's transaction (see where it is used). */
const SEED_SESSION_MEMORY = { temp_buffers: '2GB', work_mem: '1GB', maintenance_work_mem: '1GB' };

/**
 * Cluster settings for the seed only (the bench clusters are throw-away): fsync and full_page_writes off,
 * and room for the whole load's WAL between checkpoints. 'off' puts the defaults back and checkpoints, so
 * the figures measured afterwards pay for their WAL flushes as a real server does.
 */
async function seedOnlySettings(db: Db, state: 'on' | 'off'): Promise<void> {
  const settings = { fsync: 'off', full_page_writes: 'off', max_wal_size: "'32GB'", checkpoint_timeout: "'1h'" };
  for (const [name, value] of Object.entries(settings)) {
    if (state === 'on') await sql.raw(`ALTER SYSTEM SET ${name} = ${value}`).execute(db);
    else await sql.raw(`ALTER SYSTEM RESET ${name}`).execute(db);
  }
  await sql`SELECT pg_reload_conf()`.execute(db);
  if (state === 'off') await sql`CHECKPOINT`.execute(db);
}
