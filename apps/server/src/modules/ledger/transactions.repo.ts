// The user-visible transaction rows (spec §3 Transaction) that ledger movements belong to. Written only
// through the ledger's entry (index.ts: post, postMany, reverse, finish), which writes their transfers
// with them; lint keeps every other module out of this file.
import { randomUUID } from 'node:crypto';
import type { LedgerAccountKind, TransactionStatus, TransactionType } from '@changamoto/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import { named, type Db } from '../../db/client';

export type { TransactionStatus };

export interface NewTransaction {
  userId: string;
  type: TransactionType;
  status: TransactionStatus;
  amountTokens: number;
  amountCurrency?: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  /** The transaction whose legs this one mirrors (reverse()). */
  reverses?: string | null;
}

/** Many rows in one statement (concurrent backings); ids chosen here so the caller knows each one without RETURNING's order. */
export async function insertTransactions(tx: Db, rows: NewTransaction[]): Promise<string[]> {
  if (!rows.length) return [];
  const { ids, insert } = transactionsInsert(rows);
  await sql`${named('transactions-insert-many')}${insert}`.execute(tx);
  return ids;
}

/**
 * insertTransactions' statement, not run: for a caller that writes the rows inside a statement of its
 * own (the stakes batch writes them with their transfers and balances: one round trip, decision 044).
 */
export function transactionsInsert(rows: NewTransaction[]): { ids: string[]; insert: RawBuilder<unknown> } {
  const ids = rows.map(() => randomUUID());
  return {
    ids,
    insert: sql`
    INSERT INTO transactions (id, user_id, type, status, amount_tokens, amount_currency, reference, metadata, reverses_transaction_id)
    SELECT * FROM unnest(${ids}::uuid[], ${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.type)}::text[], ${rows.map((r) => r.status)}::text[],
                         ${rows.map((r) => String(r.amountTokens))}::bigint[], ${rows.map((r) => (r.amountCurrency == null ? null : String(r.amountCurrency)))}::numeric[],
                         ${rows.map((r) => r.reference ?? null)}::text[], ${rows.map((r) => JSON.stringify(r.metadata ?? {}))}::jsonb[],
                         ${rows.map((r) => r.reverses ?? null)}::uuid[])`,
  };
}

/** Transaction rows as a query's columns (postMany's set-based form: a settlement's credits never travel through Node). */
export interface TransactionRowSql {
  id: string;
  user_id: string;
  status: TransactionStatus;
  amount_tokens: number | string;
  metadata: unknown;
}

/** The rows of `rows`, all of type `type`, in one statement; returns how many. */
export async function insertTransactionRows(tx: Db, type: TransactionType, rows: RawBuilder<TransactionRowSql>): Promise<number> {
  const result = await sql`
    INSERT INTO transactions (id, user_id, type, status, amount_tokens, metadata)
    SELECT r.id, r.user_id, ${type}, r.status, r.amount_tokens, r.metadata FROM (${rows}) r`.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

export async function setTransactionStatus(tx: Db, id: string, status: TransactionStatus, changes: { errorMessage?: string | null; metadata?: Record<string, unknown>; type?: TransactionType } = {}): Promise<void> {
  await tx
    .updateTable('transactions')
    .set({
      status,
      updated_at: sql<Date>`now()`,
      ...(changes.errorMessage !== undefined ? { error_message: changes.errorMessage } : {}),
      ...(changes.type ? { type: changes.type } : {}),
      ...(changes.metadata ? { metadata: sql<string>`metadata || ${JSON.stringify(changes.metadata)}::jsonb` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Locks one transaction row (e.g. a purchase while its payment is confirmed). */
export async function lockTransactionByReference(tx: Db, reference: string) {
  return tx.selectFrom('transactions').selectAll().where('reference', '=', reference).forUpdate().executeTakeFirst();
}

/** One transfer of a transaction as written, with both accounts (what reverse() mirrors). */
export interface WrittenTransfer {
  debitAccountId: string;
  creditAccountId: string;
  debitKind: LedgerAccountKind;
  creditKind: LedgerAccountKind;
  amount: bigint;
}

/** A transaction row (type, owner) and its transfers, in the order they were written; undefined for no such row. */
export async function transactionWithTransfers(tx: Db, transactionId: string): Promise<{ userId: string; type: string; status: string; transfers: WrittenTransfer[] } | undefined> {
  const { rows } = await sql<{
    user_id: string;
    type: string;
    status: string;
    debit: string | null;
    credit: string | null;
    debit_kind: LedgerAccountKind;
    credit_kind: LedgerAccountKind;
    amount: string | null;
  }>`${named('ledger-transfers-of')}
    SELECT x.user_id, x.type, x.status, t.debit_account_id AS debit, t.credit_account_id AS credit, d.kind AS debit_kind, c.kind AS credit_kind, t.amount
    FROM transactions x
    LEFT JOIN ledger_transfers t ON t.transaction_id = x.id
    LEFT JOIN ledger_accounts d ON d.id = t.debit_account_id
    LEFT JOIN ledger_accounts c ON c.id = t.credit_account_id
    WHERE x.id = ${transactionId}
    ORDER BY t.id`.execute(tx);
  if (!rows.length) return undefined;
  const transfers = rows.filter((row) => row.debit !== null).map((row) => ({ debitAccountId: String(row.debit), creditAccountId: String(row.credit), debitKind: row.debit_kind, creditKind: row.credit_kind, amount: BigInt(row.amount!) }));
  return { userId: rows[0]!.user_id, type: rows[0]!.type, status: rows[0]!.status, transfers };
}
