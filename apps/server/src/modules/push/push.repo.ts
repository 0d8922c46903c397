import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { PushSubscriptionsTable } from '../../db/schema';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** A browser's subscription for `userId`: the same endpoint again (another account on that browser) moves it to them. */
export async function upsertSubscription(db: Db, userId: string, s: { endpoint: string; p256dh: string; auth: string }): Promise<PushSubscriptionRow> {
  return db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: s.p256dh, auth: s.auth, failure_count: 0, created_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps the person's `keep` most recently subscribed browsers and drops the rest (oldest first). */
export async function keepNewest(db: Db, userId: string, keep: number): Promise<void> {
  await sql`
    DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
      SELECT id FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${keep})`.execute(db);
}

/** Only the owner's row: another person's endpoint deletes nothing. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSubscriptions(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSuccess(db: Db, id: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: sql<Date>`now()`, failure_count: 0 })
    .where('id', '=', id)
    .execute();
}

/** One more failure in a row; the row is dropped once it reaches `max`. Answers the new count (0 once dropped). */
export async function markFailure(db: Db, id: string, max: number): Promise<number> {
  const row = await db
    .updateTable('push_subscriptions')
    .set({ failure_count: sql<number>`failure_count + 1` })
    .where('id', '=', id)
    .returning('failure_count')
    .executeTakeFirst();
  if (row && row.failure_count >= max) await deleteSubscription(db, id);
  return row?.failure_count ?? 0;
}
