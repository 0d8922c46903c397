import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { TransactionsTable } from '../../db/schema';

export type TransactionRow = Selectable<TransactionsTable>;

/** The transaction types of a purchase (DOMAIN.md §2). */
export const PURCHASE_TYPES = ['token_bundle_purchase', 'paystack_topup', 'mpesa_topup'] as const;

export async function listVisibleBundles(db: Db) {
  return db.selectFrom('token_bundles').selectAll().where('is_hidden', '=', false).orderBy('sort_order').execute();
}

export async function findBundle(db: Db, id: string) {
  return db.selectFrom('token_bundles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTransactions(db: Db, userId: string, limit: number) {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findTransaction(db: Db, userId: string, id: string) {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function findTransactionByReference(db: Db, userId: string, reference: string) {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('reference', '=', reference).executeTakeFirst();
}

/** Purchases still pending after `olderThanSeconds` (for the reconciliation job). */
export async function stalePendingPurchases(db: Db, olderThanSeconds: number, limit: number) {
  // An STK push Paystack accepted (charge_status) is known to it, as a checkout with a URL is.
  return db
    .selectFrom('transactions')
    .select(['reference', 'created_at', sql<boolean>`(metadata ? 'authorization_url' OR metadata ? 'charge_status')`.as('has_checkout')])
    .where('status', '=', 'pending')
    .where('type', 'in', PURCHASE_TYPES)
    .where('reference', 'is not', null)
    .where('created_at', '<', new Date(Date.now() - olderThanSeconds * 1000))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function findUserForPayment(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'region', 'balance_frozen', 'kyc_status']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** One person's purchases still waiting on Paystack's checkout (no URL yet), started in the last `withinSeconds`. */
export async function countPurchasesStarting(db: Db, userId: string, withinSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('type', 'in', PURCHASE_TYPES)
    .where(sql<boolean>`NOT (metadata ? 'authorization_url' OR metadata ? 'charge_status')`)
    .where('created_at', '>', new Date(Date.now() - withinSeconds * 1000))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Keeps Paystack's checkout URL on the purchase (its status is left as it is). */
export async function recordCheckoutUrl(db: Db, transactionId: string, authorizationUrl: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ metadata: sql<string>`metadata || ${JSON.stringify({ authorization_url: authorizationUrl })}::jsonb` })
    .where('id', '=', transactionId)
    .execute();
}

/** Keeps what Paystack answered to an STK push (its charge state and the text it shows) on the purchase. */
export async function recordChargeAccepted(db: Db, transactionId: string, charge: { status: string; displayText: string | null }): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ metadata: sql<string>`metadata || ${JSON.stringify({ charge_status: charge.status, display_text: charge.displayText })}::jsonb` })
    .where('id', '=', transactionId)
    .execute();
}

/** STK push purchases still pending after the prompt's time (the expiry job), oldest first. */
export async function expiredMpesaPushes(db: Db, olderThanSeconds: number, limit: number) {
  return db
    .selectFrom('transactions')
    .select(['reference'])
    .where('status', '=', 'pending')
    .where('type', 'in', PURCHASE_TYPES)
    .where(sql<boolean>`metadata->>'channel' = 'mpesa_stk'`)
    .where('created_at', '<', new Date(Date.now() - olderThanSeconds * 1000))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
