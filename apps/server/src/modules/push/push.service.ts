// Web push (issue #20 §3): the browsers where a person turned push on, and the sending of a queued push
// to each of them with the web-push library (VAPID-signed, payload encrypted with aes128gcm, RFC 8291/8292).
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { PUSH_MESSAGES } from '@changamoto/shared/domain';
import type { PushSubscriptionInput } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { runInTransaction } from '../../db/unit-of-work';
import { errors } from '../../http/errors';
import type { Logger } from '../../logger';
import type { PushJob } from './push.queue';
import * as repo from './push.repo';
import type { VapidKeys } from './vapid-keys';

/**
 * The push services of the browsers we serve (Chrome/Android, Firefox, Edge, Safari), each with its
 * subdomains. The server POSTs to whatever endpoint a browser hands it, so any other host is refused:
 * otherwise a signed-in person could make us send requests into our own network.
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/**
 * Browsers per person: each push is sent to every one, so an endless list (a script subscribing fake
 * endpoints) would make one notification many requests. The oldest go first.
 */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** Failures in a row (other than 404/410, which drop it at once) after which a subscription is dropped. */
export const MAX_PUSH_FAILURES = 10;

/** How long a push service keeps a push for a phone that is offline (seconds): a day, then it is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushServiceDeps {
  db: Db;
  /** Read on first use (a generated pair is written into DATA_DIR then, not when the app is built). */
  vapid: () => VapidKeys;
  log: Logger;
  /** More push service hosts (the tests' local push service). */
  extraHosts?: readonly string[];
  /** The HTTPS agent for push requests (the tests' agent trusts the local push service's certificate). */
  agent?: Agent;
}

export type DeliveryOutcome = 'sent' | 'removed' | 'failed';

export function hostAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname;
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export function createPushService({ db, vapid: readVapid, log, extraHosts = [], agent }: PushServiceDeps) {
  let keys: VapidKeys | undefined;
  const vapid = () => (keys ??= readVapid());
  const hosts = [...PUSH_SERVICE_HOSTS, ...extraHosts];

  async function sendOne(subscription: repo.PushSubscriptionRow, job: PushJob): Promise<DeliveryOutcome> {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(job.payload), {
        vapidDetails: vapid(),
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
        ...(agent ? { agent } : {}),
      });
      await repo.markSuccess(db, subscription.id);
      return 'sent';
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
      if (status === 404 || status === 410) {
        await repo.deleteSubscription(db, subscription.id);
        log.info({ subscriptionId: subscription.id, status }, 'push subscription gone: removed');
        return 'removed';
      }
      const failures = await repo.markFailure(db, subscription.id, MAX_PUSH_FAILURES);
      log.warn({ subscriptionId: subscription.id, status, failures, err: error instanceof Error ? error.message : String(error) }, 'push not delivered');
      return 'failed';
    }
  }

  return {
    publicKey: () => vapid().publicKey,

    async subscribe(userId: string, input: PushSubscriptionInput): Promise<{ endpoint: string }> {
      if (!hostAllowed(input.endpoint, hosts)) throw errors.validation(PUSH_MESSAGES.invalidSubscription, { endpoint: PUSH_MESSAGES.invalidSubscription });
      const row = await runInTransaction(db, async (tx) => {
        const saved = await repo.upsertSubscription(tx, userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
        await repo.keepNewest(tx, userId, MAX_PUSH_SUBSCRIPTIONS);
        return saved;
      });
      return { endpoint: row.endpoint };
    },

    async unsubscribe(userId: string, endpoint: string): Promise<{ removed: true }> {
      if (!(await repo.deleteOwnSubscription(db, userId, endpoint))) throw errors.notFound(PUSH_MESSAGES.notFound);
      return { removed: true };
    },

    /**
     * The job: one push to each of the person's browsers. Never throws for a push service's answer (a
     * retry would push twice to the browsers that got it); each failure is counted on its subscription.
     */
    async deliver(job: PushJob): Promise<DeliveryOutcome[]> {
      const subscriptions = await repo.listSubscriptions(db, job.userId);
      const outcomes: DeliveryOutcome[] = [];
      for (const subscription of subscriptions) outcomes.push(await sendOne(subscription, job));
      return outcomes;
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
