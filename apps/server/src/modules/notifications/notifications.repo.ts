import { sql, type Selectable } from 'kysely';
import type { NotificationType } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { NotificationsTable, UserNotificationPreferencesTable } from '../../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;
export type PreferenceRow = Selectable<UserNotificationPreferencesTable>;

export interface Recipient {
  id: string;
  email: string;
  email_verified: boolean;
  /** null when the user never changed this type's switches (both on). */
  in_app_enabled: boolean | null;
  email_enabled: boolean | null;
  /** null: the type's SMS default (smsEnabledByDefault). */
  sms_enabled: boolean | null;
  phone: string | null;
  phone_verified: boolean;
  locale: 'en' | 'sw';
  /** null: the type's default (domain/push.ts). */
  push_enabled: boolean | null;
  /** Whether any browser of theirs turned push on (a push job is queued only then). */
  has_push_subscription: boolean;
}

/** For each (user, type) asked for, in order: the address and the switches; undefined for an unknown user. */
export async function findRecipients(db: Db, wanted: { userId: string; type: NotificationType }[]): Promise<(Recipient | undefined)[]> {
  const { rows } = await sql<Recipient & { i: string }>`
    SELECT k.i, u.id, u.email, u.email_verified, p.in_app_enabled, p.email_enabled, p.sms_enabled, u.phone, u.phone_verified, u.locale, p.push_enabled,
           EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id) AS has_push_subscription
    FROM unnest(${wanted.map((w) => w.userId)}::uuid[], ${wanted.map((w) => w.type)}::text[]) WITH ORDINALITY AS k(user_id, type, i)
    JOIN users u ON u.id = k.user_id
    LEFT JOIN user_notification_preferences p ON p.user_id = k.user_id AND p.notification_type = k.type`.execute(db);
  const found: (Recipient | undefined)[] = new Array(wanted.length);
  for (const { i, ...row } of rows) found[Number(i) - 1] = row;
  return found;
}

export interface NewNotification {
  /** Chosen by the caller (randomUUID) so that each inserted row maps back to its input without relying on RETURNING order. */
  id: string;
  userId: string;
  type: NotificationType;
  message: string;
  relatedEntityUuid: string | null;
}

/**
 * Any number of notifications in one INSERT … SELECT FROM unnest. Only what the database chose comes back
 * (status, created_at): a settlement's 100k messages need not travel back to Node.
 */
export async function insertNotifications(db: Db, values: NewNotification[]): Promise<NotificationRow[]> {
  if (!values.length) return [];
  const { rows } = await sql<Pick<NotificationRow, 'id' | 'status' | 'created_at'>>`
    INSERT INTO notifications (id, user_id, type, message, related_entity_uuid)
    SELECT * FROM unnest(${values.map((v) => v.id)}::uuid[], ${values.map((v) => v.userId)}::uuid[], ${values.map((v) => v.type)}::notification_type[],
                         ${values.map((v) => v.message)}::text[], ${values.map((v) => v.relatedEntityUuid)}::uuid[])
    RETURNING id, status, created_at`.execute(db);
  const byId = new Map(values.map((v) => [v.id, v]));
  return rows.map((row) => {
    const v = byId.get(row.id)!;
    return { id: row.id, user_id: v.userId, type: v.type, message: v.message, status: row.status, related_entity_uuid: v.relatedEntityUuid, created_at: row.created_at };
  });
}

export async function listNotifications(db: Db, userId: string, options: { onlyUnread: boolean; limit: number }): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (options.onlyUnread) query = query.where('status', '=', 'unread');
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** A read notification's place in the 'Show earlier' order: created_at (UTC, microseconds) and id. */
export interface ReadKey {
  createdAt: string;
  id: string;
}

/**
 * The owner's read notifications, newest first, after `after` (keyset on (created_at, id), served by
 * notifications_user_status_created_idx), at most `limit`; each row carries its key (`created_key`).
 */
export async function listReadNotifications(db: Db, userId: string, options: { after?: ReadKey; limit: number }): Promise<(NotificationRow & { created_key: string })[]> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .select(sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_key'))
    .where('user_id', '=', userId)
    .where('status', '=', 'read');
  const after = options.after;
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
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

/** First change inserts the row (the other channels keep their defaults); later changes update only the flags given. */
export async function upsertPreference(db: Db, userId: string, type: NotificationType, changes: { inAppEnabled?: boolean; emailEnabled?: boolean; smsEnabled?: boolean; pushEnabled?: boolean }): Promise<PreferenceRow> {
  const set = {
    ...(changes.inAppEnabled !== undefined ? { in_app_enabled: changes.inAppEnabled } : {}),
    ...(changes.emailEnabled !== undefined ? { email_enabled: changes.emailEnabled } : {}),
    ...(changes.smsEnabled !== undefined ? { sms_enabled: changes.smsEnabled } : {}),
    ...(changes.pushEnabled !== undefined ? { push_enabled: changes.pushEnabled } : {}),
  };
  return db
    .insertInto('user_notification_preferences')
    .values({ user_id: userId, notification_type: type, ...set })
    .onConflict((oc) => oc.columns(['user_id', 'notification_type']).doUpdateSet({ ...set, updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
