// DOMAIN.md §8: no call to a payment provider while a database transaction is open (docs/decisions/016).
// The Paystack client of the app and its jobs is wrapped: while each call is in flight (the simulator
// holds every answer 400 ms), pg_stat_activity is read twice from a connection of its own; a
// connection of the app's pool that is 'idle in transaction' in both readings is a transaction held
// open across the call (a short transaction of a background job cannot span both). Every call site is
// driven the way it runs in production: the purchase, the payment status page, reconciliation, the
// bank list and the new payout account, the payout job, and an admin's payout retry.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@changamoto/paystack-simulator';
import { cash, move, platform } from '../../src/modules/ledger/ledger';
import { insertTransaction } from '../../src/modules/ledger/ledger.test-helpers';
import { createMessaging } from '../../src/modules/messaging/messaging.service';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service';
import { insertPayout } from '../../src/modules/payouts/payouts.repo';
import { SEND_PAYOUT_JOB } from '../../src/modules/payouts/payouts.service';
import { buy, member, send, type Member } from '../helpers/members';
import { createPurchasesService } from '../../src/modules/wallet/purchases.service';
import type { PaystackClient } from '../../src/providers/paystack';
import { createTestApp, eventually, type TestApp } from '../helpers/test-app';

const HOLD_MS = 400;

let t: TestApp;
let watcher: pg.Client;
/** Backend pids of the app's pool (every checkout passes 'acquire'). */
const poolPids = new Set<number>();
/** One entry per provider call: the method, and the pool connections idle in a transaction throughout it. */
const calls: { method: string; heldOpen: number[] }[] = [];

async function idleInTransaction(): Promise<Set<number>> {
  const { rows } = await watcher.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE pid = ANY($1::int[]) AND state LIKE 'idle in transaction%'`, [[...poolPids]]);
  return new Set(rows.map((r) => r.pid));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each method: starts the real call, and while it is in flight reads which pool connections hold a transaction open. */
function watched(client: PaystackClient): PaystackClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const answer = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const checks = (async () => {
          await sleep(HOLD_MS / 4);
          const first = await idleInTransaction();
          await sleep(HOLD_MS / 2);
          const second = await idleInTransaction();
          calls.push({ method: String(property), heldOpen: [...first].filter((pid) => second.has(pid)) });
        })();
        const [result] = await Promise.all([answer, checks]);
        return result;
      };
    },
  });
}

let person: Member;

beforeAll(async () => {
  t = await createTestApp({ paystackClient: watched });
  t.database.pool.on('acquire', (client) => poolPids.add((client as unknown as { processID: number }).processID));
  watcher = new pg.Client({ connectionString: t.database.url });
  await watcher.connect();
  for (const operation of OPERATIONS) t.paystack.controls.delay(operation, HOLD_MS);
  person = await member(t, 'provider_watch', { kyc: 'verified' });
});
afterAll(async () => {
  await watcher.end();
  await t.close();
});

const callsOf = (method: string) => calls.filter((c) => c.method === method);

describe('every Paystack call happens with no transaction of ours open', () => {
  let reference: string;

  it('purchase initiation (initialize)', async () => {
    const bundleId = (await send<{ bundles: { id: string }[] }>(t, person, '/api/wallet/bundles')).body.bundles[0]!.id;
    const res = await send<{ reference: string }>(t, person, '/api/wallet/payments', { body: { bundleId }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(res.status).toBe(201);
    reference = res.body.reference;
    expect(callsOf('initializeTransaction')).toEqual([{ method: 'initializeTransaction', heldOpen: [] }]);
  });

  it('the payment status page and reconciliation (verify)', async () => {
    expect((await send(t, person, `/api/wallet/payments/${reference}`)).status).toBe(200);
    await t.database.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('reference', '=', reference)
      .execute();
    const notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
    const purchases = createPurchasesService({ db: t.database.db, paystack: t.paystackDeps.client, notifications, env: t.env, log: pino({ level: 'silent' }) });
    await purchases.reconcile();
    expect(callsOf('verifyTransaction')).toEqual([
      { method: 'verifyTransaction', heldOpen: [] },
      { method: 'verifyTransaction', heldOpen: [] },
    ]);
  });

  it('an M-Pesa STK push (charge) and its status poll past the prompt time (verify, then timed out)', async () => {
    const bundleId = (await send<{ bundles: { id: string }[] }>(t, person, '/api/wallet/bundles')).body.bundles[0]!.id;
    const res = await send<{ reference: string }>(t, person, '/api/wallet/mpesa-payments', { body: { bundleId, phone: '0712000098' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(res.status).toBe(201);
    expect(callsOf('chargeMobileMoney')).toEqual([{ method: 'chargeMobileMoney', heldOpen: [] }]);
    const verifies = callsOf('verifyTransaction').length;
    await t.database.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('reference', '=', res.body.reference)
      .execute();
    expect((await send<{ status: string }>(t, person, `/api/wallet/payments/${res.body.reference}`)).body.status).toBe('failed');
    expect(callsOf('verifyTransaction').slice(verifies)).toEqual([{ method: 'verifyTransaction', heldOpen: [] }]);
  });

  let recipientCode: string;
  let accountId: string;
  it('the bank list and a new payout account (banks, transfer recipient)', async () => {
    expect((await send(t, person, '/api/wallet/banks?type=mobile_money')).status).toBe(200);
    const res = await send<{ account: { id: string; recipientCode: string } }>(t, person, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: '0712000099', bankCode: 'MPESA' } });
    expect(res.status).toBe(201);
    recipientCode = res.body.account.recipientCode;
    accountId = res.body.account.id;
    expect(callsOf('listBanks').length).toBeGreaterThanOrEqual(1);
    expect(callsOf('createTransferRecipient')).toHaveLength(1);
    for (const call of [...callsOf('listBanks'), ...callsOf('createTransferRecipient')]) expect(call.heldOpen).toEqual([]);
  });

  it('the payout job (transfer) and an admin’s retry of a processing payout (verify transfer)', async () => {
    // A redemption in flight as initiateRedemption leaves one (cash → payout_pending, its payout queued),
    // made directly so that this test does not depend on the redemption's own rules.
    await buy(t, person.id, 200);
    const transferReference = `rdm_${randomUUID()}`;
    const payout = await t.database.db.transaction().execute(async (tx) => {
      const transactionId = await insertTransaction(tx, { userId: person.id, type: 'token_bundle_redemption', status: 'pending', amountTokens: -100, amountCurrency: 80, reference: transferReference });
      await move(tx, [{ from: cash(person.id), to: platform('payout_pending'), amount: 100, kind: 'token_bundle_redemption', transactionId }]);
      return insertPayout(tx, { transactionId, userId: person.id, payoutAccountId: accountId, recipientCode, amountTokens: 100, amountSubunit: 8000, transferReference });
    });
    await t.jobs.send(SEND_PAYOUT_JOB, { payoutId: payout.id });
    await eventually(async () => ((await t.database.db.selectFrom('payouts').select('status').where('id', '=', payout.id).executeTakeFirstOrThrow()).status === 'processing' ? true : undefined), { timeoutMs: 20_000 });
    expect(callsOf('initiateTransfer')).toEqual([{ method: 'initiateTransfer', heldOpen: [] }]);

    const boss = await member(t, 'provider_watch_admin');
    await t.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', boss.id).execute();
    const retried = await send(t, boss, `/api/admin/payouts/${payout.id}/retry`, { method: 'POST', body: {} });
    expect(retried.status).toBe(200);
    expect(callsOf('verifyTransfer')).toEqual([{ method: 'verifyTransfer', heldOpen: [] }]);
  });

  it('the watch itself sees a transaction held open across a call (the check can fail)', async () => {
    const before = calls.length;
    await t.database.db.transaction().execute(async (tx) => {
      await tx.selectFrom('users').select('id').limit(1).execute();
      await t.paystackDeps.client.listBanks({ type: 'kepss' });
    });
    expect(calls.slice(before)).toHaveLength(1);
    expect(calls.at(-1)!.heldOpen).toHaveLength(1);
  });
});
