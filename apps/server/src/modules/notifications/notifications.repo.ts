import { sql, type Selectable } from 'kysely';
import type { NotificationType } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { NotificationsTable, UserNotificationPreferencesTable } from '../../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;
export type PreferenceRow = Selectable<UserNotificationPreferencesTable>;

/** The recipient's address and their switches for one type (null when never changed). */
export async function findRecipient(db: Db, userId: string, type: NotificationType) {
  return db
    .selectFrom('users')
    .leftJoin('user_notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'users.id').on('p.notification_type', '=', type))
    .select(['users.id', 'users.email', 'users.email_verified', 'p.in_app_enabled', 'p.email_enabled'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function insertNotification(db: Db, values: { userId: string; type: NotificationType; message: string; relatedEntityUuid: string | null }): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({ user_id: values.userId, type: values.type, message: values.message, related_entity_uuid: values.relatedEntityUuid })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listNotifications(db: Db, userId: string, options: { onlyUnread: boolean; limit: number }): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (options.onlyUnread) query = query.where('status', '=', 'unread');
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'unread')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's notification, locked for the rest of the transaction; undefined for anyone else's. */
export async function lockOwnNotification(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function setNotificationRead(db: Db, id: string): Promise<NotificationRow> {
  return db.updateTable('notifications').set({ status: 'read' }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = await db.updateTable('notifications').set({ status: 'read' }).where('user_id', '=', userId).where('status', '=', 'unread').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listPreferences(db: Db, userId: string): Promise<PreferenceRow[]> {
  return db.selectFrom('user_notification_preferences').selectAll().where('user_id', '=', userId).execute();
}

/** First change inserts the row (the other channel stays on); later changes update only the flags given. */
export async function upsertPreference(db: Db, userId: string, type: NotificationType, changes: { inAppEnabled?: boolean; emailEnabled?: boolean }): Promise<PreferenceRow> {
  const set = {
    ...(changes.inAppEnabled !== undefined ? { in_app_enabled: changes.inAppEnabled } : {}),
    ...(changes.emailEnabled !== undefined ? { email_enabled: changes.emailEnabled } : {}),
  };
  return db
    .insertInto('user_notification_preferences')
    .values({ user_id: userId, notification_type: type, ...set })
    .onConflict((oc) => oc.columns(['user_id', 'notification_type']).doUpdateSet({ ...set, updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
