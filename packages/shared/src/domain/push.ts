// Web push (issue #20 §3): the third channel of a notification type, beside in-app and e-mail.
import type { NotificationType } from './notifications';

/**
 * The types whose push is on until the person turns it off: the ones worth a buzz on the phone (an
 * invite waiting, a win, tokens credited, a redemption sent or failed). Every other type pushes only
 * when its switch is turned on. `user_notification_preferences.push_enabled` NULL means this default
 * (migration 0035), so the default can change without rewriting rows.
 */
export const PUSH_ON_BY_DEFAULT: readonly NotificationType[] = ['challenge_invite_received', 'challenge_won', 'challenge_backed_won', 'mpesa_topup_success', 'transaction_completed', 'mpesa_redemption_initiated', 'mpesa_redemption_failed'];

export function defaultPushEnabled(type: NotificationType): boolean {
  return PUSH_ON_BY_DEFAULT.includes(type);
}

/** What the service worker receives in a push (JSON) and shows; `url` is the click target (spec §8). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per tag on the device: a later push about the same thing replaces it. */
  tag: string;
}

export const PUSH_MESSAGES = {
  /** Push service rejected nothing, but the browser sent a subscription we cannot use. */
  invalidSubscription: 'This browser sent a push subscription that cannot be used. Turn push off and on again.',
  notFound: 'Push subscription not found.',
} as const;
