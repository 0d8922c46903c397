// A local, Paystack-compatible HTTP server (design: /work/shared/design/paystack.md). Point the Paystack
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
  const ctx: SimContext = {
    secretKey: options.secretKey,
    publicUrl: '',
    webhookUrl: options.webhookUrl ?? null,
    initialBalance,
    timing: { ...initialTiming },
    store: createStore(initialBalance),
    faults: createFaults(),
    scheduler,
    webhooks: createWebhookSender({
      secretKey: options.secretKey,
      scheduler,
      getUrl: () => ctx.webhookUrl,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2_000, 5_000, 15_000, 60_000, 180_000],
      timeoutMs: options.webhookTimeoutMs ?? 5_000,
    }),
  };
  const controls = createControls(ctx, initialTiming);
  const app = createSimulatorApp(ctx, controls);

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, () => resolve(s as Server)) as Server;
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  ctx.publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');

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
    },
  };
}

export { KENYAN_BANKS, type SimBank } from './banks';
export type { SimulatorControls } from './controls';
export { ControlError } from './controls';
export type { Timing } from './context';
export { OPERATIONS, type InjectedFailure, type Operation } from './faults';
export { signWebhookBody, type WebhookAttempt, type WebhookDelivery, type WebhookEventName } from './webhooks';
export { startWebhookRecorder, type RecordedWebhook, type WebhookRecorder } from './webhook-recorder';
