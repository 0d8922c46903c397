// SQL of the ledger. Nothing else in the code base touches ledger_accounts or ledger_transfers.
// Set-based on purpose: a movement of any size is a fixed number of round trips (find the accounts,
// lock them, apply the deltas and write the transfers), whether it has 2 legs or 200,000.
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { LedgerAccountKind } from '../../db/schema';

export type PlatformAccountKind = Exclude<LedgerAccountKind, 'user_cash' | 'user_bonus' | 'escrow'>;

/** An account named by what it is: a user's pocket, a challenge's escrow shard or a platform account. */
export type AccountKey =
  | { kind: 'user_cash' | 'user_bonus'; userId: string }
  | { kind: 'escrow'; challengeId: string; shard: number }
  | { kind: PlatformAccountKind };

const keyOwner = (k: AccountKey): string | null => ('userId' in k ? k.userId : 'challengeId' in k ? k.challengeId : null);
const keyShard = (k: AccountKey): number => ('shard' in k ? k.shard : 0);

/** One query for any number of accounts; the three kinds of owner each use their own unique index. */
async function lookup(tx: Db, keys: AccountKey[]): Promise<(string | undefined)[]> {
  const { rows } = await sql<{ i: string; id: string }>`
    WITH k AS MATERIALIZED (
      SELECT * FROM unnest(${keys.map((k) => k.kind)}::text[], ${keys.map(keyOwner)}::uuid[], ${keys.map(keyShard)}::smallint[])
        WITH ORDINALITY AS k(kind, owner, shard, i)
    )
    SELECT k.i, a.id FROM k JOIN ledger_accounts a ON a.user_id = k.owner AND a.kind = k.kind WHERE k.kind IN ('user_cash', 'user_bonus')
    UNION ALL
    SELECT k.i, a.id FROM k JOIN ledger_accounts a ON a.challenge_id = k.owner AND a.shard = k.shard AND a.kind = 'escrow' WHERE k.kind = 'escrow'
    UNION ALL
    SELECT k.i, a.id FROM k JOIN ledger_accounts a ON a.kind = k.kind AND a.user_id IS NULL AND a.challenge_id IS NULL
    WHERE k.kind NOT IN ('user_cash', 'user_bonus', 'escrow')`.execute(tx);
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

/**
 * resolveAccounts, but a missing account is created only if `create(key, found)` says so (else its id
 * is undefined): a spend need not create the pocket it will not take from. `found(other)` tells
 * whether another key exists already.
 */
export async function resolveAccountsWhere(tx: Db, keys: AccountKey[], create: (key: AccountKey, found: (other: AccountKey) => boolean) => boolean): Promise<(string | undefined)[]> {
  // A settlement names the same escrow shards and platform accounts thousands of times: ask once each.
  const unique = new Map<string, number>();
  const position = keys.map((k) => {
    const name = nameOf(k);
    if (!unique.has(name)) unique.set(name, unique.size);
    return unique.get(name)!;
  });
  const distinct: AccountKey[] = new Array(unique.size);
  keys.forEach((k, i) => (distinct[position[i]!] = k));
  const ids = await resolveDistinct(tx, distinct, (key, found) => create(key, (other) => found[unique.get(nameOf(other))!] !== undefined));
  return position.map((p) => ids[p]);
}

const nameOf = (k: AccountKey) => `${k.kind}:${keyOwner(k) ?? ''}:${keyShard(k)}`;

async function resolveDistinct(tx: Db, keys: AccountKey[], create: (key: AccountKey, found: (string | undefined)[]) => boolean): Promise<(string | undefined)[]> {
  const ids = await lookup(tx, keys);
  const missing = keys.filter((key, i) => ids[i] === undefined && create(key, ids));
  if (!missing.length) return ids;
  const pockets = missing.filter((k): k is Extract<AccountKey, { userId: string }> => 'userId' in k);
  const shards = missing.filter((k): k is Extract<AccountKey, { challengeId: string }> => 'challengeId' in k);
  if (pockets.length) {
    await sql`
      INSERT INTO ledger_accounts (kind, user_id)
      SELECT * FROM unnest(${pockets.map((k) => k.kind)}::text[], ${pockets.map((k) => k.userId)}::uuid[])
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING`.execute(tx);
  }
  if (shards.length) {
    await sql`
      INSERT INTO ledger_accounts (kind, challenge_id, shard)
      SELECT 'escrow', * FROM unnest(${shards.map((k) => k.challengeId)}::uuid[], ${shards.map((k) => k.shard)}::smallint[])
      ON CONFLICT (challenge_id, shard) WHERE kind = 'escrow' DO NOTHING`.execute(tx);
  }
  // Only the missing ones again (a settlement may create 50k bonus pockets next to 50k it found).
  const created = await lookup(tx, missing);
  const createdIds = new Map(missing.map((key, i) => [key, created[i]]));
  return keys.map((key, i) => {
    if (ids[i] !== undefined || !createdIds.has(key)) return ids[i];
    const found = createdIds.get(key);
    if (found === undefined) throw new Error(`ledger: no account for ${JSON.stringify(key)}`); // a platform account the migrations did not create
    return found;
  });
}

export async function findOrCreateUserAccount(tx: Db, userId: string, kind: 'user_cash' | 'user_bonus'): Promise<string> {
  return (await resolveAccounts(tx, [{ kind, userId }]))[0]!;
}

export async function findPlatformAccount(tx: Db, kind: PlatformAccountKind): Promise<string> {
  return (await resolveAccounts(tx, [{ kind }]))[0]!;
}

/** Escrow of a challenge across its shards (the Total Jackpot held). */
export async function escrowBalance(db: Db, challengeId: string): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select((eb) => eb.fn.sum<string>('balance').as('total')).where('kind', '=', 'escrow').where('challenge_id', '=', challengeId).executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

export interface LockedAccount {
  kind: LedgerAccountKind;
  balance: bigint;
  /** The owner's balance is frozen (DOMAIN.md §6); always false for escrow and platform accounts. */
  frozen: boolean;
}

/**
 * Row locks in ascending id order, the one order every movement uses, so two movements never deadlock.
 * Returns each account's balance as of the lock (nobody else can change it until we commit).
 */
export async function lockAccounts(tx: Db, accountIds: string[]): Promise<Map<string, LockedAccount>> {
  const { rows } = await sql<{ id: string; kind: LedgerAccountKind; balance: string; frozen: boolean }>`
    SELECT a.id, a.kind, a.balance, COALESCE(u.balance_frozen, false) AS frozen
    FROM ledger_accounts a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.id = ANY(${accountIds}::bigint[])
    ORDER BY a.id
    FOR UPDATE OF a`.execute(tx);
  return new Map(rows.map((row) => [String(row.id), { kind: row.kind, balance: BigInt(row.balance), frozen: row.frozen }]));
}

export interface TransferRow {
  debitAccountId: string;
  creditAccountId: string;
  amount: bigint;
  kind: string;
  transactionId: string | null;
}

/**
 * The net change of every (already locked and checked) account and the transfer rows, in one statement.
 * The balance CHECK of ledger_accounts stays the last line of defence.
 */
export async function applyDeltasAndTransfers(tx: Db, deltas: Map<string, bigint>, transfers: TransferRow[]): Promise<void> {
  const changed = [...deltas].filter(([, delta]) => delta !== 0n);
  await sql`
    WITH moved AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM unnest(${changed.map(([id]) => id)}::bigint[], ${changed.map(([, delta]) => delta.toString())}::bigint[]) AS d(id, delta)
      WHERE a.id = d.id
    )
    INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount, kind, transaction_id)
    SELECT * FROM unnest(${transfers.map((t) => t.debitAccountId)}::bigint[], ${transfers.map((t) => t.creditAccountId)}::bigint[],
                         ${transfers.map((t) => t.amount.toString())}::bigint[], ${transfers.map((t) => t.kind)}::text[],
                         ${transfers.map((t) => t.transactionId)}::uuid[])`.execute(tx);
}

export async function userBalances(db: Db, userId: string): Promise<{ cash: bigint; bonus: bigint }> {
  const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { cash: of('user_cash'), bonus: of('user_bonus') };
}
