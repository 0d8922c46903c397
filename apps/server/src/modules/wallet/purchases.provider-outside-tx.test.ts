// Purchase initiation waits on Paystack with no database transaction open (DOMAIN.md §8,
// docs/decisions/016): one person's burst of purchases neither starves the pool nor holds a lock
// while Paystack answers, is bounded, and loses nothing; replays and provider failures stay clean.
import { pino } from 'pino';
import { IDEMPOTENCY_MESSAGES, requestHash, STALE_CLAIM_SECONDS } from '../../http/idempotency';
import { PURCHASES_STARTING_AT_ONCE, WALLET_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { createPurchasesService } from './purchases.service';
import { member, send, type Member } from '../../../test/helpers/members';
import { insertTransaction } from '../ledger/ledger.test-helpers';

let t: TestApp;
let buyer: Member;
let other: Member;
let bundleId: string;
const PAYSTACK_DELAY_MS = 2_000;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await member(t, 'burst-buyer');
  other = await member(t, 'other-reader');
  bundleId = (await send<{ bundles: { id: string }[] }>(t, buyer, '/api/wallet/bundles')).body.bundles[0]!.id;
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `outside-tx-${++keys}-${Date.now()}`;
type Started = { success: true; authorizationUrl: string; reference: string; transactionId: string };
const initiate = (key: string, who = buyer) => send<Started>(t, who, '/api/wallet/payments', { body: { bundleId }, headers: { 'Idempotency-Key': key } });
const purchasesOf = (userId: string) => t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', 'token_bundle_purchase').execute();
const keyRow = (userId: string, key: string) => t.database.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
const tokensOf = async (m: Member) => (await send<{ tokens: number }>(t, m, '/api/wallet')).body.tokens;

describe('a burst of purchases while Paystack takes 2 s to answer', () => {
  it('does not stop another person reading their wallet; the excess gets a clean 429; nothing is lost', async () => {
    t.paystack.controls.delay('initialize', PAYSTACK_DELAY_MS);
    try {
      const burstKeys = Array.from({ length: 26 }, newKey);
      const timed = async <T>(work: Promise<T>) => {
        const result = await work;
        return { result, at: performance.now() };
      };
      const burst = Promise.all(burstKeys.map((key) => timed(initiate(key))));
      // Let the burst reach the server first, then read someone else's wallet.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = await timed(send<{ tokens: number }>(t, other, '/api/wallet'));
      const answers = await burst;

      // Another person's read is answered (no 500 from an exhausted pool) before Paystack has even
      // answered the first accepted purchase, i.e. with about 2 s to spare.
      expect(read.result.status).toBe(200);
      const accepted = answers.filter((a) => a.result.status === 201);
      const refused = answers.filter((a) => a.result.status === 429);
      expect(accepted.length + refused.length).toBe(26);
      expect(accepted.length).toBeGreaterThanOrEqual(1);
      expect(accepted.length).toBeLessThanOrEqual(PURCHASES_STARTING_AT_ONCE);
      expect(read.at).toBeLessThan(Math.min(...accepted.map((a) => a.at)));
      for (const { result } of refused) {
        expect(result.body.error).toEqual({ code: 'rate_limited', message: WALLET_MESSAGES.tooManyStarting });
        expect(result.headers.get('retry-after')).toBe('5');
      }

      // Each accepted one is a pending purchase with its checkout URL; each refused one left nothing.
      const rows = await purchasesOf(buyer.id);
      expect(rows).toHaveLength(accepted.length);
      for (const { result } of accepted) {
        const row = rows.find((r) => r.reference === result.body.reference)!;
        expect(row.status).toBe('pending');
        expect((row.metadata as { authorization_url?: string }).authorization_url).toBe(result.body.authorizationUrl);
      }
      for (const [i, key] of burstKeys.entries()) {
        const row = await keyRow(buyer.id, key);
        if (answers[i]!.result.status === 201) expect(row?.response_status).toBe(201);
        else expect(row).toBeUndefined();
      }
      expect(t.paystack.controls.calls('initialize')).toBe(accepted.length);
    } finally {
      t.paystack.controls.delay('initialize', 0);
    }
  });
});

describe('replaying the Idempotency-Key', () => {
  it('while Paystack is still answering gets 409 "still in progress" and starts no second checkout; afterwards the first answer', async () => {
    // A person without purchases waiting, so the bound above does not interfere.
    const replayer = await member(t, 'replayer');
    t.paystack.controls.delay('initialize', PAYSTACK_DELAY_MS);
    try {
      const before = t.paystack.controls.calls('initialize');
      const key = newKey();
      const first = initiate(key, replayer);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const during = await initiate(key, replayer);
      expect(during.status).toBe(409);
      expect(during.body.error).toEqual({ code: 'conflict', message: IDEMPOTENCY_MESSAGES.inProgress });
      const done = await first;
      expect(done.status).toBe(201);
      const after = await initiate(key, replayer);
      expect(after.status).toBe(201);
      expect(after.headers.get('idempotent-replayed')).toBe('true');
      expect(after.body).toEqual(done.body);
      expect(t.paystack.controls.calls('initialize') - before).toBe(1);
      expect(await purchasesOf(replayer.id)).toHaveLength(1);
    } finally {
      t.paystack.controls.delay('initialize', 0);
    }
  });

  it('with another body still gets 409 "already used"', async () => {
    const key = newKey();
    const replayer = await member(t, 'other-body');
    expect((await initiate(key, replayer)).status).toBe(201);
    const other = await send(t, replayer, '/api/wallet/payments', { body: { bundleId: '00000000-0000-0000-0000-000000000000', customAmount: 50 }, headers: { 'Idempotency-Key': key } });
    expect(other.status).toBe(409);
    expect(other.body.error!.message).toBe(IDEMPOTENCY_MESSAGES.reused);
  });
});

describe('Paystack failing to start a checkout', () => {
  it('answers 502, marks the purchase failed, releases the key for a retry and credits nothing', async () => {
    const person = await member(t, 'provider-failure');
    const tokensBefore = await tokensOf(person);
    const key = newKey();
    t.paystack.controls.failNext('initialize', { status: 500, message: 'Boom' });
    const failed = await initiate(key, person);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toEqual({ code: 'internal_error', message: WALLET_MESSAGES.paymentService });
    const [row] = await purchasesOf(person.id);
    expect(row).toMatchObject({ status: 'failed', error_message: WALLET_MESSAGES.notStarted });
    expect(await keyRow(person.id, key)).toBeUndefined();

    // The same key goes again, and this time Paystack answers.
    const retried = await initiate(key, person);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const rows = await purchasesOf(person.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'pending']);
    expect(await tokensOf(person)).toBe(tokensBefore);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('a failed start does not count toward the bound: more than the bound of failures in a row still lets the next one start', async () => {
    const person = await member(t, 'many-failures');
    t.paystack.controls.failNext('initialize', { status: 503, message: 'Down' }, PURCHASES_STARTING_AT_ONCE + 1);
    for (let i = 0; i <= PURCHASES_STARTING_AT_ONCE; i++) expect((await initiate(newKey(), person)).status).toBe(502);
    expect((await initiate(newKey(), person)).status).toBe(201);
  });
});

describe('a crash between the steps', () => {
  it('a key whose answer never came answers "still in progress" until it is stale, then the same request may go again', async () => {
    const person = await member(t, 'crashed-claim');
    const key = newKey();
    // What a process that died during the Paystack call leaves: the key claimed, no answer.
    await t.database.db
      .insertInto('idempotency_keys')
      .values({ user_id: person.id, key, endpoint: 'initiatePayment', request_hash: requestHash('POST', '/api/wallet/payments', { bundleId }), response_status: 0, response_body: 'null' })
      .execute();
    expect((await initiate(key, person)).status).toBe(409);
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - (STALE_CLAIM_SECONDS + 5) * 1000) })
      .where('user_id', '=', person.id)
      .where('key', '=', key)
      .execute();
    const before = t.paystack.controls.calls('initialize');
    const again = await initiate(key, person);
    expect(again.status).toBe(201);
    expect(t.paystack.controls.calls('initialize') - before).toBe(1);
    expect((await keyRow(person.id, key))?.response_status).toBe(201);
  });

  it('reconciliation fails a pending purchase that Paystack never heard of (its checkout was never created), crediting nothing', async () => {
    const person = await member(t, 'never-started');
    const reference = `chg-never-started-${Date.now()}`;
    await t.database.db.transaction().execute((tx) => insertTransaction(tx, { userId: person.id, type: 'token_bundle_purchase', status: 'pending', amountTokens: 25, amountCurrency: 99, reference }));
    await t.database.db
      .updateTable('transactions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('reference', '=', reference)
      .execute();
    const notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
    const purchases = createPurchasesService({ db: t.database.db, paystack: t.paystackDeps.client, notifications, env: t.env, log: pino({ level: 'silent' }) });
    await purchases.reconcile();
    expect(await purchasesOf(person.id)).toMatchObject([{ reference, status: 'failed', error_message: WALLET_MESSAGES.notStarted }]);
    expect(await tokensOf(person)).toBe(0);
  });
});
