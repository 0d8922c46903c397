// Buying tokens by M-Pesa STK push (issue #19 §1) against the Paystack simulator: the prompt, the
// credit on charge.success, declined / not enough on M-Pesa / timed out with their messages, and
// credited exactly once whatever arrives in which order (webhook, verify, expiry, reconciliation).
import { serve } from '@hono/node-server';
import { MPESA_MESSAGES, PHONE_MESSAGES } from '@changamoto/shared/domain';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { tokensCreditedBy } from '../../../test/helpers/members';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMpesaPurchasesService, startMpesaPurchase, type MpesaPurchaseDeps } from './mpesa-purchases.service';

let t: TestApp;
let server: Server;
let buyer: Client;
let buyerId: string;
let other: Client;
let bundle100: { id: string; tokenAmount: number; cashPriceKes: number };
let deps: MpesaPurchaseDeps;

async function member(email: string, ip: string) {
  const c = client(t, ip);
  const started = new Date();
  await c.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
  const code = (await latestMessageTo(t, email, { after: started })).body_text.match(/code is (\d{6})/)![1];
  await c.json('/api/auth/sign-in/email-otp', { body: { email, otp: code } });
  await c.json('/api/profile', { method: 'PATCH', body: { username: email.split('@')[0]!.replace(/[^A-Za-z0-9_]/g, '_') } });
  await c.json('/api/account/confirm-adult', { body: { isAdultConfirmed: true } });
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  t.paystack.controls.setWebhookUrl(`http://127.0.0.1:${(server.address() as { port: number }).port}/api/paystack/webhook`);
  buyer = await member('mpesa-buyer@example.co.ke', '198.51.100.240');
  other = await member('mpesa-other@example.co.ke', '198.51.100.241');
  buyerId = (await buyer.json<{ id: string }>('/api/profile')).body.id;
  const bundles = (await buyer.json<{ bundles: (typeof bundle100)[] }>('/api/wallet/bundles')).body.bundles;
  bundle100 = bundles.find((b) => b.tokenAmount === 100)!;
  deps = { db: t.database.db, paystack: t.paystackDeps.client, purchases: t.services.purchases, notifications: t.services.notifications, env: t.env, log: (await import('pino')).pino({ level: 'silent' }) };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

let keyCount = 0;
async function pushFor(who: Client, body: Record<string, unknown>, key = `stk-key-${++keyCount}-${Date.now()}`) {
  const res = await t.app.request('/api/wallet/mpesa-payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: t.env.PUBLIC_URL, 'Idempotency-Key': key, Cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as { reference: string; status: string; message: string; phone: string; amountKes: number; tokens: number; error?: { message: string; fields?: Record<string, string> } },
  };
}
const push = (body: Record<string, unknown>, key?: string) => pushFor(buyer, body, key);

const tokens = async () => (await buyer.json<{ tokens: number }>('/api/wallet')).body.tokens;
const row = async (reference: string) => t.database.db.selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const creditedBy = (reference: string) => tokensCreditedBy(t.database.db, reference);
/** What the wallet's status poll answers (it asks Paystack about a pending one). */
const status = async (reference: string) => (await buyer.json<{ status: string; errorMessage: string | null; type: string }>(`/api/wallet/payments/${reference}`)).body;

describe('M-Pesa STK push purchase', () => {
  it('sends the prompt to the confirmed number, waits, and credits 100 tokens once on charge.success', async () => {
    const before = await tokens();
    const started = await push({ bundleId: bundle100.id, phone: '0712 345 678' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', message: MPESA_MESSAGES.checkPhone, phone: '+254712345678', amountKes: bundle100.cashPriceKes, tokens: 100 });
    // Paystack got POST /charge with mobile_money mpesa on that number, for the bundle's KES.
    const atPaystack = t.paystack.controls.transaction(started.body.reference)!;
    expect(atPaystack).toMatchObject({ amount: bundle100.cashPriceKes * 100, currency: 'KES', channel: 'mobile_money' });
    expect(JSON.stringify(atPaystack)).toContain('+254712345678');
    // Waiting: a poll asks Paystack, which says the prompt is still open.
    expect((await status(started.body.reference)).status).toBe('pending');
    expect(await tokens()).toBe(before);

    t.paystack.controls.completeCharge(started.body.reference);
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined));
    const done = await status(started.body.reference);
    expect([done.status, done.type]).toEqual(['completed', 'token_bundle_purchase']);
    expect(await tokens()).toBe(before + 100);
    // The same webhook again, a verify and the reconciliation change nothing.
    t.paystack.controls.resendWebhook(started.body.reference, 'charge.success');
    await t.paystack.controls.idle();
    await t.services.purchases.verifyAndConfirm(started.body.reference, 'verify');
    await t.services.purchases.reconcile();
    expect(await creditedBy(started.body.reference)).toBe(100);
    expect(await tokens()).toBe(before + 100);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('is idempotent: the same key answers the same and opens no second prompt', async () => {
    const charges = t.paystack.controls.calls('charge');
    const first = await push({ bundleId: bundle100.id, phone: '+254712345678' }, 'stk-same-key-1');
    expect([first.status, first.body.phone]).toEqual([201, '+254712345678']);
    const again = await push({ bundleId: bundle100.id, phone: '+254712345678' }, 'stk-same-key-1');
    expect(again.replayed).toBe('true');
    expect(again.body.reference).toBe(first.body.reference);
    expect(t.paystack.controls.calls('charge')).toBe(charges + 1);
    const reused = await push({ bundleId: bundle100.id, phone: '0798765432' }, 'stk-same-key-1');
    expect(reused.status).toBe(409);
    t.paystack.controls.failCharge(first.body.reference);
  });

  it('refuses a bad number with the spec’s phone message, writing nothing and calling nobody', async () => {
    const charges = t.paystack.controls.calls('charge');
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('transactions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', buyerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    for (const [phone, message] of [
      ['12345', PHONE_MESSAGES.tooShort],
      ['0812345678', PHONE_MESSAGES.format],
      ['07123abc78', PHONE_MESSAGES.format],
      ['', MPESA_MESSAGES.phoneRequired],
    ] as const) {
      const res = await push({ bundleId: bundle100.id, phone });
      expect([res.status, res.body.error?.message, res.body.error?.fields?.phone]).toEqual([400, message, message]);
    }
    expect((await push({ bundleId: bundle100.id })).status).toBe(400);
    expect((await push({ bundleId: bundle100.id, phone: '+254812345678' })).body.error?.message).toBe(PHONE_MESSAGES.format);
    expect(await count()).toBe(rows);
    expect(t.paystack.controls.calls('charge')).toBe(charges);
  });

  it('a declined prompt and one refused for too little on M-Pesa each end failed with their message, nothing credited', async () => {
    const before = await tokens();
    const declined = await push({ bundleId: bundle100.id, phone: '0712345678' });
    t.paystack.controls.failCharge(declined.body.reference, 'Declined by customer');
    const d = await status(declined.body.reference);
    expect([d.status, d.errorMessage]).toEqual(['failed', MPESA_MESSAGES.declined]);

    const poor = await push({ bundleId: bundle100.id, phone: '0712345678' });
    t.paystack.controls.failCharge(poor.body.reference, 'Insufficient funds');
    await t.services.purchases.verifyAndConfirm(poor.body.reference, 'reconcile');
    const p = await status(poor.body.reference);
    expect([p.status, p.errorMessage]).toEqual(['failed', MPESA_MESSAGES.insufficientFunds]);
    expect(await tokens()).toBe(before);
    const note = await t.database.db.selectFrom('notifications').select(['type', 'message']).where('user_id', '=', buyerId).where('type', '=', 'mpesa_topup_failed').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(note.message).toContain(MPESA_MESSAGES.insufficientFunds);
  });

  it('a charge Paystack fails at once is answered failed with its reason', async () => {
    t.paystack.controls.planCharge('next', ['failed']);
    t.paystack.controls.failCharge('next', 'Insufficient funds');
    const res = await push({ bundleId: bundle100.id, phone: '0712345678' });
    expect([res.status, res.body.status, res.body.message]).toEqual([201, 'failed', MPESA_MESSAGES.insufficientFunds]);
    expect((await row(res.body.reference)).status).toBe('failed');
  });

  it('Paystack down: 502, the purchase ends failed, the key is free for a retry', async () => {
    t.paystack.controls.failNext('charge', { status: 500, message: 'Server error' });
    const res = await push({ bundleId: bundle100.id, phone: '0712345678' }, 'stk-down-key');
    expect(res.status).toBe(502);
    const retry = await push({ bundleId: bundle100.id, phone: '0712345678' }, 'stk-down-key');
    expect([retry.status, retry.body.status]).toEqual([201, 'pending']);
    t.paystack.controls.failCharge(retry.body.reference);
  });

  it('someone else’s STK reference is not found to them', async () => {
    const mine = await push({ bundleId: bundle100.id, phone: '0712345678' });
    expect((await other.json(`/api/wallet/payments/${mine.body.reference}`)).status).toBe(404);
    expect((await other.json(`/api/wallet/payments/${mine.body.reference}/cancel`, { method: 'POST', body: {} })).status).toBe(404);
    t.paystack.controls.failCharge(mine.body.reference);
  });
});

describe('the prompt’s time (MPESA_PROMPT_TIMEOUT_SECONDS)', () => {
  // The same service with no time at all, so nothing waits 60 s (the timeout is configuration).
  const expired = () => createMpesaPurchasesService({ ...deps, env: { MPESA_PROMPT_TIMEOUT_SECONDS: 0 } });

  it('no PIN: ended as timed out (poll or job), with its message; a payment Paystack proves later is still credited, once', async () => {
    const before = await tokens();
    const started = await push({ bundleId: bundle100.id, phone: '0712345678' });
    // Within the time (60 s here), the poll leaves it waiting.
    await t.services.mpesaPurchases.checkPending(buyerId, started.body.reference);
    expect((await row(started.body.reference)).status).toBe('pending');
    await expired().checkPending(buyerId, started.body.reference);
    const ended = await row(started.body.reference);
    expect([ended.status, ended.error_message, ended.metadata.timed_out]).toEqual(['failed', MPESA_MESSAGES.timedOut, true]);
    expect(await tokens()).toBe(before);
    // The PIN arrives late after all: the money left M-Pesa, so the webhook credits it — once.
    t.paystack.controls.completeCharge(started.body.reference);
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined));
    t.paystack.controls.resendWebhook(started.body.reference, 'charge.success');
    await t.paystack.controls.idle();
    await expired().expireStale();
    await t.services.purchases.verifyAndConfirm(started.body.reference, 'verify');
    expect(await creditedBy(started.body.reference)).toBe(100);
    expect(await tokens()).toBe(before + 100);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('the expiry job asks Paystack first: paid is credited, failed keeps its reason, only a waiting prompt times out', async () => {
    const before = await tokens();
    const paid = await push({ bundleId: bundle100.id, phone: '0712345678' });
    const refused = await push({ bundleId: bundle100.id, phone: '0712345678' });
    const waiting = await push({ bundleId: bundle100.id, phone: '0712345678' });
    // Paid at Paystack but its webhook not here yet (held); refused without anyone polling.
    t.paystack.controls.reorderWebhooks(true);
    t.paystack.controls.completeCharge(paid.body.reference);
    t.paystack.controls.failCharge(refused.body.reference, 'Declined by customer');
    expect(await expired().expireStale()).toBeGreaterThanOrEqual(3);
    expect((await row(paid.body.reference)).status).toBe('completed');
    expect([(await row(refused.body.reference)).status, (await row(refused.body.reference)).error_message]).toEqual(['failed', MPESA_MESSAGES.declined]);
    expect([(await row(waiting.body.reference)).status, (await row(waiting.body.reference)).error_message]).toEqual(['failed', MPESA_MESSAGES.timedOut]);
    // The held webhook arrives after: nothing more.
    t.paystack.controls.reorderWebhooks(false);
    await t.paystack.controls.idle();
    expect(await creditedBy(paid.body.reference)).toBe(100);
    expect(await tokens()).toBe(before + 100);
    t.paystack.controls.failCharge(waiting.body.reference);
  });

  it('webhook, verify, expiry and reconciliation all at once: credited once', async () => {
    const before = await tokens();
    const started = await push({ bundleId: bundle100.id, phone: '0712345678' });
    t.paystack.controls.duplicateWebhooks(3);
    t.paystack.controls.completeCharge(started.body.reference);
    await Promise.all([
      expired().expireStale(),
      expired().checkPending(buyerId, started.body.reference),
      t.services.purchases.verifyAndConfirm(started.body.reference, 'verify'),
      t.services.purchases.reconcile(),
      t.paystack.controls.idle(),
    ]);
    t.paystack.controls.duplicateWebhooks(1);
    await eventually(async () => ((await row(started.body.reference)).status === 'completed' ? true : undefined));
    expect(await creditedBy(started.body.reference)).toBe(100);
    expect(await tokens()).toBe(before + 100);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('startMpesaPurchase (the entry point USSD shares)', () => {
  it('starts a push for a person by id, idempotent on its key, with the same rules as the wallet', async () => {
    const first = await startMpesaPurchase(deps, { userId: buyerId, bundleId: bundle100.id, phone: '0712345678', idempotencyKey: 'ussd-session-0001' });
    expect(first).toMatchObject({ status: 'pending', phone: '+254712345678', tokens: 100, message: MPESA_MESSAGES.checkPhone });
    const again = await startMpesaPurchase(deps, { userId: buyerId, bundleId: bundle100.id, phone: '0712345678', idempotencyKey: 'ussd-session-0001' });
    expect(again.reference).toBe(first.reference);
    await expect(startMpesaPurchase(deps, { userId: buyerId, bundleId: bundle100.id, phone: '07', idempotencyKey: 'ussd-session-0002' })).rejects.toMatchObject({ status: 400, message: PHONE_MESSAGES.tooShort });
    t.paystack.controls.completeCharge(first.reference);
    await eventually(async () => ((await row(first.reference)).status === 'completed' ? true : undefined));
    expect(await creditedBy(first.reference)).toBe(100);
  });
});
