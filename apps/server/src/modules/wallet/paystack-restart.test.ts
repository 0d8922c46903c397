// Issue #16 item 13: the Paystack simulator remembers across a restart, as Paystack does. A purchase
// started before a restart is paid and credited exactly once after it; a payout account saved before it
// still pays out; and a purchase Paystack does not know is ended by reconciliation after the abandon
// window as failed with words the person sees, no token moved, logged once (docs/decisions/017).
import { serve } from '@hono/node-server';
import { WALLET_MESSAGES } from '@changamoto/shared/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { buy, member, send, type Member, tokensCreditedBy } from '../../../test/helpers/members';
import { ABANDONED_AFTER_SECONDS, createPurchasesService } from './purchases.service';

let t: TestApp;
let server: Server;
let webhookUrl: string;
let buyer: Member;
let bundle: { id: string; tokenAmount: number; cashPriceKes: number };
const dataDir = mkdtempSync(path.join(tmpdir(), 'changamoto-paystack-restart-'));

/** What the reconciliation job logs, line by line (pino JSON). */
const logged: { level: number; msg: string; reference?: string }[] = [];
let purchases: ReturnType<typeof createPurchasesService>;

beforeAll(async () => {
  t = await createTestApp({ paystackDataDir: dataDir });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  webhookUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/paystack/webhook`;
  t.paystack.controls.setWebhookUrl(webhookUrl);
  buyer = await member(t, 'restart_buyer', { kyc: 'verified' });
  bundle = (await send<{ bundles: (typeof bundle)[] }>(t, buyer, '/api/wallet/bundles')).body.bundles[0]!;
  const log = pino({ level: 'debug' }, { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) });
  const notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  purchases = createPurchasesService({ db: t.database.db, paystack: t.paystackDeps.client, notifications, env: t.env, log });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Started = { authorizationUrl: string; reference: string; transactionId: string };
const initiate = async () => {
  const res = await send<Started>(t, buyer, '/api/wallet/payments', { body: { bundleId: bundle.id }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status).toBe(201);
  return res.body;
};
/** What a person does on the hosted checkout page. */
const payAtCheckout = async (authorizationUrl: string, outcome: 'success' | 'failure' = 'success') => {
  const res = await fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ channel: 'mobile_money', phone: '0712345678', outcome }), redirect: 'manual' });
  expect(res.status).toBe(303);
};
const row = (reference: string) => t.database.db.selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const creditedBy = (reference: string) => tokensCreditedBy(t.database.db, reference);
const startedAgo = (reference: string, seconds: number) =>
  t.database.db
    .updateTable('transactions')
    .set({ created_at: new Date(Date.now() - seconds * 1000) })
    .where('reference', '=', reference)
    .execute();
const logsAbout = (reference: string, level: number) => logged.filter((line) => line.reference === reference && line.level >= level);

describe('a purchase across a restart of the simulator', () => {
  it('started before the restart, paid after it: credited exactly once (webhook, verify and reconciliation agree)', async () => {
    const started = await initiate();
    await t.restartPaystack({ webhookUrl });
    await payAtCheckout(started.authorizationUrl);
    await eventually(async () => ((await row(started.reference)).status === 'completed' ? true : undefined));
    // The status page verifies it, reconciliation verifies it, and a replayed webhook arrives: nothing more.
    expect((await send<{ status: string }>(t, buyer, `/api/wallet/payments/${started.reference}`)).body.status).toBe('completed');
    await startedAgo(started.reference, 10 * 60);
    await purchases.reconcile();
    t.paystack.controls.resendWebhook(started.reference);
    await t.paystack.controls.idle();
    expect(await creditedBy(started.reference)).toBe(bundle.tokenAmount);
    expect(logsAbout(started.reference, 40)).toEqual([]);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('paid before the restart with its webhook lost: reconciliation after the restart finds it and credits it once', async () => {
    const started = await initiate();
    t.paystack.controls.setWebhookUrl(null);
    await payAtCheckout(started.authorizationUrl);
    await t.restartPaystack();
    await startedAgo(started.reference, 10 * 60);
    expect(await purchases.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await row(started.reference)).toMatchObject({ status: 'completed', error_message: null });
    expect(await creditedBy(started.reference)).toBe(bundle.tokenAmount);
    t.paystack.controls.setWebhookUrl(webhookUrl);
  });
});

describe('a payout account saved before a restart', () => {
  it('still pays out after it (Paystack still knows the recipient)', async () => {
    const saved = await send<{ account: { recipientCode: string } }>(t, buyer, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Restart Buyer', accountNumber: '0712000777', bankCode: 'MPESA' } });
    expect(saved.status).toBe(201);
    await buy(t, buyer.id, 100);
    await t.restartPaystack({ webhookUrl });

    const redeemed = await send<{ transactionId: string }>(t, buyer, '/api/wallet/redemptions', {
      body: { tokensToRedeem: 100, recipientCode: saved.body.account.recipientCode, currency: 'KES' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(redeemed.status).toBe(201);
    const payout = await eventually(async () => {
      const found = await t.database.db.selectFrom('payouts').selectAll().where('transaction_id', '=', redeemed.body.transactionId).executeTakeFirstOrThrow();
      return found.status === 'queued' ? undefined : found;
    });
    expect(payout).toMatchObject({ status: 'processing', last_error: null });
    t.paystack.controls.completeTransfer(payout.transfer_reference);
    const done = await eventually(async () => {
      const found = await t.database.db.selectFrom('transactions').selectAll().where('id', '=', redeemed.body.transactionId).executeTakeFirstOrThrow();
      return found.status === 'pending' ? undefined : found;
    });
    expect(done).toMatchObject({ status: 'completed', error_message: null });
  });
});

describe('reconciliation of a purchase Paystack has no record of', () => {
  /** A purchase whose checkout Paystack gave, then forgot (what a restart of the old in-memory simulator did). */
  async function forgottenPurchase() {
    const started = await initiate();
    t.paystack.controls.reset();
    t.paystack.controls.setWebhookUrl(webhookUrl);
    return started;
  }

  it('stays pending within the abandon window, saying nothing above debug every 5 minutes', async () => {
    const started = await forgottenPurchase();
    await startedAgo(started.reference, 10 * 60);
    await purchases.reconcile();
    await purchases.reconcile();
    expect((await row(started.reference)).status).toBe('pending');
    expect(logsAbout(started.reference, 30)).toEqual([]);
  });

  it('after the window: failed with a clear message in the wallet history, a notification, no token moved, logged once', async () => {
    const started = await forgottenPurchase();
    await startedAgo(started.reference, ABANDONED_AFTER_SECONDS + 60);
    await purchases.reconcile();
    expect(await row(started.reference)).toMatchObject({ status: 'failed', error_message: WALLET_MESSAGES.unknownToPaystack, metadata: expect.objectContaining({ unknown_to_paystack: true, confirmed_by: 'reconcile' }) });
    expect(await creditedBy(started.reference)).toBe(0);
    const history = await send<{ transactions: { id: string; status: string; errorMessage: string | null }[] }>(t, buyer, '/api/wallet/transactions');
    expect(history.body.transactions.find((tx) => tx.id === started.transactionId)).toMatchObject({ status: 'failed', errorMessage: WALLET_MESSAGES.unknownToPaystack });
    const notified = await t.database.db.selectFrom('notifications').selectAll().where('related_entity_uuid', '=', started.transactionId).execute();
    expect(notified).toMatchObject([{ type: 'mpesa_topup_failed', message: expect.stringContaining(WALLET_MESSAGES.unknownToPaystack) }]);

    // The job runs again and again: it is not pending any more, so nothing changes and nothing more is logged.
    await purchases.reconcile();
    await purchases.reconcile();
    expect((await row(started.reference)).status).toBe('failed');
    expect(logsAbout(started.reference, 40)).toMatchObject([{ level: 40, msg: 'purchase ended as failed: Paystack has no record of it past the abandon window' }]);
  });

  it('a purchase Paystack never gave a checkout is still ended at once as not started', async () => {
    const pending = await t.database.db
      .insertInto('transactions')
      .values({ user_id: buyer.id, type: 'token_bundle_purchase', status: 'pending', amount_tokens: '25', amount_currency: '99', currency: 'KES', reference: `chg-never-${randomUUID()}`, metadata: JSON.stringify({}) })
      .returning(['reference'])
      .executeTakeFirstOrThrow();
    await startedAgo(pending.reference!, 10 * 60);
    await purchases.reconcile();
    expect(await row(pending.reference!)).toMatchObject({ status: 'failed', error_message: WALLET_MESSAGES.notStarted });
  });

  it('if Paystack later proves it was paid (a signed charge.success of the same amount), it is credited once after all', async () => {
    const started = await forgottenPurchase();
    await startedAgo(started.reference, ABANDONED_AFTER_SECONDS + 60);
    await purchases.reconcile();
    expect((await row(started.reference)).status).toBe('failed');
    // Paystack has the transaction again and it is paid: its webhook and its verify say success.
    const { authorizationUrl } = await (async () => {
      const res = await fetch(`${t.paystack.url}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.paystack.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: buyer.email, amount: bundle.cashPriceKes * 100, currency: 'KES', reference: started.reference }),
      });
      return { authorizationUrl: ((await res.json()) as { data: { authorization_url: string } }).data.authorization_url };
    })();
    const form = await fetch(authorizationUrl, { method: 'POST', body: new URLSearchParams({ channel: 'card', outcome: 'success' }), redirect: 'manual' });
    expect(form.status).toBe(200);
    await eventually(async () => ((await row(started.reference)).status === 'completed' ? true : undefined));
    expect(await row(started.reference)).toMatchObject({ status: 'completed', error_message: null });
    await purchases.verifyAndConfirm(started.reference, 'verify');
    t.paystack.controls.resendWebhook(started.reference);
    await t.paystack.controls.idle();
    expect(await creditedBy(started.reference)).toBe(bundle.tokenAmount);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
