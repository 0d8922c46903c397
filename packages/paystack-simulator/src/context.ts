// What every part of the simulator shares: settings, records, injected faults, background work, webhooks.
import type { Faults } from './faults';
import type { Scheduler } from './scheduler';
import type { Store } from './store';
import type { WebhookSender } from './webhooks';

export interface Timing {
  /** How long a queued transfer stays pending before it completes; null = until completeTransfer(). */
  transferCompletionMs: number | null;
  /** How long an M-Pesa prompt (POST /charge) waits before the customer "approves"; null = until completeCharge(). */
  chargeCompletionMs: number | null;
}

export interface SimContext {
  secretKey: string;
  /** Base of the links handed to browsers (authorization_url). */
  publicUrl: string;
  webhookUrl: string | null;
  initialBalance: number;
  timing: Timing;
  store: Store;
  faults: Faults;
  scheduler: Scheduler;
  webhooks: WebhookSender;
}
