// SQL of the ledger. Nothing else in the code base touches ledger_accounts or ledger_transfers.
// Set-based on purpose: a movement of any size is a fixed number of round trips (find the accounts,
// lock them, apply the deltas and write the transfers), whether it has 2 legs or 200,000.
import { MAY_GO_NEGATIVE_KINDS, type LedgerAccountKind, type LegKinds, type PlatformAccountKind } from '@changamoto/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import { named, type Db } from '../../db/client';

export type { PlatformAccountKind };

/** An account named by what it is: a user's pocket, a challenge's escrow shard or a platform account. */
export type AccountKey = { kind: 'user_cash' | 'user_bonus'; userId: string } | { kind: 'escrow'; challengeId: string; shard: number } | { kind: PlatformAccountKind };

const keyOwner = (k: AccountKey): string | null => ('userId' in k ? k.userId : 'challengeId' in k ? k.challengeId : null);
const keyShard = (k: AccountKey): number => ('shard' in k ? k.shard : 0);

/**
 * One query for any number of accounts; the three kinds of owner each use their own unique index. Each
 * key is looked up on its own (LATERAL … LIMIT 1, which the planner cannot turn into a join): as plain
 * joins, bench:backing after a VACUUM ANALYZE spent ~7 ms a call here (spread backing fell from ~1,000
 * to ~350 a second); looked up one by one, ~0.2 ms. (A test with the same table sizes got index plans
 * either way: which statistics tipped the planner is not pinned down.) As SQL, for lookup() and
 * lockAccountsByKey(): a row (i, id) per key that exists, i its 1-based position in `keys`.
 */
function foundAccounts(keys: AccountKey[]): RawBuilder<{ i: string; id: string }> {
  return sql`
    WITH k AS MATERIALIZED (
      SELECT * FROM unnest(${keys.map((k) => k.kind)}::text[], ${keys.map(keyOwner)}::uuid[], ${keys.map(keyShard)}::smallint[])
        WITH ORDINALITY AS k(kind, owner, shard, i)
    )
    SELECT k.i, a.id FROM k CROSS JOIN LATERAL (SELECT a.id FROM ledger_accounts a WHERE a.user_id = k.owner AND a.kind = k.kind LIMIT 1) a
    WHERE k.kind IN ('user_cash', 'user_bonus')
    UNION ALL
    SELECT k.i, a.id FROM k CROSS JOIN LATERAL (SELECT a.id FROM ledger_accounts a WHERE a.challenge_id = k.owner AND a.shard = k.shard AND a.kind = 'escrow' LIMIT 1) a
    WHERE k.kind = 'escrow'
    UNION ALL
    SELECT k.i, a.id FROM k CROSS JOIN LATERAL (SELECT a.id FROM ledger_accounts a WHERE a.kind = k.kind AND a.user_id IS NULL AND a.challenge_id IS NULL LIMIT 1) a
    WHERE k.kind NOT IN ('user_cash', 'user_bonus', 'escrow')`;
}

async function lookup(tx: Db, keys: AccountKey[]): Promise<(string | undefined)[]> {
  const { rows } = await sql<{ i: string; id: string }>`${named('ledger-lookup')}${foundAccounts(keys)}`.execute(tx);
  const ids: (string | undefined)[] = new Array(keys.length);
  for (const row of rows) ids[Number(row.i) - 1] = String(row.id);
  return ids;
}

/**
 * Account ids for `keys` (same order), creating user pockets and escrow shards on first use. The usual
 * case is one query; a first use adds an INSERT … ON CONFLICT DO NOTHING and a second lookup.
 */
export async function resolveAccounts(tx: Db, keys: AccountKey[]): Promise<string[]> {
  return (await resolveAccountsWhere(tx, keys, () => true)) as string[];
}

/** Each account named once: the distinct keys, each key's place among them, and a name's place. */
function distinctKeys(keys: AccountKey[]): { distinct: AccountKey[]; position: number[]; unique: Map<string, number> } {
  const unique = new Map<string, number>();
  const position = keys.map((k) => {
    const name = nameOf(k);
    if (!unique.has(name)) unique.set(name, unique.size);
    return unique.get(name)!;
  });
  const distinct: AccountKey[] = new Array(unique.size);
  keys.forEach((k, i) => (distinct[position[i]!] = k));
  return { distinct, position, unique };
}

/**
 * resolveAccounts, but a missing account is created only if `create(key, found)` says so (else its id
 * is undefined): a spend need not create the pocket it will not take from. `found(other)` tells
 * whether another key exists already.
 */
export async function resolveAccountsWhere(tx: Db, keys: AccountKey[], create: (key: AccountKey, found: (other: AccountKey) => boolean) => boolean): Promise<(string | undefined)[]> {
  // A settlement names the same escrow shards and platform accounts thousands of times: ask once each.
  const { distinct, position, unique } = distinctKeys(keys);
  const ids = await resolveDistinct(tx, distinct, (key, found) => create(key, (other) => found[unique.get(nameOf(other))!] !== undefined));
  return position.map((p) => ids[p]);
}

/**
 * The accounts of a batch of spends, found and locked in ascending id order (the one order), in as few
 * round trips as it can (issue #21 §3, decision 044). A person's pocket is made only when they have
 * neither (so that a newcomer's frozen flag can be read), an escrow shard whenever it is missing.
 * - Nothing to make (the usual case once a challenge's shards exist): one statement finds and locks.
 * - Something to make: that statement only finds (it locks nothing), then the missing accounts are made
 *   and everything is locked in id order, as resolveAccountsWhere() then lockAccounts() do — so no
 *   transaction ever waits on another's new account while holding locks of its own.
 */
export async function lockSpendAccounts(tx: Db, keys: AccountKey[]): Promise<{ ids: (string | undefined)[]; locked: Map<string, LockedAccount> }> {
  const { distinct, position, unique } = distinctKeys(keys);
  // Each group needs one account found: a person's two pockets are one group, any other account its own.
  const groups = distinct.map((k, i) => ('userId' in k ? `person:${k.userId}` : `account:${i}`));
  const { rows } = await sql<Partial<LockedRow> & { i: string; id: string; locked: boolean }>`${named('ledger-lookup-and-lock')}
    WITH found AS MATERIALIZED (${foundAccounts(distinct)}),
    complete AS MATERIALIZED (
      SELECT NOT EXISTS (
        SELECT 1 FROM unnest(${groups}::text[]) WITH ORDINALITY AS g(grp, i) LEFT JOIN found f ON f.i = g.i
        GROUP BY g.grp HAVING count(f.i) = 0
      ) AS ok
    ),
    locked AS MATERIALIZED (
      SELECT a.id, a.kind, a.balance, COALESCE(u.balance_frozen, false) AS frozen, COALESCE(u.is_adult_confirmed, true) AS adult,
        (u.id IS NULL OR u.username IS NOT NULL) AS has_username
      FROM found f JOIN ledger_accounts a ON a.id = f.id LEFT JOIN users u ON u.id = a.user_id
      WHERE (SELECT ok FROM complete)
      ORDER BY a.id
      FOR UPDATE OF a
    )
    SELECT f.i, f.id, l.kind, l.balance, l.frozen, l.adult, l.has_username, l.id IS NOT NULL AS locked
    FROM found f LEFT JOIN locked l ON l.id = f.id`.execute(tx);
  const ids: (string | undefined)[] = new Array(distinct.length);
  for (const row of rows) ids[Number(row.i) - 1] = String(row.id);
  if (rows.every((row) => row.locked)) {
    return { ids: position.map((p) => ids[p]), locked: toLocked(rows as LockedRow[]) };
  }
  const exists = (other: AccountKey) => ids[unique.get(nameOf(other))!] !== undefined;
  const resolved = await createMissing(tx, distinct, ids, (key) => ('userId' in key ? !exists({ kind: key.kind === 'user_bonus' ? 'user_cash' : 'user_bonus', userId: key.userId }) : true));
  const locked = await lockAccounts(tx, [...new Set(resolved.filter((id): id is string => id !== undefined))].sort(byId));
  return { ids: position.map((p) => resolved[p]), locked };
}

const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

const nameOf = (k: AccountKey) => `${k.kind}:${keyOwner(k) ?? ''}:${keyShard(k)}`;

async function resolveDistinct(tx: Db, keys: AccountKey[], create: (key: AccountKey, found: (string | undefined)[]) => boolean): Promise<(string | undefined)[]> {
  const ids = await lookup(tx, keys);
  return createMissing(tx, keys, ids, (key) => create(key, ids));
}

/** `ids` (of `keys`, as looked up) with the missing accounts that `create` asks for made (and the ones another transaction made meanwhile found). */
async function createMissing(tx: Db, keys: AccountKey[], ids: (string | undefined)[], create: (key: AccountKey) => boolean): Promise<(string | undefined)[]> {
  const missing = keys.filter((key, i) => ids[i] === undefined && create(key));
  if (!missing.length) return ids;
  const pockets = missing.filter((k): k is Extract<AccountKey, { userId: string }> => 'userId' in k);
  const shards = missing.filter((k): k is Extract<AccountKey, { challengeId: string }> => 'challengeId' in k);
  // Each INSERT hands back the ids it created (a stake batch's new escrow shard: no second lookup, one
  // round trip less, issue #21 §3); only a key it did not create (another transaction's at the same
  // moment, or a platform account) is looked up again.
  const createdIds = new Map<AccountKey, string | undefined>();
  if (pockets.length) {
    const { rows } = await sql<{ id: string; kind: string; user_id: string }>`
      INSERT INTO ledger_accounts (kind, user_id)
      SELECT * FROM unnest(${pockets.map((k) => k.kind)}::text[], ${pockets.map((k) => k.userId)}::uuid[])
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING
      RETURNING id, kind, user_id`.execute(tx);
    const byName = new Map(rows.map((row) => [`${row.kind}:${row.user_id}`, String(row.id)]));
    for (const k of pockets) if (byName.has(`${k.kind}:${k.userId}`)) createdIds.set(k, byName.get(`${k.kind}:${k.userId}`));
  }
  if (shards.length) {
    const { rows } = await sql<{ id: string; challenge_id: string; shard: number }>`
      INSERT INTO ledger_accounts (kind, challenge_id, shard)
      SELECT 'escrow', * FROM unnest(${shards.map((k) => k.challengeId)}::uuid[], ${shards.map((k) => k.shard)}::smallint[])
      ON CONFLICT (challenge_id, shard) WHERE kind = 'escrow' DO NOTHING
      RETURNING id, challenge_id, shard`.execute(tx);
    const byName = new Map(rows.map((row) => [`${row.challenge_id}:${row.shard}`, String(row.id)]));
    for (const k of shards) if (byName.has(`${k.challengeId}:${k.shard}`)) createdIds.set(k, byName.get(`${k.challengeId}:${k.shard}`));
  }
  // Only the missing ones again (a settlement may create 50k bonus pockets next to 50k it found).
  const notCreated = missing.filter((key) => !createdIds.has(key));
  if (notCreated.length) {
    const found = await lookup(tx, notCreated);
    notCreated.forEach((key, i) => createdIds.set(key, found[i]));
  }
  return keys.map((key, i) => {
    if (ids[i] !== undefined || !createdIds.has(key)) return ids[i];
    const found = createdIds.get(key);
    if (found === undefined) throw new Error(`ledger: no account for ${JSON.stringify(key)}`); // a platform account the migrations did not create
    return found;
  });
}

export interface LockedAccount {
  kind: LedgerAccountKind;
  balance: bigint;
  /** The owner's balance is frozen (DOMAIN.md §6); always false for escrow and platform accounts. */
  frozen: boolean;
  /** The owner confirmed being 18 or older (DOMAIN.md §7); always true for escrow and platform accounts. */
  adultConfirmed: boolean;
  /** The owner has a username (issue #24 item 1); always true for escrow and platform accounts. */
  named: boolean;
}

/**
 * Row locks in ascending id order, the one order every movement uses, so two movements never deadlock.
 * Returns each account's balance as of the lock (nobody else can change it until we commit).
 */
export async function lockAccounts(tx: Db, accountIds: string[]): Promise<Map<string, LockedAccount>> {
  const { rows } = await sql<LockedRow>`${named('ledger-lock-accounts')}
    SELECT a.id, a.kind, a.balance, COALESCE(u.balance_frozen, false) AS frozen, COALESCE(u.is_adult_confirmed, true) AS adult,
      (u.id IS NULL OR u.username IS NOT NULL) AS has_username
    FROM ledger_accounts a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.id = ANY(${accountIds}::bigint[])
    ORDER BY a.id
    FOR UPDATE OF a`.execute(tx);
  return toLocked(rows);
}

interface LockedRow {
  id: string;
  kind: LedgerAccountKind;
  balance: string;
  frozen: boolean;
  adult: boolean;
  has_username: boolean;
}

function toLocked(rows: LockedRow[]): Map<string, LockedAccount> {
  return new Map(rows.map((row) => [String(row.id), { kind: row.kind, balance: BigInt(row.balance), frozen: row.frozen, adultConfirmed: row.adult, named: row.has_username }]));
}

export interface TransferRow {
  debitAccountId: string;
  creditAccountId: string;
  amount: bigint;
  kind: string;
  transactionId: string | null;
}

/**
 * The net change of every (already locked and checked) account and the transfer rows (and, if given,
 * the statements that write their transaction rows and what records them), in one statement.
 * The balance CHECK of ledger_accounts stays the last line of defence.
 */
export async function applyDeltasAndTransfers(tx: Db, deltas: Map<string, bigint>, transfers: TransferRow[], { rows = [] }: { rows?: RawBuilder<unknown>[] } = {}): Promise<void> {
  const changed = [...deltas].filter(([, delta]) => delta !== 0n);
  // `rows`: the transaction rows the transfers belong to (and what records them, a batch's stake rows),
  // written by the same statement: their foreign keys are checked at the statement's end, when all are there.
  const written = rows.map((insert, i) => sql`${sql.raw(`written_${i}`)} AS (${insert}), `);
  await sql`${named(rows.length ? `ledger-apply-with-rows-${rows.length}` : 'ledger-apply')}
    WITH ${sql.join(written, sql``)}moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM unnest(${changed.map(([id]) => id)}::bigint[], ${changed.map(([, delta]) => delta.toString())}::bigint[]) AS d(id, delta)
      WHERE a.id = d.id
    )
    INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, transaction_id)
    SELECT * FROM unnest(${transfers.map((t) => t.debitAccountId)}::bigint[], ${transfers.map((t) => t.creditAccountId)}::bigint[],
                         ${transfers.map((t) => t.amount.toString())}::bigint[], ${transfers.map((t) => t.kind)}::text[],
                         ${transfers.map((t) => t.transactionId)}::uuid[])`.execute(tx);
}

/** Whether a person confirmed being 18 or older (DOMAIN.md §7) and has a username (issue #24 item 1); false for no such person. */
export async function readinessForTokens(db: Db, userId: string): Promise<{ adult: boolean; named: boolean }> {
  const row = await db.selectFrom('users').select(['is_adult_confirmed', 'username']).where('id', '=', userId).executeTakeFirst();
  return { adult: row?.is_adult_confirmed ?? false, named: Boolean(row?.username) };
}

export async function userBalances(db: Db, userId: string): Promise<{ cash: bigint; bonus: bigint }> {
  const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { cash: of('user_cash'), bonus: of('user_bonus') };
}

// Movements as rows of SQL (moveRows in ledger.ts): the same steps as move() — find or create the accounts,
// lock them in ascending id order, check, write the net deltas and one transfer per movement — done in
// PostgreSQL over temporary tables, so a movement of 100k legs never travels through Node. An account is
// named by (kind, owner, shard): owner is the user id of a pocket, the challenge id of an escrow shard and
// NO_OWNER for a platform account (a real value, so the joins below can hash on it).
const NO_OWNER = '00000000-0000-0000-0000-000000000000';
const USER_KINDS = sql`('user_cash', 'user_bonus')`;

/**
 * The caller's rows, materialised once (columns as MovementRow, ledger.ts), and every account they name,
 * found or created (user pockets and escrow shards, as resolveAccounts does); then each movement with
 * its two account ids. Four statements whatever the number of rows.
 */
export async function stageMovements(tx: Db, rows: RawBuilder<unknown>): Promise<void> {
  await sql`
    CREATE TEMP TABLE ledger_moves ON COMMIT DROP AS
    SELECT m.from_kind::text AS from_kind, COALESCE(m.from_owner::uuid, ${NO_OWNER}::uuid) AS from_owner, COALESCE(m.from_shard, 0)::smallint AS from_shard,
           m.to_kind::text AS to_kind, COALESCE(m.to_owner::uuid, ${NO_OWNER}::uuid) AS to_owner, COALESCE(m.to_shard, 0)::smallint AS to_shard,
           m.amount::bigint AS amount, m.kind::text AS kind, m.transaction_id::uuid AS transaction_id
    FROM (${rows}) m`.execute(tx);
  const keys = sql`(SELECT from_kind AS kind, from_owner AS owner, from_shard AS shard FROM ledger_moves UNION SELECT to_kind, to_owner, to_shard FROM ledger_moves)`;
  await sql`
    WITH pockets AS (
      INSERT INTO ledger_accounts (kind, user_id)
      SELECT k.kind, k.owner FROM ${keys} k
      WHERE k.kind IN ${USER_KINDS} AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.user_id = k.owner AND a.kind = k.kind)
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING
    )
    INSERT INTO ledger_accounts (kind, challenge_id, shard)
    SELECT 'escrow', k.owner, k.shard FROM ${keys} k
    WHERE k.kind = 'escrow' AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.challenge_id = k.owner AND a.shard = k.shard AND a.kind = 'escrow')
    ON CONFLICT (challenge_id, shard) WHERE kind = 'escrow' DO NOTHING`.execute(tx);
  // The three kinds of owner each use their own unique index (as lookup() does).
  await sql`
    CREATE TEMP TABLE ledger_move_accounts ON COMMIT DROP AS
    WITH k AS MATERIALIZED ${keys}
    SELECT k.kind, k.owner, k.shard, a.id FROM k JOIN ledger_accounts a ON a.user_id = k.owner AND a.kind = k.kind WHERE k.kind IN ${USER_KINDS}
    UNION ALL
    SELECT k.kind, k.owner, k.shard, a.id FROM k JOIN ledger_accounts a ON a.challenge_id = k.owner AND a.shard = k.shard AND a.kind = 'escrow' WHERE k.kind = 'escrow'
    UNION ALL
    SELECT k.kind, k.owner, k.shard, a.id FROM k JOIN ledger_accounts a ON a.kind = k.kind AND a.user_id IS NULL AND a.challenge_id IS NULL
    WHERE k.kind NOT IN ${USER_KINDS} AND k.kind <> 'escrow' AND k.owner = ${NO_OWNER}::uuid`.execute(tx);
  // A movement naming an account that does not exist (and cannot be made) gets NULL ids: checked below.
  await sql`
    CREATE TEMP TABLE ledger_moves_resolved ON COMMIT DROP AS
    SELECT m.*, d.id AS debit_id, c.id AS credit_id
    FROM ledger_moves m
    LEFT JOIN ledger_move_accounts d ON d.kind = m.from_kind AND d.owner = m.from_owner AND d.shard = m.from_shard
    LEFT JOIN ledger_move_accounts c ON c.kind = m.to_kind AND c.owner = m.to_owner AND c.shard = m.to_shard`.execute(tx);
}

export interface StagedCheck {
  /** How many movements were staged. */
  movements: number;
  /** Movements naming an account that does not exist (a platform account the migrations did not create). */
  unknown: number;
  /** Movements that are not a whole amount above 0 between two different accounts, or move a person's tokens without a transaction row. */
  invalid: number;
  /** Accounts of the movements whose owner's balance is frozen. */
  frozen: number;
  /** Owners of the movements' accounts who have not confirmed they are 18 or older (counted only when asked). */
  unconfirmed: number;
  /** Owners of the movements' accounts who have no username yet (counted only when asked, as unconfirmed). */
  unnamed: number;
  /** Accounts that may not go negative and would. */
  overdrawn: number;
  /** Movements whose pair of account kinds the catalogue does not list for the batch's type (counted only when given). */
  unlisted: number;
}

/** The net change of every account of the staged movements. */
const STAGED_DELTAS = sql`(
  SELECT id, sum(delta) AS delta FROM (
    SELECT debit_id AS id, -amount AS delta FROM ledger_moves_resolved
    UNION ALL
    SELECT credit_id, amount FROM ledger_moves_resolved
  ) legs GROUP BY id)`;

/**
 * Row locks on every account of the staged movements in ascending id order (the one order every
 * movement uses), and then, on the balances as locked, what move() checks — counted, in one statement.
 * The frozen owners are few (users_frozen_idx), and so are the accounts with a net debit (one index
 * lookup each), so no step joins every account with its owner.
 */
export async function lockAndCheckStaged(tx: Db, { adults, allowed }: { adults: boolean; allowed?: readonly LegKinds[] }): Promise<StagedCheck> {
  // Only for a person's own movement: a compensation (a settlement of 100k stakes) never pays for this look-up.
  const unconfirmed = adults
    ? sql`(SELECT count(*)::int FROM users u
       WHERE NOT u.is_adult_confirmed AND u.id IN (SELECT k.owner FROM ledger_move_accounts k WHERE k.kind IN ${USER_KINDS}))`
    : sql`0`;
  // The catalogue's legs for the batch's type (money-movements.ts): any other pair of kinds is a bug.
  const unlisted = allowed
    ? sql`(SELECT count(*)::int FROM ledger_moves_resolved m
       WHERE (m.from_kind, m.to_kind) NOT IN (SELECT * FROM unnest(${allowed.map((l) => l.from)}::text[], ${allowed.map((l) => l.to)}::text[])))`
    : sql`0`;
  const unnamed = adults
    ? sql`(SELECT count(*)::int FROM users u
       WHERE u.username IS NULL AND u.id IN (SELECT k.owner FROM ledger_move_accounts k WHERE k.kind IN ${USER_KINDS}))`
    : sql`0`;
  const { rows } = await sql<StagedCheck>`
    WITH locked AS MATERIALIZED (
      SELECT a.id, a.kind, a.balance FROM ledger_accounts a WHERE a.id IN (SELECT id FROM ledger_move_accounts) ORDER BY a.id FOR UPDATE OF a
    ), deltas AS MATERIALIZED ${STAGED_DELTAS}
    SELECT
      (SELECT count(*)::int FROM ledger_moves_resolved) AS movements,
      (SELECT count(*)::int FROM ledger_moves_resolved WHERE debit_id IS NULL OR credit_id IS NULL) AS unknown,
      (SELECT count(*)::int FROM ledger_moves_resolved
       WHERE amount IS NULL OR amount <= 0 OR kind IS NULL OR debit_id = credit_id
          OR (transaction_id IS NULL AND (from_kind IN ${USER_KINDS} OR to_kind IN ${USER_KINDS}))) AS invalid,
      (SELECT count(*)::int FROM users u
       WHERE u.balance_frozen AND u.id IN (SELECT k.owner FROM ledger_move_accounts k WHERE k.kind IN ${USER_KINDS})) AS frozen,
      ${unconfirmed} AS unconfirmed,
      ${unlisted} AS unlisted,
      ${unnamed} AS unnamed,
      (SELECT count(*)::int FROM deltas d
       WHERE d.delta < 0
         AND (SELECT l.kind <> ALL(${MAY_GO_NEGATIVE_KINDS}::text[]) AND l.balance + d.delta < 0 FROM locked l WHERE l.id = d.id)) AS overdrawn,
      (SELECT count(*)::int FROM locked) AS locked`.execute(tx);
  return rows[0]!;
}

/** The net deltas and one append-only transfer row per staged movement, in one statement; then the staging goes. */
export async function applyStagedMovements(tx: Db): Promise<void> {
  await sql`
    WITH moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM ${STAGED_DELTAS} d
      WHERE a.id = d.id AND d.delta <> 0
    )
    INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, transaction_id)
    SELECT debit_id, credit_id, amount, kind, transaction_id FROM ledger_moves_resolved`.execute(tx);
  await dropStaging(tx);
}

/** The staging tables go at commit anyway; dropped at once so a transaction may stage again. */
export async function dropStaging(tx: Db): Promise<void> {
  await sql`DROP TABLE IF EXISTS ledger_moves, ledger_move_accounts, ledger_moves_resolved`.execute(tx);
}
