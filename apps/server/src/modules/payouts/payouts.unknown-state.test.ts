// A transfer whose state the payout job cannot know (issue #23): an error answer to POST /transfer is
// no proof that nothing was sent. The payout stays held until GET /transfer/verify says otherwise, and
// a transfer that went through is never re-credited, whatever the create call answered.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { reconcilePayouts } from './payouts.jobs';
import { buy, cashOf, member, platformBalance, send, type Member } from '../../../test/helpers/members';

let t: TestApp;
let amani: Member;
let recipient: string;
const deps = () => ({
  db: t.database.db,
  paystack: t.paystackDeps.client,
  notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }),
  log: pino({ level: 'silent' }),
});

beforeAll(async () => {
  t = await createTestApp();
  amani = await member(t, 'amani_unknown_state', { kyc: 'verified' });
  const account = await send<{ account: { recipientCode: string } }>(t, amani, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Amani', accountNumber: '0712000077', bankCode: 'MPESA' } });
  recipient = account.body.account.recipientCode;
  await buy(t, amani.id, 2_000);
});
afterAll(() => t.close());

const payoutOf = (transactionId: string) => t.database.db.selectFrom('payouts').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
const statusOf = async (transactionId: string) => (await t.database.db.selectFrom('transactions').select('status').where('id', '=', transactionId).executeTakeFirstOrThrow()).status;

async function redeem(tokens: number): Promise<string> {
  const res = await send<{ transactionId: string }>(t, amani, '/api/wallet/redemptions', { body: { tokensToRedeem: tokens, recipientCode: recipient, currency: 'KES' }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status).toBe(201);
  return res.body.transactionId;
}

const processing = (transactionId: string) =>
  eventually(
    async () => {
      const row = await payoutOf(transactionId);
      return row.status === 'processing' ? row : undefined;
    },
    { timeoutMs: 20_000 },
  );

/** Paystack completes the transfer; reconciliation (no webhook in this app) settles it; the tokens went out, never back. */
async function expectPaidOut(transactionId: string, reference: string, cashAfterRedeem: number) {
  t.paystack.controls.completeTransfer(reference);
  await t.database.db
    .updateTable('payouts')
    .set({ updated_at: new Date(Date.now() - 20 * 60_000) })
    .where('transaction_id', '=', transactionId)
    .execute();
  expect((await reconcilePayouts(deps())).settled).toBe(1);
  expect(await statusOf(transactionId)).toBe('completed');
  expect(await cashOf(t, amani.id)).toBe(cashAfterRedeem);
}

describe('a transfer that went through although POST /transfer answered an error', () => {
  it.each([
    ['a 500', { status: 500, message: 'An error occurred' }],
    ['a 400 with a code nobody documents', { status: 400, message: 'Something unexpected happened', code: 'brand_new_code' }],
    ['a 400 with the documented refusal invalid_transfer_recipient', { status: 400, message: 'Recipient specified is invalid', code: 'invalid_transfer_recipient' }],
  ])('is followed, never re-credited, after %s', async (_, failure) => {
    const cashBefore = await cashOf(t, amani.id);
    const out = await platformBalance(t, 'payouts_out');
    t.paystack.controls.acceptNextTransferWithError(failure);
    const transactionId = await redeem(100);
    const payout = await processing(transactionId);
    // Paystack holds exactly one transfer under the reference, and the payout follows it.
    expect(t.paystack.controls.transfer(payout.transfer_reference)).toMatchObject({ amount: Number(payout.amount_subunit), status: 'pending' });
    expect(payout.transfer_code).toEqual(expect.stringMatching(/^TRF_/));
    expect(await statusOf(transactionId)).toBe('pending');
    expect(await cashOf(t, amani.id)).toBe(cashBefore - 100);
    await expectPaidOut(transactionId, payout.transfer_reference, cashBefore - 100);
    expect(await platformBalance(t, 'payouts_out')).toBe(out + 100);
  });
});

describe('a refusal that is no documented "no"', () => {
  it('holds the payout (queued, retried, nothing re-credited) until Paystack takes the transfer', async () => {
    const cashBefore = await cashOf(t, amani.id);
    t.paystack.controls.failNext('transfer', { status: 400, message: 'Something unexpected happened', code: 'brand_new_code' }, 2);
    const transactionId = await redeem(80);
    const held = await eventually(
      async () => {
        const row = await payoutOf(transactionId);
        return row.attempts >= 1 ? row : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(held).toMatchObject({ status: 'queued', last_error: 'Something unexpected happened', transfer_code: null });
    expect(await statusOf(transactionId)).toBe('pending');
    expect(await cashOf(t, amani.id)).toBe(cashBefore - 80);
    const payout = await processing(transactionId);
    expect(payout.attempts).toBe(3);
    await expectPaidOut(transactionId, payout.transfer_reference, cashBefore - 80);
  });

  it('a short Paystack balance (an undocumented code) holds the payout until it is topped up', async () => {
    const cashBefore = await cashOf(t, amani.id);
    const balance = t.paystack.controls.getBalance();
    t.paystack.controls.setBalance(0);
    const transactionId = await redeem(90);
    const held = await eventually(
      async () => {
        const row = await payoutOf(transactionId);
        return row.attempts >= 1 ? row : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(held).toMatchObject({ status: 'queued', last_error: 'Your balance is not enough to fulfill this request' });
    expect(await cashOf(t, amani.id)).toBe(cashBefore - 90);
    t.paystack.controls.setBalance(balance);
    const payout = await processing(transactionId);
    await expectPaidOut(transactionId, payout.transfer_reference, cashBefore - 90);
  });
});

describe('a documented refusal with no transfer behind it', () => {
  it('re-credits once GET /transfer/verify says Paystack holds none (answered 400 "not found" here, which the client takes as 404)', async () => {
    const cashBefore = await cashOf(t, amani.id);
    t.paystack.controls.failNext('transfer', { status: 400, message: 'Recipient specified is invalid', code: 'invalid_transfer_recipient' });
    t.paystack.controls.failNext('verifyTransfer', { status: 400, message: 'Transfer not found', code: 'transfer_not_found' });
    const transactionId = await redeem(70);
    const payout = await eventually(async () => {
      const row = await payoutOf(transactionId);
      return row.status === 'failed' ? row : undefined;
    });
    expect(payout).toMatchObject({ last_error: 'Recipient specified is invalid', transfer_code: null });
    expect(await statusOf(transactionId)).toBe('failed_recredited');
    expect(await cashOf(t, amani.id)).toBe(cashBefore);
    expect(t.paystack.controls.transfer(payout.transfer_reference)).toBeUndefined();
  });

  it('leaves the ledger balanced', async () => {
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
