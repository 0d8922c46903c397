// SQL of payout accounts and payouts (0007_payouts.sql). Functions take the transaction handle.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { PayoutAccountsTable, PayoutStatus, PayoutsTable } from '../../db/schema';

export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type PayoutRow = Selectable<PayoutsTable>;

/** Serialises changes to one person's payout accounts (the "exactly one default" rule), without locking the users row. */
export async function lockUserAccounts(tx: Db, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payout_accounts:${userId}`}, 0))`.execute(tx);
}

export function listActiveAccounts(db: Db, userId: string): Promise<PayoutAccountRow[]> {
  return db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).where('is_active', '=', true).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findActiveAccount(db: Db, userId: string, id: string): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom('payout_accounts').selectAll().where('id', '=', id).where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst();
}

export function findActiveAccountByRecipient(db: Db, userId: string, recipientCode: string): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).where('recipient_code', '=', recipientCode).where('is_active', '=', true).executeTakeFirst();
}

export async function insertAccount(tx: Db, input: { userId: string; accountName: string; bankName: string; bankCode: string; type: 'mobile_money' | 'kepss'; accountNumber: string; recipientCode: string }): Promise<PayoutAccountRow> {
  return tx
    .insertInto('payout_accounts')
    .values({
      user_id: input.userId,
      account_name: input.accountName,
      bank_name: input.bankName,
      bank_code: input.bankCode,
      type: input.type,
      account_number: input.accountNumber,
      recipient_code: input.recipientCode,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes `id` the person's only default (both statements in the caller's transaction). */
export async function setDefault(tx: Db, userId: string, id: string): Promise<void> {
  await tx.updateTable('payout_accounts').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).where('id', '<>', id).execute();
  await tx.updateTable('payout_accounts').set({ is_default: true }).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deactivate(tx: Db, id: string): Promise<void> {
  await tx.updateTable('payout_accounts').set({ is_active: false, is_default: false }).where('id', '=', id).execute();
}

// ── Payouts ────────────────────────────────────────────────────────────────────────────────────────

export async function insertPayout(tx: Db, input: { transactionId: string; userId: string; payoutAccountId: string; recipientCode: string; amountTokens: number; amountSubunit: number; transferReference: string }): Promise<PayoutRow> {
  return tx
    .insertInto('payouts')
    .values({
      transaction_id: input.transactionId,
      user_id: input.userId,
      payout_account_id: input.payoutAccountId,
      recipient_code: input.recipientCode,
      amount_tokens: String(input.amountTokens),
      amount_subunit: String(input.amountSubunit),
      transfer_reference: input.transferReference,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row lock that makes every status change of one payout happen once, in one order. */
export function lockPayout(tx: Db, by: { id: string } | { reference: string }): Promise<PayoutRow | undefined> {
  const query = tx.selectFrom('payouts').selectAll();
  return ('id' in by ? query.where('id', '=', by.id) : query.where('transfer_reference', '=', by.reference)).forUpdate().executeTakeFirst();
}

export async function updatePayout(tx: Db, id: string, changes: { status?: PayoutStatus; transferCode?: string | null; lastError?: string | null; countAttempt?: boolean; completed?: boolean }): Promise<void> {
  await tx
    .updateTable('payouts')
    .set({
      updated_at: sql<Date>`now()`,
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.transferCode !== undefined ? { transfer_code: changes.transferCode } : {}),
      ...(changes.lastError !== undefined ? { last_error: changes.lastError } : {}),
      ...(changes.countAttempt ? { attempts: sql<number>`attempts + 1` } : {}),
      ...(changes.completed ? { completed_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
}
