import { z } from 'zod';
import { EARLIER_NOTIFICATIONS_PAGE, NOTIFICATION_MESSAGES, NOTIFICATION_STATUSES, NOTIFICATION_TYPES, SENT_NOTIFICATION_TYPES } from '../domain/notifications';
import { endpoint } from './define';
import { routes } from './routes';

/** spec §3 Notification, as the signed-in owner sees it. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  relatedEntityUuid: z.uuid().nullable(),
  /** Where a click leads (spec §8); null when it cannot be opened (an invite without its id: show 'Error: Missing challenge ID for invite.'). */
  target: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * spec §3 Notification preference; a type without a stored row shows in-app and e-mail on, SMS on for
 * money events only (issue #19 §2), and push as the type's default (domain/push.ts PUSH_ON_BY_DEFAULT).
 * Push reaches only the browsers where the person turned push on (issue #20 §3).
 */
export const notificationPreferenceSchema = z.object({
  type: z.enum(SENT_NOTIFICATION_TYPES),
  inAppEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  /** SMS to the verified phone; NULL in the database is the type's default (SMS_DEFAULT_ON_TYPES). */
  smsEnabled: z.boolean(),
  pushEnabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Only a type the product sends has a switch (a switch for a type never sent would do nothing). */
const notificationTypeParam = z.enum(SENT_NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.unknownType });

export const updateNotificationPreferenceInputSchema = z
  .strictObject({
    inAppEnabled: z.boolean({ error: 'inAppEnabled must be true or false.' }).optional(),
    emailEnabled: z.boolean({ error: 'emailEnabled must be true or false.' }).optional(),
    smsEnabled: z.boolean({ error: 'smsEnabled must be true or false.' }).optional(),
    pushEnabled: z.boolean({ error: 'pushEnabled must be true or false.' }).optional(),
  })
  .refine((body) => body.inAppEnabled !== undefined || body.emailEnabled !== undefined || body.smsEnabled !== undefined || body.pushEnabled !== undefined, {
    message: 'Send inAppEnabled, emailEnabled, smsEnabled, pushEnabled or several.',
  });

export const notificationsContract = {
  listNotifications: endpoint({
    ...routes.listNotifications,
    access: 'user',
    tag: 'Notifications',
    summary: 'The caller’s notifications, newest first, at most 50: unread ones (default) or all. spec §7.',
    query: z.strictObject({ status: z.enum(['unread', 'all'], { error: 'status must be unread or all.' }).default('unread') }),
    response: z.object({ notifications: z.array(notificationSchema) }),
  }),
  listEarlierNotifications: endpoint({
    ...routes.listEarlierNotifications,
    access: 'user',
    tag: 'Notifications',
    summary: 'The caller’s read notifications, newest first, a page at a time (/notifications ‘Show earlier’: a clicked invite stays findable).',
    query: z.strictObject({
      /** The `nextCursor` of the page before. */
      cursor: z.string().max(200, NOTIFICATION_MESSAGES.invalidCursor).optional(),
      limit: z.coerce.number({ error: 'limit must be a number.' }).int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(50, 'limit must be at most 50.').default(EARLIER_NOTIFICATIONS_PAGE),
    }),
    response: z.object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable() }),
  }),
  unreadCount: endpoint({
    ...routes.unreadCount,
    access: 'user',
    tag: 'Notifications',
    summary: 'How many unread notifications the caller has (spec §2: "N unread notification(s)").',
    response: z.object({ count: z.number().int().min(0) }),
  }),
  markNotificationRead: endpoint({
    ...routes.markNotificationRead,
    access: 'user',
    tag: 'Notifications',
    summary: 'Mark one of the caller’s notifications read; another user’s id answers 404. spec §7.',
    params: z.strictObject({ id: z.uuid({ error: 'Notification id must be a UUID.' }) }),
    response: notificationSchema,
  }),
  markAllRead: endpoint({
    ...routes.markAllRead,
    access: 'user',
    tag: 'Notifications',
    summary: 'Mark all of the caller’s notifications read; answers how many changed.',
    response: z.object({ updated: z.number().int().min(0) }),
  }),
  getNotificationPreferences: endpoint({
    ...routes.getNotificationPreferences,
    access: 'user',
    tag: 'Notifications',
    summary: 'In-app, e-mail, SMS and push switches for each type the product sends; a type never changed shows in-app and e-mail on, SMS on for money events, push as the type’s default. spec §7, issues #19 §2 and #20 §3.',
    response: z.object({ preferences: z.array(notificationPreferenceSchema) }),
  }),
  updateNotificationPreference: endpoint({
    ...routes.updateNotificationPreference,
    access: 'user',
    tag: 'Notifications',
    summary: 'Turn the in-app, e-mail, SMS and/or push channel of one type on or off (stored on first change, updated after). spec §7, issues #19 §2 and #20 §3.',
    params: z.strictObject({ type: notificationTypeParam }),
    body: updateNotificationPreferenceInputSchema,
    response: notificationPreferenceSchema,
  }),
};
