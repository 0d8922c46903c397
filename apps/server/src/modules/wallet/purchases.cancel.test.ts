// Cancelling a pending purchase from the wallet (issue #24 item 6, docs/decisions/028): Paystack is
// asked first; a paid purchase is credited instead, a failed one closed; an unpaid one is cancelled and
// stops counting toward deposit limits. Whatever order cancel, webhook and verify arrive in, a purchase
// is credited exactly once. No webhook URL is set: each test delivers Paystack's signed event itself,
// when its order says so, from the simulator's own log.
import { randomUUID } from 'node:crypto';
import { signWebhookBody } from '@changamoto/paystack-simulator';
import { CUSTOM_BUNDLE_ID, WALLET_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { member, send, type Member, tokensCreditedBy } from '../../../test/helpers/members';

let t: TestApp;
let buyer: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await member(t, 'cancel_buyer');
  other = await member(t, 'cancel_other');
});
afterAll(async () => {
  expect(await verifyLedger(t.database.db)).toEqual([]);
  await t.close();
});

type CancelBody = { success: true; message: string; transaction: { status: string; errorMessage: string | null } };
const cancel = (reference: string, who: Member = buyer) => send<CancelBody>(t, who, `/api/wallet/payments/${reference}/cancel`, { method: 'POST' });
const row = (reference: string) => t.database.db.selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const tokensOf = async () => (await send<{ tokens: number }>(t, buyer, '/api/wallet')).body.tokens;
const creditedBy = (reference: string) => tokensCreditedBy(t.database.db, reference);

async function start(customAmount = 100, who: Member = buyer) {
  const res = await send<{ authorizationUrl: string; reference: string }>(t, who, '/api/wallet/payments', {
    body: { bundleId: CUSTOM_BUNDLE_ID, customAmount },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** The person pays (or fails to) on Paystack's checkout page; nothing reaches our server yet. */
async function pay(authorizationUrl: string, outcome: 'success' | 'failure' = 'success') {
  const form = new URLSearchParams({ channel: 'mobile_money', phone: '0712345678', outcome });
  expect((await fetch(authorizationUrl, { method: 'POST', body: form, redirect: 'manual' })).status).toBe(303);
}

/** Paystack's charge.success for the reference, signed, delivered to our webhook now. */
async function deliverWebhook(reference: string) {
  const delivery = await eventually(async () => t.paystack.controls.webhookLog().find((d) => d.reference === reference && d.event === 'charge.success'));
  const res = await t.request('/api/paystack/webhook', { method: 'POST', body: delivery.body, headers: { 'x-paystack-signature': signWebhookBody(delivery.body, t.paystack.secretKey) } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

describe('cancel a pending purchase (issue #24 item 6)', () => {
  it('unpaid: cancelled, no token, it no longer counts toward the daily limit, a second cancel is refused', async () => {
    const limited = await member(t, 'cancel_limited');
    expect((await send(t, limited, '/api/responsible-play/deposit-limits/daily', { method: 'PUT', body: { amountKes: 150 } })).status).toBe(200);
    const first = await start(100, limited);
    const refused = await send(t, limited, '/api/wallet/payments', { body: { bundleId: CUSTOM_BUNDLE_ID, customAmount: 100 }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refused.status).toBe(409);
    const res = await cancel(first.reference, limited);
    expect([res.status, res.body.message, res.body.transaction.status, res.body.transaction.errorMessage]).toEqual([200, WALLET_MESSAGES.cancelled, 'cancelled', WALLET_MESSAGES.cancelledByYou]);
    expect((await send<{ tokens: number }>(t, limited, '/api/wallet')).body.tokens).toBe(0);
    // The limit counts it no more: the same purchase can be started again at once.
    const again = await start(100, limited);
    expect((await cancel(again.reference, limited)).status).toBe(200);
    const twice = await cancel(first.reference, limited);
    expect([twice.status, twice.body.error?.message]).toEqual([409, WALLET_MESSAGES.notPending]);
  });

  it('cancel, then the person pays and the webhook arrives: credited once (the money left their account), verify after changes nothing', async () => {
    const { reference, authorizationUrl } = await start(100);
    expect((await cancel(reference)).body.transaction.status).toBe('cancelled');
    await pay(authorizationUrl);
    expect(await deliverWebhook(reference)).toBe('credited');
    expect(await deliverWebhook(reference)).toBe('already');
    await send(t, buyer, `/api/wallet/payments/${reference}`);
    expect([(await row(reference)).status, (await row(reference)).error_message, await creditedBy(reference)]).toEqual(['completed', null, 100]);
  });

  it('paid before the cancel, the webhook not yet in: the cancel credits it instead; the webhook after credits nothing', async () => {
    const { reference, authorizationUrl } = await start(100);
    await pay(authorizationUrl);
    const before = await tokensOf();
    const res = await cancel(reference);
    expect([res.status, res.body.message, res.body.transaction.status]).toEqual([200, WALLET_MESSAGES.cancelPaid(100), 'completed']);
    expect(await tokensOf()).toBe(before + 100);
    expect(await deliverWebhook(reference)).toBe('already');
    expect(await creditedBy(reference)).toBe(100);
  });

  it('webhook first, then cancel: refused as no longer pending, credited once', async () => {
    const { reference, authorizationUrl } = await start(100);
    await pay(authorizationUrl);
    expect(await deliverWebhook(reference)).toBe('credited');
    const res = await cancel(reference);
    expect([res.status, res.body.error?.message]).toEqual([409, WALLET_MESSAGES.notPending]);
    expect(await creditedBy(reference)).toBe(100);
  });

  it('cancel, webhook and verify all at once on a paid purchase: credited exactly once', async () => {
    const { reference, authorizationUrl } = await start(100);
    await pay(authorizationUrl);
    const results = await Promise.all([cancel(reference), deliverWebhook(reference), send(t, buyer, `/api/wallet/payments/${reference}`), cancel(reference), deliverWebhook(reference)]);
    expect(results.length).toBe(5);
    expect((await row(reference)).status).toBe('completed');
    expect(await creditedBy(reference)).toBe(100);
  });

  it('cancel and webhook at once on a purchase paid after the cancel began: credited exactly once', async () => {
    const { reference, authorizationUrl } = await start(100);
    const cancelling = cancel(reference);
    await pay(authorizationUrl);
    const [res] = await Promise.all([cancelling, deliverWebhook(reference)]);
    expect([200, 409]).toContain(res.status);
    expect((await row(reference)).status).toBe('completed');
    expect(await creditedBy(reference)).toBe(100);
  });

  it('a failed payment is closed as failed, not cancelled', async () => {
    const { reference, authorizationUrl } = await start(100);
    await pay(authorizationUrl, 'failure');
    const res = await cancel(reference);
    expect([res.status, res.body.message, res.body.transaction.status]).toEqual([200, WALLET_MESSAGES.cancelFailed, 'failed']);
  });

  it('Paystack cannot be asked: nothing is cancelled (it may have been paid), 502 with words to retry', async () => {
    const { reference } = await start(100);
    t.paystack.controls.failNext('verify', { status: 500, message: 'Server error' });
    const res = await cancel(reference);
    expect([res.status, res.body.error?.message]).toEqual([502, WALLET_MESSAGES.cancelCheckFailed]);
    expect((await row(reference)).status).toBe('pending');
    expect((await cancel(reference)).body.transaction.status).toBe('cancelled');
  });

  it('Paystack does not know the reference (400 or 404): cancelled', async () => {
    for (const status of [400, 404]) {
      const { reference } = await start(100);
      t.paystack.controls.failNext('verify', { status, message: 'Transaction reference not found' });
      const res = await cancel(reference);
      expect({ status, answer: res.status, tx: res.body.transaction?.status }).toEqual({ status, answer: 200, tx: 'cancelled' });
    }
  });

  it('someone else’s purchase, a made-up reference, or not a purchase: 404, nothing changes', async () => {
    const { reference } = await start(100);
    expect((await cancel(reference, other)).status).toBe(404);
    expect((await cancel('chg-nothing-here')).status).toBe(404);
    expect((await row(reference)).status).toBe('pending');
    expect((await t.request(`/api/wallet/payments/${reference}/cancel`, { method: 'POST' })).status).toBe(401);
    await cancel(reference);
  });
});
