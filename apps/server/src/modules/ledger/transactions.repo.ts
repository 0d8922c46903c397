// The user-visible transaction rows (spec §3 Transaction) that ledger movements belong to.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { named, type Db } from '../../db/client';

export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded' | 'failed_recredited';

export interface NewTransaction {
  userId: string;
  type: string;
  status: TransactionStatus;
  amountTokens: number;
  amountCurrency?: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
}

export async function insertTransaction(tx: Db, t: NewTransaction): Promise<string> {
  const row = await tx
    .insertInto('transactions')
    .values({
      user_id: t.userId,
      type: t.type,
      status: t.status,
      amount_tokens: String(t.amountTokens),
      amount_currency: t.amountCurrency == null ? null : String(t.amountCurrency),
      reference: t.reference ?? null,
      metadata: JSON.stringify(t.metadata ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Many rows in one statement (concurrent backings); ids chosen here so the caller knows each one without RETURNING's order. */
export async function insertTransactions(tx: Db, rows: NewTransaction[]): Promise<string[]> {
  if (!rows.length) return [];
  const ids = rows.map(() => randomUUID());
  await sql`${named('transactions-insert-many')}
    INSERT INTO transactions (id, user_id, type, status, amount_tokens, amount_currency, reference, metadata)
    SELECT * FROM unnest(${ids}::uuid[], ${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.type)}::text[], ${rows.map((r) => r.status)}::text[],
                         ${rows.map((r) => String(r.amountTokens))}::bigint[], ${rows.map((r) => (r.amountCurrency == null ? null : String(r.amountCurrency)))}::numeric[],
                         ${rows.map((r) => r.reference ?? null)}::text[], ${rows.map((r) => JSON.stringify(r.metadata ?? {}))}::jsonb[])`.execute(tx);
  return ids;
}

export async function setTransactionStatus(tx: Db, id: string, status: TransactionStatus, changes: { errorMessage?: string | null; metadata?: Record<string, unknown>; type?: string } = {}): Promise<void> {
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
