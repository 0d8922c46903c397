// The Paystack simulator's key (issue #15 item 4): it used to be a constant in this repository, so
// anyone could sign a charge.success for their own pending purchase and be credited by a server that
// ran on the simulator. Now it is random per data directory and kept there across restarts.
import { signWebhookBody } from '@changamoto/paystack-simulator';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/helpers/ports';
import { insertUser } from '../../test/helpers/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { setUpPaystack, simulatorDataDir, simulatorSecret, type PaystackSetup } from './paystack-setup';
import { insertTransaction } from '../modules/ledger/ledger.test-helpers';

/** The key every simulator ran with before this fix: public, in git history forever. */
const OLD_REPOSITORY_SECRET = 'sk_test_changamoto_local_simulator';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'changamoto-simsecret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the simulator secret', () => {
  it('differs between two data directories, is stable across restarts of one, and is kept with mode 0600', () => {
    const [a, b] = [dataDir(), dataDir()];
    const first = simulatorSecret({ DATA_DIR: a });
    expect(first).toMatch(/^sk_test_simulator_[0-9a-f]{64}$/);
    expect(first).not.toBe(OLD_REPOSITORY_SECRET);
    expect(simulatorSecret({ DATA_DIR: b })).not.toBe(first);
    expect(simulatorSecret({ DATA_DIR: a })).toBe(first); // the next start reads what the first one kept
    expect(statSync(path.join(a, 'paystack-simulator-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('the simulator started by the server (main.ts) remembers across a restart (issue #16 item 13)', () => {
  it('a checkout and a payout recipient created before a restart are known after it, on the same data directory', async () => {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir(), PAYSTACK_SIMULATOR_PORT: String(await freePort()), LOG_LEVEL: 'silent' });
    const log = pino({ level: 'silent' });
    let setup = await setUpPaystack(env, log);
    try {
      const reference = `restart-${Date.now()}`;
      await setup.client.initializeTransaction({ email: 'wanjiku@example.com', amountSubunit: 35_000, currency: 'KES', reference, callbackUrl: `${env.PUBLIC_URL}/wallet/paystack-callback`, metadata: {} });
      const recipient = await setup.client.createTransferRecipient({ type: 'mobile_money', name: 'Wanjiku Kamau', accountNumber: '0712345678', bankCode: 'MPESA' });
      await setup.stop();
      expect(existsSync(path.join(simulatorDataDir(env), 'records.jsonl'))).toBe(true);

      setup = await setUpPaystack(env, log);
      expect(await setup.client.verifyTransaction(reference)).toMatchObject({ reference, status: 'abandoned', amount: 35_000 });
      const transfer = await setup.client.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference: `payout_after_restart_${Date.now()}`, reason: 'Changamoto redemption' });
      expect(transfer).toMatchObject({ status: 'pending', amount: 5_000 });
    } finally {
      await setup.stop();
    }
  });
});

describe('a server on the simulator (development, or staging with ALLOW_SIMULATORS)', () => {
  let t: TestApp;
  let paystack: PaystackSetup;
  let app: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    t = await createTestApp();
    // Exactly what main.ts does when PAYSTACK_SECRET_KEY is unset.
    const env = loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(32), ALLOW_SIMULATORS: 'true', DATA_DIR: dataDir(), PAYSTACK_SIMULATOR_PORT: String(await freePort()), LOG_LEVEL: 'silent' });
    paystack = await setUpPaystack(env, pino({ level: 'silent' }));
    app = buildApp({ env: t.env, db: t.database.db, jobs: t.jobs, log: pino({ level: 'silent' }), auth: t.auth, paystack });
  });
  afterAll(async () => {
    await paystack.stop();
    await t.close();
  });

  /** Someone's own pending purchase of 100 tokens for KES 350, as initiating a payment leaves it. */
  async function pendingPurchase(reference: string) {
    const userId = await insertUser(t.database.db);
    const id = await insertTransaction(t.database.db, { userId, type: 'token_bundle_purchase', status: 'pending', amountTokens: 100, amountCurrency: 350, reference });
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, amount: 35_000, currency: 'KES', status: 'success', channel: 'mobile_money', paid_at: new Date().toISOString(), gateway_response: 'Approved' } });
    const credited = async () => (await t.database.db.selectFrom('ledger_transfers').select('amount').where('transaction_id', '=', id).execute()).length > 0;
    const status = async () => (await t.database.db.selectFrom('transactions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    return { raw, credited, status };
  }
  const deliver = (raw: string, secret: string) => app.request('/api/paystack/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signWebhookBody(raw, secret) }, body: raw });

  it('refuses a charge.success signed with the old repository constant, and credits nothing', async () => {
    const forged = await pendingPurchase('forged-with-the-public-key');
    const response = await deliver(forged.raw, OLD_REPOSITORY_SECRET);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid signature.' } });
    expect(await forged.credited()).toBe(false);
    expect(await forged.status()).toBe('pending');
  });

  it('still credits a webhook signed with its own data-directory key', async () => {
    const genuine = await pendingPurchase('signed-by-this-simulator');
    const response = await deliver(genuine.raw, paystack.secretKey);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'credited' });
    expect(await genuine.credited()).toBe(true);
  });
});
