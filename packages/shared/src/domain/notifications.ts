// Notifications (spec §3 Notification, Notification preference) and where a click on one leads (spec §8).
// Also the names of the live events the server streams at /api/events (ARCHITECTURE.md realtime).

/**
 * The 18 notification types, spelled and ordered as spec §3 lists them, then ours: an admin's decision
 * on a challenge with its reason (DOMAIN.md §9, docs/decisions/019), and a frozen balance or a
 * suspension with its reason and end (issue #24 item 11, decision 029).
 */
export const NOTIFICATION_TYPES = [
  'challenge_invite_received',
  'challenge_won',
  'challenge_backed_won',
  'loss_mitigation_refund',
  'mpesa_topup_success',
  'stripe_purchase_success',
  'paypal_purchase_success',
  'referral_bonus_received',
  'login_bonus_received',
  'mpesa_redemption_initiated',
  'giftcard_redeemed',
  'charity_donation_made',
  'premium_unlocked',
  'transaction_completed',
  'mpesa_topup_failed',
  'stripe_purchase_failed',
  'paypal_purchase_failed',
  'mpesa_redemption_failed',
  'challenge_result_decided',
  'account_restricted',
  'reconciliation_mismatch',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What the Notification Preferences card (spec §2 Profile) and e-mail subjects call each type. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  challenge_invite_received: 'Challenge invite received',
  challenge_won: 'Challenge won',
  challenge_backed_won: 'Backed challenge won',
  loss_mitigation_refund: 'Loss mitigation refund',
  mpesa_topup_success: 'M-Pesa top-up successful',
  stripe_purchase_success: 'Stripe purchase successful',
  paypal_purchase_success: 'PayPal purchase successful',
  referral_bonus_received: 'Referral bonus received',
  login_bonus_received: 'Login bonus received',
  mpesa_redemption_initiated: 'M-Pesa redemption started',
  giftcard_redeemed: 'Gift card redeemed',
  charity_donation_made: 'Charity donation made',
  // Sent when an admin approves a person's identity documents (kyc.service.ts): that is what it means here.
  premium_unlocked: 'Identity verification',
  transaction_completed: 'Transaction completed',
  mpesa_topup_failed: 'M-Pesa top-up failed',
  stripe_purchase_failed: 'Stripe purchase failed',
  paypal_purchase_failed: 'PayPal purchase failed',
  mpesa_redemption_failed: 'M-Pesa redemption failed',
  challenge_result_decided: 'Challenge result decided',
  account_restricted: 'Balance frozen or account suspended',
  reconciliation_mismatch: 'Reconciliation mismatch (admins)',
};

/** The same labels in Kiswahili (issue #20 §1; e-mail subjects), per docs/kiswahili-glossary.md. */
export const NOTIFICATION_TYPE_LABELS_SW: Record<NotificationType, string> = {
  challenge_invite_received: 'Mwaliko wa changamoto umepokelewa',
  challenge_won: 'Umeshinda changamoto',
  challenge_backed_won: 'Changamoto uliyounga mkono imeshinda',
  loss_mitigation_refund: 'Fidia ya hasara',
  mpesa_topup_success: 'Kuongeza salio kwa M-Pesa kumefanikiwa',
  stripe_purchase_success: 'Ununuzi kwa Stripe umefanikiwa',
  paypal_purchase_success: 'Ununuzi kwa PayPal umefanikiwa',
  referral_bonus_received: 'Bonasi ya rufaa imepokelewa',
  login_bonus_received: 'Bonasi ya kuingia imepokelewa',
  mpesa_redemption_initiated: 'Kubadilisha tokeni kwa M-Pesa kumeanza',
  giftcard_redeemed: 'Kadi ya zawadi imetumika',
  charity_donation_made: 'Mchango wa hisani umetolewa',
  premium_unlocked: 'Uthibitishaji wa utambulisho',
  transaction_completed: 'Muamala umekamilika',
  mpesa_topup_failed: 'Kuongeza salio kwa M-Pesa kumeshindikana',
  stripe_purchase_failed: 'Ununuzi kwa Stripe umeshindikana',
  paypal_purchase_failed: 'Ununuzi kwa PayPal umeshindikana',
  mpesa_redemption_failed: 'Kubadilisha tokeni kwa M-Pesa kumeshindikana',
  challenge_result_decided: 'Matokeo ya changamoto yameamuliwa',
  account_restricted: 'Salio limezuiwa au akaunti imesimamishwa',
  reconciliation_mismatch: 'Hesabu hazilingani na Paystack (admin)',
};

/**
 * The types the product actually sends (issue #16 item 12): the Notification Preferences card lists
 * only these, since a switch for a type nobody sends would do nothing. The others stay in
 * NOTIFICATION_TYPES (the spec's list and the SQL domain) for providers this design does not have
 * (Stripe, PayPal, gift cards, charity). `premium_unlocked` is what identity verification sends.
 * notifications.types.test.ts checks this list against the server's senders.
 */
export const SENT_NOTIFICATION_TYPES = [
  'challenge_invite_received',
  'challenge_won',
  'challenge_backed_won',
  'loss_mitigation_refund',
  'mpesa_topup_success',
  'referral_bonus_received',
  'login_bonus_received',
  'mpesa_redemption_initiated',
  'premium_unlocked',
  'transaction_completed',
  'mpesa_topup_failed',
  'mpesa_redemption_failed',
  'challenge_result_decided',
  'account_restricted',
  'reconciliation_mismatch',
] as const satisfies readonly NotificationType[];

/** Types only admins receive (the nightly reconciliation's alert): nobody else sees their switches. */
export const ADMIN_NOTIFICATION_TYPES: readonly NotificationType[] = ['reconciliation_mismatch'];
export type SentNotificationType = (typeof SENT_NOTIFICATION_TYPES)[number];

/** How many read notifications one 'Show earlier' press brings. */
export const EARLIER_NOTIFICATIONS_PAGE = 20;

/** Every type may be sent by e-mail as well as in-app (spec §2: toggles per type, in-app and email). */
export const EMAILABLE_NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_TYPES;

/** A type with no preference row has both channels on (spec §3 Notification preference). */
export const DEFAULT_NOTIFICATION_PREFERENCE = { inAppEnabled: true, emailEnabled: true } as const;

/**
 * The money events whose SMS receipt is on unless the person turns it off (issue #19 §2): purchase
 * credited, redemption sent, redemption failed and recredited, challenge won (as a player or a backer),
 * invite received. Every other type sends an SMS only if the person turns it on. A preference row's
 * NULL sms_enabled means this default (migration 0035).
 */
export const SMS_DEFAULT_ON_TYPES: readonly NotificationType[] = ['mpesa_topup_success', 'mpesa_redemption_initiated', 'mpesa_redemption_failed', 'challenge_won', 'challenge_backed_won', 'challenge_invite_received'];

/** Whether a type sends an SMS when the person never chose (the SMS column's default). */
export function smsEnabledByDefault(type: NotificationType): boolean {
  return SMS_DEFAULT_ON_TYPES.includes(type);
}

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** Longest message a notification may carry (also a CHECK in SQL); keeps live events well under PostgreSQL's 8000-byte NOTIFY limit. */
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 1000;

export const NOTIFICATION_MESSAGES = {
  /** spec §5 Invite from a notification. */
  missingInviteId: 'Error: Missing challenge ID for invite.',
  notFound: 'Notification not found.',
  unknownType: 'Unknown notification type.',
  invalidCursor: 'This list has changed. Reload the page to see your notifications.',
} as const;

// spec §8 Notification click navigation.
const CHALLENGE_TARGET_TYPES: readonly string[] = ['challenge_won', 'challenge_backed_won', 'loss_mitigation_refund', 'challenge_result_decided'] satisfies NotificationType[];
/** The 14 payment, bonus, redemption, gift card, charity, premium and transaction types: mpesa_topup_success … mpesa_redemption_failed. */
const TRANSACTION_TARGET_TYPES: readonly string[] = NOTIFICATION_TYPES.slice(NOTIFICATION_TYPES.indexOf('mpesa_topup_success'), NOTIFICATION_TYPES.indexOf('mpesa_redemption_failed') + 1);

export const NOTIFICATIONS_PATH = '/notifications';

export type NotificationTarget = { ok: true; path: string } | { ok: false; message: string };

/**
 * Where clicking a notification leads (spec §8). An invite without its challenge id cannot be
 * opened (spec §5: 'Error: Missing challenge ID for invite.'); any other type without an id, and
 * any type this list does not handle, leads to the notifications page.
 */
export function notificationTarget(type: string, relatedEntityUuid: string | null | undefined): NotificationTarget {
  const id = relatedEntityUuid ? encodeURIComponent(relatedEntityUuid) : null;
  if (type === 'challenge_invite_received') return id ? { ok: true, path: `/challenges/invite/${id}` } : { ok: false, message: NOTIFICATION_MESSAGES.missingInviteId };
  if (id && CHALLENGE_TARGET_TYPES.includes(type)) return { ok: true, path: `/challenges/${id}` };
  // A frozen balance (or a suspension): the wallet, which says what is paused.
  if (type === 'account_restricted') return { ok: true, path: '/wallet' };
  // The admins' nightly reconciliation alert: the finance page, where each mismatch is listed.
  if (type === 'reconciliation_mismatch') return { ok: true, path: '/admin/finance' };
  if (id && TRANSACTION_TARGET_TYPES.includes(type)) return { ok: true, path: `/transactions/${id}` };
  return { ok: true, path: NOTIFICATIONS_PATH };
}

/** The path to link to where an error cannot be shown (an e-mail): the target, or the notifications page. */
export function notificationLinkPath(type: string, relatedEntityUuid: string | null | undefined): string {
  const target = notificationTarget(type, relatedEntityUuid);
  return target.ok ? target.path : NOTIFICATIONS_PATH;
}

/** Server-Sent Events stream of the signed-in user's live events. */
export const REALTIME_EVENTS_PATH = '/api/events';

/** Event names on the stream (the SSE `event:` field); `data:` is JSON. */
export const REALTIME_EVENTS = {
  /** Sent once when the stream is subscribed: events published from now on will arrive. data: {} */
  ready: 'realtime.ready',
  /** The server's listener was reconnected and events may have been missed: refetch. data: {} */
  resync: 'realtime.resync',
  /** data: NotificationCreatedEventData */
  notificationCreated: 'notification.created',
  /** data: { id } */
  notificationRead: 'notification.read',
  /** data: { count } */
  notificationsAllRead: 'notification.all_read',
  /** Published by the wallet; data: small ({ id, ... }). */
  transactionCreated: 'transaction.created',
  balanceChanged: 'balance.changed',
  /**
   * A challenge's players, stakes, status or result changed; sent to the player it concerns and to every
   * stream that watches the challenge (GET /api/events?challenge=<id>, its open detail page). data: { id }
   */
  challengeUpdated: 'challenge.updated',
  /** The person's own state changed (balance frozen or unfrozen): read the profile again. data: {} */
  accountChanged: 'account.changed',
  /** The person's sessions were ended (suspended, terminated). data: { reason?, message? } — the message is shown to them. */
  sessionEnded: 'session.ended',
} as const;

export interface NotificationCreatedEventData {
  id: string;
  type: NotificationType;
  message: string;
  relatedEntityUuid: string | null;
  /** null when the notification cannot be opened (an invite without its id). */
  target: string | null;
  createdAt: string;
}
