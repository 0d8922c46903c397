// Shared set-up for the simulator's own tests: a simulator, a webhook recorder, and a raw HTTP caller.
import { startPaystackSimulator, type PaystackSimulatorOptions, type RunningPaystackSimulator } from './index';
import { startWebhookRecorder, type WebhookRecorder } from './webhook-recorder';

export const SECRET = 'sk_test_simulator_own_tests';
export const CALLBACK = 'http://localhost:3000/wallet/paystack-callback';

export interface Harness {
  sim: RunningPaystackSimulator;
  hooks: WebhookRecorder;
  /** Calls the simulator's API with the secret key; answers HTTP status and parsed JSON. */
  api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> & { data?: Record<string, unknown> } }>;
  /** Calls /__control/<name> with a JSON body. */
  control(name: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export async function startHarness(options: Partial<PaystackSimulatorOptions> = {}): Promise<Harness> {
  const hooks = await startWebhookRecorder();
  const sim = await startPaystackSimulator({
    secretKey: SECRET,
    webhookUrl: hooks.url,
    webhookRetryDelaysMs: [20, 40, 80],
    timing: { transferCompletionMs: 20, chargeCompletionMs: 20 },
    ...options,
  });
  return {
    sim,
    hooks,
    async api(method, path, body) {
      const response = await fetch(`${sim.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${SECRET}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    async control(name, body) {
      const response = await fetch(`${sim.url}/__control/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    async stop() {
      await sim.stop();
      await hooks.stop();
    },
  };
}

let counter = 0;
export const uniqueRef = (prefix = 'ref') => `${prefix}-${Date.now()}-${(counter += 1)}`;
export const transferRef = () => `payout_${Date.now()}_${(counter += 1)}`.padEnd(20, '0');

export function initializeBody(overrides: Record<string, unknown> = {}) {
  return { email: 'wanjiku@example.com', amount: 35_000, currency: 'KES', reference: uniqueRef('buy'), callback_url: CALLBACK, metadata: { bundle: 'b-100' }, ...overrides };
}

export async function createMpesaRecipient(harness: Harness, accountNumber = '254712345678'): Promise<string> {
  const { json } = await harness.api('POST', '/transferrecipient', { type: 'mobile_money', name: 'Wanjiku Kamau', account_number: accountNumber, bank_code: 'MPESA', currency: 'KES' });
  return json.data!.recipient_code as string;
}

export function transferBody(recipient: string, overrides: Record<string, unknown> = {}) {
  return { source: 'balance', amount: 5_000, recipient, reference: transferRef(), reason: 'Changamoto redemption', currency: 'KES', ...overrides };
}
