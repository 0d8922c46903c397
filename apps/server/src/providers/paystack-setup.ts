// Which Paystack the server talks to: the real API when PAYSTACK_SECRET_KEY is set, otherwise the
// local simulator started in-process (npm start needs no account). Either way, the same client.
import path from 'node:path';
import { startPaystackSimulator } from '@changamoto/paystack-simulator';
import { dataDirSecret } from '../data-dir-secret';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createPaystackClient, type PaystackClient } from './paystack';

export interface PaystackSetup {
  client: PaystackClient;
  secretKey: string;
  /** The simulator's address when it runs (its checkout page is where buyers go). */
  simulatorUrl: string | null;
  stop(): Promise<void>;
}

/**
 * The simulator's key, which also signs its webhooks: random per data directory, never a constant in
 * the repository (anyone can read that, sign a charge.success and be credited). Kept in DATA_DIR so
 * webhooks still verify after a restart.
 */
export function simulatorSecret(env: Pick<Env, 'DATA_DIR'>): string {
  return dataDirSecret(env.DATA_DIR, 'paystack-simulator-secret', { prefix: 'sk_test_simulator_' });
}

/** Where the simulator keeps its transactions, recipients and transfers, so a restart forgets none (as Paystack would not). */
export function simulatorDataDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'paystack-simulator');
}

export async function setUpPaystack(env: Env, log: Logger): Promise<PaystackSetup> {
  if (env.PAYSTACK_SECRET_KEY) {
    return { client: createPaystackClient({ baseUrl: env.PAYSTACK_BASE_URL, secretKey: env.PAYSTACK_SECRET_KEY }), secretKey: env.PAYSTACK_SECRET_KEY, simulatorUrl: null, stop: async () => {} };
  }
  const secretKey = simulatorSecret(env);
  const simulator = await startPaystackSimulator({
    port: env.PAYSTACK_SIMULATOR_PORT,
    hostname: '127.0.0.1',
    secretKey,
    webhookUrl: `${env.PUBLIC_URL}/api/paystack/webhook`,
    publicUrl: `http://localhost:${env.PAYSTACK_SIMULATOR_PORT}`,
    dataDir: simulatorDataDir(env),
    // An M-Pesa prompt waits for the pretend phone (GET /phone on the simulator) as a real one waits for a
    // person, instead of approving itself after half a second (issue #19 §1).
    timing: { chargeCompletionMs: null },
  });
  log.info({ url: simulator.url }, 'Paystack simulator started (PAYSTACK_SECRET_KEY is not set)');
  return { client: createPaystackClient({ baseUrl: simulator.url, secretKey }), secretKey, simulatorUrl: simulator.url, stop: () => simulator.stop() };
}
