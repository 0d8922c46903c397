// Signed webhook delivery like Paystack's: POST {event, data} with x-paystack-signature = hex
// HMAC-SHA512 of the exact body; any answer other than 200, or a network error, is retried with backoff.
import { createHmac } from 'node:crypto';
import { nowIso } from './ids';
import type { Scheduler } from './scheduler';
import type { Store } from './store';

export type WebhookEventName = 'charge.success' | 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

export interface WebhookAttempt {
  at: string;
  /** HTTP status of the receiver's answer; null when the request failed (network error, timeout). */
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  id: number;
  event: WebhookEventName;
  reference: string;
  /** 1 for the first copy; above 1 for copies sent by duplicateWebhooks(n). */
  copy: number;
  /** The exact bytes sent (and signed). */
  body: string;
  signature: string;
  attempts: WebhookAttempt[];
  /** The receiver answered 200. */
  delivered: boolean;
  /** No more attempts will be made (delivered, attempts used up, or cancelled). */
  finished: boolean;
}

/** An event held back while reorderWebhooks is on. */
export interface HeldWebhook {
  event: WebhookEventName;
  reference: string;
  body: string;
}

export interface WebhookSenderOptions {
  secretKey: string;
  /** Holds the log and the held events, and saves them (with a data directory) after each change. */
  store: Store;
  scheduler: Scheduler;
  getUrl(): string | null;
  /** Waits between attempts; attempts = retryDelaysMs.length + 1. */
  retryDelaysMs: number[];
  timeoutMs: number;
}

export interface WebhookSender {
  send(event: WebhookEventName, data: { reference: string }): void;
  /** Sends the most recent event (or the most recent of that name) about this reference again. */
  resend(reference: string, event?: WebhookEventName): void;
  setCopies(copies: number): void;
  /** While on, events are held; turning it off sends the held ones newest first. */
  setReorder(enabled: boolean): void;
  release(): void;
  log(): WebhookDelivery[];
  clear(): void;
  /** After a restart: carries on with the deliveries the last run had not finished, and sends what it held. */
  resume(): void;
}

export function signWebhookBody(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const { store } = options;
  const sent = new Map<string, { event: WebhookEventName; body: string }[]>();
  let copies = 1;
  let reorder = false;
  let lastId = 0;

  const remember = (event: WebhookEventName, reference: string, body: string) => {
    const history = sent.get(reference) ?? [];
    history.push({ event, body });
    sent.set(reference, history);
  };

  function dispatch(event: WebhookEventName, reference: string, body: string) {
    const signature = signWebhookBody(body, options.secretKey);
    const created: WebhookDelivery[] = [];
    for (let copy = 1; copy <= copies; copy += 1) {
      lastId += 1;
      created.push({ id: lastId, event, reference, copy, body, signature, attempts: [], delivered: false, finished: false });
    }
    store.deliveries.push(...created);
    // Owed from now on: saved before the answer that caused it, so a restart still sends it.
    store.save({ deliveries: created });
    for (const delivery of created) options.scheduler.run(() => deliver(delivery));
  }

  async function deliver(delivery: WebhookDelivery) {
    const generation = options.scheduler.generation;
    const maxAttempts = options.retryDelaysMs.length + 1;
    // A delivery resumed after a restart carries on where it was, after the wait it was in.
    for (let attempt = delivery.attempts.length; attempt < maxAttempts; attempt += 1) {
      if (attempt > 0 && attempt === delivery.attempts.length && !(await options.scheduler.sleep(options.retryDelaysMs[attempt - 1] ?? 0))) return;
      if (generation !== options.scheduler.generation) return;
      const attemptLog = await postOnce(delivery);
      // Stopped (or reset) while the request was out: this run does not record it; the next one sends again.
      if (generation !== options.scheduler.generation) return;
      delivery.attempts.push(attemptLog);
      if (attemptLog.status === 200) {
        delivery.delivered = true;
        break;
      }
      if (attempt < maxAttempts - 1) store.save({ deliveries: [delivery] });
    }
    delivery.finished = true;
    store.save({ deliveries: [delivery] });
  }

  async function postOnce(delivery: WebhookDelivery): Promise<WebhookAttempt> {
    const at = nowIso();
    const url = options.getUrl();
    if (!url) return { at, status: null, error: 'No webhook URL is configured' };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature, 'user-agent': 'Paystack-Simulator' },
        body: delivery.body,
        signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.scheduler.signal]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { at, status: response.status, error: null };
    } catch (error) {
      return { at, status: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  const sender: WebhookSender = {
    send(event, data) {
      const body = JSON.stringify({ event, data });
      remember(event, data.reference, body);
      if (reorder) {
        store.heldWebhooks.push({ event, reference: data.reference, body });
        store.save({ held: true });
      } else dispatch(event, data.reference, body);
    },
    resend(reference, event) {
      const history = (sent.get(reference) ?? []).filter((entry) => !event || entry.event === event);
      const last = history.at(-1);
      if (!last) throw new Error(`No webhook has been sent about ${reference}${event ? ` with event ${event}` : ''}`);
      dispatch(last.event, reference, last.body);
    },
    setCopies(n) {
      if (!Number.isInteger(n) || n < 1) throw new Error('Webhook copies must be a whole number of at least 1');
      copies = n;
    },
    setReorder(enabled) {
      reorder = enabled;
      if (!enabled) sender.release();
    },
    release() {
      if (store.heldWebhooks.length === 0) return;
      const toSend = store.heldWebhooks.splice(0).reverse();
      for (const entry of toSend) dispatch(entry.event, entry.reference, entry.body);
      store.save({ held: true });
    },
    log() {
      return store.deliveries.map((delivery) => ({ ...delivery, attempts: [...delivery.attempts] }));
    },
    clear() {
      store.deliveries.length = 0;
      store.heldWebhooks.length = 0;
      sent.clear();
      copies = 1;
      reorder = false;
    },
    resume() {
      sent.clear();
      for (const delivery of store.deliveries) {
        lastId = Math.max(lastId, delivery.id);
        if (delivery.copy === 1) remember(delivery.event, delivery.reference, delivery.body);
      }
      for (const entry of store.heldWebhooks) remember(entry.event, entry.reference, entry.body);
      for (const delivery of store.deliveries) if (!delivery.finished) options.scheduler.run(() => deliver(delivery));
      // Reordering is a switch of the last run, off after a restart: what it held goes out now.
      sender.release();
    },
  };
  return sender;
}
