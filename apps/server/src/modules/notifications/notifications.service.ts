// Notifications (spec §3, §7): notify() is how every module tells a user something, inside its own
// transaction, so the notification, its e-mail and its live event exist only if that work commits.
import {
  ADMIN_NOTIFICATION_TYPES,
  DEFAULT_NOTIFICATION_PREFERENCE,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPE_LABELS_SW,
  REALTIME_EVENTS,
  SENT_NOTIFICATION_TYPES,
  smsEnabledByDefault,
  defaultPushEnabled,
  notificationLinkPath,
  notificationTarget,
  type NotificationCreatedEventData,
  type Locale,
  type NotificationType,
  type SentNotificationType,
} from '@changamoto/shared/domain';
import type { Notification, NotificationPreference } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { readCursor, writeCursor } from '../../http/opaque-cursor';
import type { Messaging } from '../messaging/messaging.service';
import { randomUUID } from 'node:crypto';
import type { EmailMessage } from '../../providers/email';
import { publishEvent, publishEvents, type RealtimeEvent, type RealtimeMessage } from '../realtime/realtime.publish';
import * as repo from './notifications.repo';
import type { NoticeSms, SmsService } from '../sms/sms.service';
import type { SmsReceipt } from '../sms/sms-templates';
import { z } from 'zod';
import { runInTransaction } from '../../db/unit-of-work';
import type { PushJob, PushQueue } from '../push/push.queue';

// Other modules publish their own live events (the wallet: transaction.created, balance.changed) with this.
export { publishEvent, publishEvents, type RealtimeEvent, type RealtimeMessage } from '../realtime/realtime.publish';

/** The notifications page shows at most this many (spec §7 shows no paging). */
export const NOTIFICATION_LIST_LIMIT = 50;

/** A text in one language for everyone, or in each language. */
export type LocalizedText = string | Record<Locale, string>;
const inLocale = (text: LocalizedText, locale: Locale) => (typeof text === 'string' ? text : text[locale]);

/** The e-mail around a notification, in both languages. */
export const NOTIFICATION_EMAIL_TEXTS = {
  en: {
    subject: (type: NotificationType) => `${NOTIFICATION_TYPE_LABELS[type]} · Changamoto`,
    open: (link: string) => `Open it in Changamoto: ${link}`,
    turnOff: (link: string) => `You can turn these e-mails off under Notification Preferences on your profile: ${link}`,
  },
  sw: {
    subject: (type: NotificationType) => `${NOTIFICATION_TYPE_LABELS_SW[type]} · Changamoto`,
    open: (link: string) => `Ifungue kwenye Changamoto: ${link}`,
    turnOff: (link: string) => `Unaweza kuzima barua pepe hizi chini ya Mapendeleo ya Arifa kwenye wasifu wako: ${link}`,
  },
} satisfies Record<Locale, unknown>;

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /**
   * What the user reads in the app (1–1000 characters): one text, or one per language, in which case
   * the recipient's own language is stored and e-mailed (issue #20 §1).
   */
  message: LocalizedText;
  /** The challenge or transaction it is about (spec §8 click navigation). */
  relatedEntityUuid?: string | null;
  /** The e-mail's subject and body; by default the type's label and the message. A link to the target is added. */
  email?: { subject: LocalizedText; text: LocalizedText };
  /**
   * The SMS receipt of a money event (amount, reference; the balance after is read when queued). Without
   * one, an SMS someone turned on for this type carries `message`.
   */
  sms?: SmsReceipt;
  /**
   * More live events for the same person (a settlement's wallet changes), published with the
   * notification's own in one message per person (realtime.publish.ts), even when in-app is off.
   */
  events?: RealtimeEvent[];
}

export interface NotifyResult {
  /** null when the user turned in-app notifications of this type off. */
  notification: Notification | null;
  emailQueued: boolean;
  /** An SMS was queued: the type's SMS switch is on (or its default) and the phone is verified. */
  smsQueued: boolean;
  /** A push was queued for the person's browsers (push on for the type, and at least one browser subscribed). */
  pushQueued: boolean;
}

function toNotification(row: repo.NotificationRow): Notification {
  const target = notificationTarget(row.type, row.related_entity_uuid);
  return {
    id: row.id,
    type: row.type as NotificationType, // the SQL domain admits only the 18 types
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    relatedEntityUuid: row.related_entity_uuid,
    target: target.ok ? target.path : null,
  };
}

/** A stored row's switches; a NULL SMS or push switch is the type's default (migration 0035). */
function preferenceOf(type: SentNotificationType, row: repo.PreferenceRow): NotificationPreference {
  return { type, inAppEnabled: row.in_app_enabled, emailEnabled: row.email_enabled, smsEnabled: row.sms_enabled ?? smsEnabledByDefault(type), pushEnabled: row.push_enabled ?? defaultPushEnabled(type) };
}

/** A 'Show earlier' cursor: base64url JSON of the last row's key; anything else is a 400, never a 500. */
const readCursorSchema = z.strictObject({ t: z.iso.datetime(), i: z.uuid() });
const invalidCursor = () => errors.validation(NOTIFICATION_MESSAGES.invalidCursor, { cursor: NOTIFICATION_MESSAGES.invalidCursor });

export function encodeReadCursor(key: repo.ReadKey): string {
  return writeCursor({ t: key.createdAt, i: key.id });
}

export function decodeReadCursor(cursor: string | undefined): repo.ReadKey | undefined {
  if (cursor === undefined) return undefined;
  const key = readCursor(cursor, readCursorSchema, invalidCursor);
  return { createdAt: key.t, id: key.i };
}

/**
 * `sms` and `push` are given by the composition root (services.ts); tests that build this service alone
 * for its in-app and e-mail work may leave them out, and then no SMS or push is queued.
 */
export function createNotificationsService({ db, messaging, sms, publicUrl, push }: { db: Db; messaging: Messaging; sms?: SmsService; publicUrl: string; push?: PushQueue }) {
  const baseUrl = publicUrl.replace(/\/+$/, '');

  function emailFor(input: NotifyInput, locale: Locale): { subject: string; text: string } {
    const words = NOTIFICATION_EMAIL_TEXTS[locale];
    const link = `${baseUrl}${notificationLinkPath(input.type, input.relatedEntityUuid)}`;
    const subject = input.email ? inLocale(input.email.subject, locale) : words.subject(input.type);
    const intro = inLocale(input.email?.text ?? input.message, locale);
    const text = `${intro.trimEnd()}\n\n${words.open(link)}\n\n${words.turnOff(`${baseUrl}/profile`)}\n`;
    return { subject, text };
  }

  async function notifyMany(tx: Db, inputs: NotifyInput[]): Promise<NotifyResult[]> {
    if (!tx.isTransaction) throw new Error('notify() must run inside the caller’s transaction: runInTransaction(db, (tx) => notify(tx, …)).');
    if (!inputs.length) return [];
    const recipients = await repo.findRecipients(tx, inputs);
    const rows: repo.NewNotification[] = [];
    const emails: EmailMessage[] = [];
    const texts: NoticeSms[] = [];
    const pushes: PushJob[] = [];
    const plans = inputs.map((input, i) => {
      const recipient = recipients[i];
      if (!recipient) throw new Error(`notify(): no user ${input.userId}`);
      const inApp = recipient.in_app_enabled ?? DEFAULT_NOTIFICATION_PREFERENCE.inAppEnabled;
      // A phone-only account has a placeholder address (never verified): nothing to send to.
      const emailQueued = (recipient.email_enabled ?? DEFAULT_NOTIFICATION_PREFERENCE.emailEnabled) && recipient.email_verified;
      // Only to a verified phone (issue #19 §2): a number nobody proved is theirs gets no receipts.
      const smsQueued = sms !== undefined && (recipient.sms_enabled ?? smsEnabledByDefault(input.type)) && recipient.phone_verified && recipient.phone !== null;
      const id = inApp ? randomUUID() : null;
      const message = inLocale(input.message, recipient.locale);
      if (id) rows.push({ id, userId: input.userId, type: input.type, message, relatedEntityUuid: input.relatedEntityUuid ?? null });
      if (emailQueued) emails.push({ to: recipient.email, ...emailFor(input, recipient.locale) });
      if (smsQueued) texts.push({ userId: input.userId, kind: input.type, phone: recipient.phone!, locale: recipient.locale, message, ...(input.sms ? { receipt: input.sms } : {}) });
      const pushQueued = Boolean(push) && (recipient.push_enabled ?? defaultPushEnabled(input.type)) && recipient.has_push_subscription;
      if (pushQueued) {
        const url = notificationLinkPath(input.type, input.relatedEntityUuid);
        const title = (recipient.locale === 'sw' ? NOTIFICATION_TYPE_LABELS_SW : NOTIFICATION_TYPE_LABELS)[input.type];
        pushes.push({ userId: input.userId, payload: { title, body: message, url, tag: id ?? randomUUID() } });
      }
      return { id, emailQueued, smsQueued, pushQueued };
    });
    const inserted = await repo.insertNotifications(tx, rows);
    const stored = new Map(inserted.map((row) => [row.id, toNotification(row)]));
    await messaging.queueEmails(emails, { tx });
    const textsQueued = sms ? await sms.queueNotices(tx, texts) : false;
    await push?.queue(pushes, { tx });
    // Each person's notification.created, then the caller's events for them: one message per person.
    const events: RealtimeMessage[] = inputs.flatMap((input, i) => {
      const n = plans[i]!.id ? stored.get(plans[i]!.id!) : undefined;
      const data: NotificationCreatedEventData | undefined = n && { id: n.id, type: n.type, message: n.message, relatedEntityUuid: n.relatedEntityUuid, target: n.target, createdAt: n.createdAt };
      return [...(data ? [{ type: REALTIME_EVENTS.notificationCreated, data }] : []), ...(input.events ?? [])].map((event) => ({ userId: input.userId, event }));
    });
    await publishEvents(tx, events);
    return plans.map((plan) => ({ notification: plan.id ? stored.get(plan.id)! : null, emailQueued: plan.emailQueued, smsQueued: plan.smsQueued && textsQueued, pushQueued: plan.pushQueued }));
  }

  return {
    /**
     * Tells `userId` about something, as part of the caller's transaction `tx`: honours their
     * preference for the type (no row = both on), stores the in-app notification, queues the e-mail
     * (to a verified address only) and publishes `notification.created`. Nothing of it happens if
     * `tx` rolls back; PostgreSQL delivers the live event only when `tx` commits.
     */
    async notify(tx: Db, input: NotifyInput): Promise<NotifyResult> {
      return (await notifyMany(tx, [input]))[0]!;
    },

    /** notify() for many at once, in a fixed number of statements (a settlement tells every winner). */
    notifyMany,

    async list(userId: string, status: 'unread' | 'all'): Promise<Notification[]> {
      const rows = await repo.listNotifications(db, userId, { onlyUnread: status === 'unread', limit: NOTIFICATION_LIST_LIMIT });
      return rows.map(toNotification);
    },

    /**
     * 'Show earlier' on /notifications: the read ones, newest first, `limit` at a time. Clicking an
     * invite marks it read, and the unread list alone would lose it (issue #16 item 8).
     */
    async listEarlier(userId: string, query: { cursor?: string; limit: number }): Promise<{ notifications: Notification[]; nextCursor: string | null }> {
      const rows = await repo.listReadNotifications(db, userId, { after: decodeReadCursor(query.cursor), limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: page.map(toNotification),
        nextCursor: rows.length > query.limit && last ? encodeReadCursor({ createdAt: last.created_key, id: last.id }) : null,
      };
    },

    unreadCount: (userId: string) => repo.countUnread(db, userId),

    /** Only the owner may: anyone else's id is answered like a missing one (404), revealing nothing. */
    async markRead(userId: string, id: string): Promise<Notification> {
      return runInTransaction(db, async (tx) => {
        const row = await repo.lockOwnNotification(tx, userId, id);
        if (!row) throw errors.notFound(NOTIFICATION_MESSAGES.notFound);
        if (row.status === 'read') return toNotification(row);
        const updated = await repo.setNotificationRead(tx, id);
        // Other tabs and devices of the same user drop it from their unread list.
        await publishEvent(tx, userId, { type: REALTIME_EVENTS.notificationRead, data: { id } });
        return toNotification(updated);
      });
    },

    async markAllRead(userId: string): Promise<{ updated: number }> {
      return runInTransaction(db, async (tx) => {
        const updated = await repo.markAllRead(tx, userId);
        if (updated) await publishEvent(tx, userId, { type: REALTIME_EVENTS.notificationsAllRead, data: { count: updated } });
        return { updated };
      });
    },

    /** The types the product sends, in spec order; a type without a stored row shows in-app and e-mail on, SMS and push at their defaults. */
    async preferences(userId: string, { admin = false }: { admin?: boolean } = {}): Promise<NotificationPreference[]> {
      const stored = new Map((await repo.listPreferences(db, userId)).map((row) => [row.notification_type, row]));
      return SENT_NOTIFICATION_TYPES.filter((type) => admin || !ADMIN_NOTIFICATION_TYPES.includes(type)).map((type) => {
        const row = stored.get(type);
        return row ? preferenceOf(type, row) : { type, ...DEFAULT_NOTIFICATION_PREFERENCE, smsEnabled: smsEnabledByDefault(type), pushEnabled: defaultPushEnabled(type) };
      });
    },

    async updatePreference(userId: string, type: SentNotificationType, changes: { inAppEnabled?: boolean; emailEnabled?: boolean; smsEnabled?: boolean; pushEnabled?: boolean }): Promise<NotificationPreference> {
      return preferenceOf(type, await repo.upsertPreference(db, userId, type, changes));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
