// SQL of the ledger. Nothing else in the code base touches ledger_accounts or ledger_transfers.
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { LedgerAccountKind } from '../../db/schema';

export type PlatformAccountKind = Exclude<LedgerAccountKind, 'user_cash' | 'user_bonus' | 'escrow'>;

export async function findOrCreateUserAccount(tx: Db, userId: string, kind: 'user_cash' | 'user_bonus'): Promise<string> {
  const existing = await tx.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  if (existing) return existing.id;
  await tx.insertInto('ledger_accounts').values({ kind, user_id: userId }).onConflict((oc) => oc.columns(['user_id', 'kind']).where('user_id', 'is not', null).doNothing()).execute();
  const row = await tx.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrCreateEscrowAccount(tx: Db, challengeId: string, shard = 0): Promise<string> {
  const find = () => tx.selectFrom('ledger_accounts').select('id').where('challenge_id', '=', challengeId).where('shard', '=', shard).executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await tx
    .insertInto('ledger_accounts')
    .values({ kind: 'escrow', challenge_id: challengeId, shard })
    .onConflict((oc) => oc.columns(['challenge_id', 'shard']).where('kind', '=', 'escrow').doNothing())
    .execute();
  return (await find())!.id;
}

/** Escrow of a challenge across its shards (the Total Jackpot held). */
export async function escrowBalance(db: Db, challengeId: string): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select((eb) => eb.fn.sum<string>('balance').as('total')).where('kind', '=', 'escrow').where('challenge_id', '=', challengeId).executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

export async function findPlatformAccount(tx: Db, kind: PlatformAccountKind): Promise<string> {
  return (await tx.selectFrom('ledger_accounts').select('id').where('kind', '=', kind).where('user_id', 'is', null).where('challenge_id', 'is', null).executeTakeFirstOrThrow()).id;
}

/** Users (among these accounts' owners) whose balance is frozen. */
export async function frozenOwners(tx: Db, accountIds: string[]): Promise<string[]> {
  const rows = await tx
    .selectFrom('ledger_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('u.id')
    .where('a.id', 'in', accountIds)
    .where('u.balance_frozen', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

/** Row locks in ascending id order, the one order every movement uses, so two movements never deadlock. */
export async function lockAccounts(tx: Db, accountIds: string[]): Promise<Map<string, { kind: LedgerAccountKind; balance: bigint }>> {
  const rows = await tx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance'])
    .where('id', 'in', accountIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [String(row.id), { kind: row.kind, balance: BigInt(row.balance) }]));
}

/** Applies a net change; a debit only if the balance covers it (guarded update). Returns false when it did not. */
export async function applyDelta(tx: Db, accountId: string, delta: bigint, { mayGoNegative }: { mayGoNegative: boolean }): Promise<boolean> {
  const result = await sql`
    UPDATE ledger_accounts SET balance = balance + ${delta.toString()}::bigint
    WHERE id = ${accountId} AND (${mayGoNegative} OR balance + ${delta.toString()}::bigint >= 0)`.execute(tx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export interface TransferRow {
  debitAccountId: string;
  creditAccountId: string;
  amount: bigint;
  kind: string;
  transactionId: string | null;
}

export async function insertTransfers(tx: Db, transfers: TransferRow[]): Promise<void> {
  if (!transfers.length) return;
  await tx
    .insertInto('ledger_transfers')
    .values(transfers.map((t) => ({ debit_account_id: t.debitAccountId, credit_account_id: t.creditAccountId, amount: t.amount.toString(), kind: t.kind, transaction_id: t.transactionId })))
    .execute();
}

export async function userBalances(db: Db, userId: string): Promise<{ cash: bigint; bonus: bigint }> {
  const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { cash: of('user_cash'), bonus: of('user_bonus') };
}
