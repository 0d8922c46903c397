// A local, Paystack-compatible HTTP server (design: docs/paystack.md). Point the Paystack
// client's base URL at `url` and use `secretKey`; switching to the real API changes nothing else.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { SimContext, Timing } from './context';
import { createControls, type SimulatorControls } from './controls';
import { createFaults } from './faults';
import { createScheduler } from './scheduler';
import { createSimulatorApp } from './server';
import { createStore } from './store';
import { scheduleChargeCompletion } from './transaction-model';
import { scheduleTransferCompletion } from './transfer-model';
import { createWebhookSender } from './webhooks';

export interface PaystackSimulatorOptions {
  /** 0 (default) lets the OS pick a free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  hostname?: string;
  /** The key clients must send as `Authorization: Bearer <secretKey>`; also signs webhooks. */
  secretKey: string;
  /** Where webhooks go; may be set later with controls.setWebhookUrl(). */
  webhookUrl?: string;
  /** Base URL browsers use to reach the simulator (authorization_url); default the listening URL. */
  publicUrl?: string;
  /** Starting balance for payouts in KES cents; default KES 1,000,000. */
  balanceSubunit?: number;
  /** Default: transfers complete after 200 ms, M-Pesa prompts are approved after 500 ms. */
  timing?: Partial<Timing>;
  /** Waits between webhook attempts; attempts = length + 1. Default [500, 2000, 5000, 15000, 60000, 180000]. */
  webhookRetryDelaysMs?: number[];
  /** How long one webhook attempt may take; default 5000 ms. */
  webhookTimeoutMs?: number;
  /**
   * A directory of the simulator's own where it keeps its transactions, recipients, transfers, balance
   * and owed webhooks, so that they survive a restart as Paystack's do (one simulator per directory).
   * Without it everything lives in memory and is gone when the simulator stops.
   */
  dataDir?: string;
}

export interface RunningPaystackSimulator {
  /** Base URL of the API, e.g. http://127.0.0.1:41234 (use as PAYSTACK_BASE_URL). */
  url: string;
  secretKey: string;
  controls: SimulatorControls;
  stop(): Promise<void>;
}

export async function startPaystackSimulator(options: PaystackSimulatorOptions): Promise<RunningPaystackSimulator> {
  if (!options.secretKey) throw new Error('startPaystackSimulator needs a secretKey');
  const hostname = options.hostname ?? '127.0.0.1';
  const initialBalance = options.balanceSubunit ?? 100_000_000;
  const initialTiming: Timing = { transferCompletionMs: 200, chargeCompletionMs: 500, ...options.timing };
  const scheduler = createScheduler();
  const store = createStore(initialBalance, options.dataDir);
  const ctx: SimContext = {
    secretKey: options.secretKey,
    publicUrl: '',
    webhookUrl: options.webhookUrl ?? null,
    initialBalance,
    timing: { ...initialTiming },
    store,
    faults: createFaults(),
    scheduler,
    webhooks: createWebhookSender({
      secretKey: options.secretKey,
      store,
      scheduler,
      getUrl: () => ctx.webhookUrl,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2_000, 5_000, 15_000, 60_000, 180_000],
      timeoutMs: options.webhookTimeoutMs ?? 5_000,
    }),
  };
  const controls = createControls(ctx, initialTiming);
  const app = createSimulatorApp(ctx, controls);

  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, () => resolve(s as Server)) as Server;
      s.once('error', reject);
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  ctx.publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');

  // What the last run on this directory left under way goes on: prompts awaiting the customer,
  // transfers awaiting the bank, and webhooks not yet delivered.
  for (const tx of store.transactions.values()) scheduleChargeCompletion(ctx, tx);
  for (const transfer of store.transfers.values()) scheduleTransferCompletion(ctx, transfer);
  ctx.webhooks.resume();

  return {
    url,
    secretKey: options.secretKey,
    controls,
    async stop() {
      scheduler.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Work cut short by stop() records nothing more; what it owed is on disk for the next start.
      await scheduler.idle();
      store.close();
      // Clients in this process (tests, the app's own Paystack client) see their pooled keep-alive
      // sockets closed before stop() returns, so a simulator restarted on the same port is not sent
      // requests down a dead socket ("other side closed").
      await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

export { KENYAN_BANKS, type SimBank } from './banks';
export type { SimulatorControls } from './controls';
export { ControlError } from './controls';
export type { Timing } from './context';
export { CHARGE_STATES, type ChargeState } from './store';
export { OPERATIONS, type InjectedFailure, type Operation } from './faults';
export { signWebhookBody, type WebhookAttempt, type WebhookDelivery, type WebhookEventName } from './webhooks';
export { startWebhookRecorder, type RecordedWebhook, type WebhookRecorder } from './webhook-recorder';
