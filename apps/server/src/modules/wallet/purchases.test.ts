// Buying tokens end to end against the Paystack simulator: checkout, signed webhooks, verify,
// callback visits; credited exactly once per reference whatever arrives, in whatever order.
import { serve } from '@hono/node-server';
import { signWebhookBody } from '@changamoto/paystack-simulator';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client } from '../../../test/helpers/session';
import { tokensCreditedBy } from '../../../test/helpers/members';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { cash, move, platform } from '../ledger/ledger';
import { insertTransaction } from '../ledger/ledger.test-helpers';
import { verifyLedger } from '../ledger/ledger.verify';
import { WALLET_MESSAGES } from '@changamoto/shared/domain';

let t: TestApp;
let server: Server;
let base: string;
let buyer: Client;
let buyerId: string;
let bundles: { id: string; tokenAmount: number; cashPriceKes: number }[];

beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  t.paystack.controls.setWebhookUrl(`${base}/api/paystack/webhook`);
  // A signed-in buyer: passwordless e-mail code.
  buyer = client(t, '198.51.100.210');
  await buyer.json('/api/auth/email-otp/send-verification-otp', { body: { email: 'buyer@example.co.ke', type: 'sign-in' } });
  const { latestMessageTo } = await import('../../../test/helpers/session');
  const code = (await latestMessageTo(t, 'buyer@example.co.ke')).body_text.match(/code is (\d{6})/)![1];
  await buyer.json('/api/auth/sign-in/email-otp', { body: { email: 'buyer@example.co.ke', otp: code } });
  // An account made by a code completes its profile and confirms 18+ before buying (issue #24, DOMAIN.md §7).
  await buyer.json('/api/profile', { method: 'PATCH', body: { username: 'buyer' } });
  await buyer.json('/api/account/confirm-adult', { body: { isAdultConfirmed: true } });
  buyerId = (await buyer.json<{ id: string }>('/api/profile')).body.id;
  bundles = (await buyer.json<{ bundles: typeof bundles }>('/api/wallet/bundles')).body.bundles;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

let keyCount = 0;
async function initiate(body: Record<string, unknown>) {
  const res = await t.app.request('/api/wallet/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: t.env.PUBLIC_URL, 'Idempotency-Key': `buy-key-${++keyCount}-${Date.now()}`, Cookie: [...buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { authorizationUrl: string; reference: string; transactionId: string; error?: { message: string } } };
}

/** What a person does on the hosted checkout page. */
async function checkout(authorizationUrl: string, outcome: 'success' | 'failure', channel: 'mobile_money' | 'card' = 'mobile_money') {
  const form = new URLSearchParams({ channel, phone: '0712345678', outcome });
  const res = await fetch(authorizationUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const wallet = async () => (await buyer.json<{ tokens: number; withdrawable: number }>('/api/wallet')).body;
const creditedBy = (reference: string) => tokensCreditedBy(t.database.db, reference);
const row = async (reference: string) => t.database.db.selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

describe('token bundles', () => {
  it('lists the three bundles of the FAQ, never the hidden bookkeeping ones', async () => {
    expect(bundles.map((b) => [b.tokenAmount, b.cashPriceKes])).toEqual([
      [25, 99],
      [50, 180],
      [100, 350],
    ]);
  });
});

describe('buying through the checkout', () => {
  it('a phone-only account is asked for a payer e-mail; Paystack gets that one, never the placeholder (issue #24 item 1)', async () => {
    const placeholder = (await t.database.db.selectFrom('users').select('email').where('id', '=', buyerId).executeTakeFirstOrThrow()).email;
    await t.database.db.updateTable('users').set({ email: `254712000999-abcd1234@phone.changamoto.invalid` }).where('id', '=', buyerId).execute();
    try {
      expect((await buyer.json<{ email: string | null }>('/api/profile')).body.email).toBeNull();
      const missing = await initiate({ bundleId: bundles[0]!.id });
      expect([missing.status, missing.body.error?.message]).toEqual([400, WALLET_MESSAGES.payerEmailRequired]);
      const bad = await initiate({ bundleId: bundles[0]!.id, payerEmail: 'someone@phone.changamoto.invalid' });
      expect([bad.status, bad.body.error?.message]).toEqual([400, WALLET_MESSAGES.payerEmailInvalid]);
      const started = await initiate({ bundleId: bundles[0]!.id, payerEmail: 'receipts@example.co.ke' });
      expect(started.status).toBe(201);
      expect(t.paystack.controls.transaction(started.body.reference)?.customer.email).toBe('receipts@example.co.ke');
      const row = await t.database.db.selectFrom('transactions').select('metadata').where('id', '=', started.body.transactionId).executeTakeFirstOrThrow();
      expect(row.metadata).toMatchObject({ payer_email: 'receipts@example.co.ke' });
      // Kept on the purchase only: the account's address is unchanged.
      expect((await t.database.db.selectFrom('users').select('email').where('id', '=', buyerId).executeTakeFirstOrThrow()).email).toMatch(/@phone\.changamoto\.invalid$/);
    } finally {
      await t.database.db.updateTable('users').set({ email: placeholder }).where('id', '=', buyerId).execute();
    }
  });

  it('M-Pesa success: the signed webhook credits the tokens once; the callback shows completed', async () => {
    const before = await wallet();
    const started = await initiate({ bundleId: bundles[2]!.id });
    expect(started.status).toBe(201);
    expect((await row(started.body.reference)).status).toBe('pending');
    const callback = await checkout(started.body.authorizationUrl, 'success');
    expect(callback.pathname).toBe('/wallet/paystack-callback');
    expect(callback.searchParams.get('reference')).toBe(started.body.reference);
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined));
    const after = await wallet();
    expect(after.tokens - before.tokens).toBe(100);
    expect((await row(started.body.reference)).type).toBe('token_bundle_purchase');
    const note = await t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', buyerId).where('type', '=', 'mpesa_topup_success').executeTakeFirst();
    expect(note?.message).toBe('Your purchase of 100 tokens for KES 350 is complete.');
    const payment = await buyer.json<{ status: string }>(`/api/wallet/payments/${started.body.reference}`);
    expect(payment.body.status).toBe('completed');
  });

  it('a failed payment is marked failed with the provider message when the callback page asks, and credits nothing', async () => {
    const before = await wallet();
    const started = await initiate({ bundleId: bundles[0]!.id });
    await checkout(started.body.authorizationUrl, 'failure', 'card');
    const payment = await buyer.json<{ status: string; errorMessage: string }>(`/api/wallet/payments/${started.body.reference}`);
    expect(payment.body.status).toBe('failed');
    expect(payment.body.errorMessage).toBeTruthy();
    expect((await wallet()).tokens).toBe(before.tokens);
  });

  it('a custom amount buys floor(KES / rate) tokens and becomes an M-Pesa top-up', async () => {
    const before = await wallet();
    const started = await initiate({ bundleId: '00000000-0000-0000-0000-000000000000', customAmount: 75 });
    expect(started.status).toBe(201);
    await checkout(started.body.authorizationUrl, 'success');
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined));
    expect((await wallet()).tokens - before.tokens).toBe(75);
    expect((await row(started.body.reference)).type).toBe('mpesa_topup');
  });

  it.each([
    [{ bundleId: '00000000-0000-0000-0000-000000000000', customAmount: 9 }, 'Custom amount must be at least KES 10'],
    [{ bundleId: '00000000-0000-0000-0000-000000000000' }, 'Custom amount must be at least KES 10'],
    [{ bundleId: 'not-a-uuid' }, 'Invalid bundle ID provided.'],
    [{ bundleId: '11111111-1111-4111-8111-111111111111' }, 'Invalid bundle ID provided.'],
  ])('refuses %o with the spec message and writes nothing', async (body, message) => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('transactions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', buyerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await initiate(body);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe(message);
    expect(await count()).toBe(before);
  });
});

describe('webhooks: exactly once, whatever arrives', () => {
  async function paidPurchase(bundle = 1) {
    const started = await initiate({ bundleId: bundles[bundle]!.id });
    t.paystack.controls.setWebhookUrl(null as unknown as string); // hold webhooks: the test delivers them
    await checkout(started.body.authorizationUrl, 'success');
    t.paystack.controls.setWebhookUrl(`${base}/api/paystack/webhook`);
    const verify = (await t.paystack.controls.transaction(started.body.reference))!;
    return { reference: started.body.reference, payment: verify };
  }
  const post = (raw: string, signature: string | undefined) =>
    t.app.request('/api/paystack/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) }, body: raw });

  it('the same charge.success 10 times, mixed with verify calls and callback visits: credited once', async () => {
    const { reference, payment } = await paidPurchase();
    const raw = JSON.stringify({ event: 'charge.success', data: payment });
    const signature = signWebhookBody(raw, t.paystack.secretKey);
    await Promise.all([...Array.from({ length: 10 }, () => post(raw, signature)), buyer.json(`/api/wallet/payments/${reference}`), buyer.json(`/api/wallet/payments/${reference}`)]);
    expect(await creditedBy(reference)).toBe(50);
    const transfers = await t.database.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('transaction_id', '=', (await row(reference)).id)
      .executeTakeFirstOrThrow();
    expect(Number(transfers.n)).toBe(2); // the tokens, and the excise duty owed (DOMAIN.md §10)
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('a forged or missing signature gets 401 and writes nothing', async () => {
    const { reference, payment } = await paidPurchase();
    const raw = JSON.stringify({ event: 'charge.success', data: payment });
    expect((await post(raw, undefined)).status).toBe(401);
    expect((await post(raw, signWebhookBody(raw, 'sk_test_someone_else'))).status).toBe(401);
    expect((await post(raw.replace('"success"', '"success" '), signWebhookBody(raw, t.paystack.secretKey))).status).toBe(401);
    expect((await row(reference)).status).toBe('pending');
  });

  it('a webhook whose amount does not match the purchase is refused (logged, not credited)', async () => {
    const before = await wallet();
    const { reference, payment } = await paidPurchase();
    const raw = JSON.stringify({ event: 'charge.success', data: { ...payment, amount: payment.amount * 10 } });
    const res = await post(raw, signWebhookBody(raw, t.paystack.secretKey));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'mismatch' });
    expect((await row(reference)).status).toBe('pending');
    expect((await wallet()).tokens).toBe(before.tokens);
  });

  it('a signed charge.success carrying a redemption’s reference is refused as a mismatch: 200, nothing credited, the redemption untouched', async () => {
    // A redemption in flight, as initiateRedemption leaves one: cash moved to payout_pending, its row pending.
    const reference = `rdm_${Date.now()}_webhook_mixup`;
    await t.database.db.transaction().execute(async (tx) => {
      const bought = await insertTransaction(tx, { userId: buyerId, type: 'token_bundle_purchase', status: 'completed', amountTokens: 100 });
      await move(tx, [{ from: platform('payments_in'), to: cash(buyerId), amount: 100, kind: 'token_bundle_purchase', transactionId: bought }]);
      const id = await insertTransaction(tx, { userId: buyerId, type: 'token_bundle_redemption', status: 'pending', amountTokens: -100, amountCurrency: 80, reference });
      await move(tx, [{ from: cash(buyerId), to: platform('payout_pending'), amount: 100, kind: 'token_bundle_redemption', transactionId: id }]);
    });
    const before = await wallet();
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, amount: 8000, currency: 'KES', status: 'success', channel: 'mobile_money', paid_at: new Date().toISOString() } });
    const res = await post(raw, signWebhookBody(raw, t.paystack.secretKey));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'mismatch' });
    expect(await row(reference)).toMatchObject({ status: 'pending', type: 'token_bundle_redemption' });
    expect(await wallet()).toEqual(before);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('an unknown reference is ignored without error', async () => {
    const raw = JSON.stringify({ event: 'charge.success', data: { reference: 'chg-unknown', amount: 100, currency: 'KES', status: 'success' } });
    expect(await (await post(raw, signWebhookBody(raw, t.paystack.secretKey))).json()).toEqual({ received: true, outcome: 'unknown' });
  });

  it('each webhook delivered three times by the provider still credits the purchase once', async () => {
    const started = await initiate({ bundleId: bundles[0]!.id });
    t.paystack.controls.duplicateWebhooks(3);
    await checkout(started.body.authorizationUrl, 'success');
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.paystack.controls.duplicateWebhooks(1);
    expect(await creditedBy(started.body.reference)).toBe(25);
  });
});

describe('a failed delivery', () => {
  it('is retried by the provider and the retry credits the purchase once', async () => {
    const started = await initiate({ bundleId: bundles[0]!.id });
    // The first delivery hits a path that answers 404 (our endpoint "down"); the retry finds it again.
    t.paystack.controls.setWebhookUrl(`${base}/api/paystack/webhook-down`);
    await checkout(started.body.authorizationUrl, 'success');
    await eventually(async () => (t.paystack.controls.webhookLog().some((d) => d.reference === started.body.reference && d.attempts.some((a) => a.status === 404)) ? true : undefined));
    t.paystack.controls.setWebhookUrl(`${base}/api/paystack/webhook`);
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined), { timeoutMs: 15_000 });
    expect(await creditedBy(started.body.reference)).toBe(25);
  });
});

describe('reconciliation', () => {
  it('a purchase whose webhook never came is settled by the job from Paystack’s verify', async () => {
    const started = await initiate({ bundleId: bundles[0]!.id });
    t.paystack.controls.setWebhookUrl(null as unknown as string);
    await checkout(started.body.authorizationUrl, 'success');
    t.paystack.controls.setWebhookUrl(`${base}/api/paystack/webhook`);
    await t.database.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('reference', '=', started.body.reference)
      .execute();
    const { createPurchasesService } = await import('./purchases.service');
    const { createNotificationsService } = await import('../notifications/notifications.service');
    const { createMessaging } = await import('../messaging/messaging.service');
    const { pino } = await import('pino');
    const purchases = createPurchasesService({
      db: t.database.db,
      paystack: t.paystackDeps.client,
      notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }),
      env: t.env,
      log: pino({ level: 'silent' }),
    });
    expect(await purchases.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await row(started.body.reference)).status).toBe('completed');
    expect(await creditedBy(started.body.reference)).toBe(25);
  });

  it('a frozen balance cannot start a purchase', async () => {
    await t.database.db.updateTable('users').set({ balance_frozen: true }).where('id', '=', buyerId).execute();
    const res = await initiate({ bundleId: bundles[0]!.id });
    expect(res.status).toBe(403);
    await t.database.db.updateTable('users').set({ balance_frozen: false }).where('id', '=', buyerId).execute();
  });
});

describe('the payment status page', () => {
  it('60 quick polls of a pending purchase ask Paystack a handful of times at most; the excess polls get 429, never 500', async () => {
    const started = await initiate({ bundleId: bundles[0]!.id });
    const before = t.paystack.controls.calls('verify');
    const cookie = [...buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await t.app.request(`/api/wallet/payments/${started.body.reference}`, { headers: { Cookie: cookie, 'X-Forwarded-For': '198.51.100.77' } });
      statuses.push(res.status);
      if (res.status === 429) expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      else await res.body?.cancel();
    }
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    // One verify per reference every few seconds, however fast the polls come.
    expect(t.paystack.controls.calls('verify') - before).toBeLessThanOrEqual(3);
  });
});
