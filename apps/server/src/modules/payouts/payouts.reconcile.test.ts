// Payouts whose webhook never came are settled by the reconciliation job from Paystack's verify.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { reconcilePayouts } from './payouts.jobs';
import { buy, cashOf, member, platformBalance, send, type Member } from '../../../test/helpers/members';

let t: TestApp;
let zawadi: Member;
let recipient: string;
const deps = () => ({
  db: t.database.db,
  paystack: t.paystackDeps.client,
  notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }),
  log: pino({ level: 'silent' }),
});

beforeAll(async () => {
  t = await createTestApp(); // the simulator here sends no webhooks and completes transfers only when told
  zawadi = await member(t, 'zawadi_recon', { kyc: 'verified' });
  const account = await send<{ account: { recipientCode: string } }>(t, zawadi, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Zawadi', accountNumber: '0712000099', bankCode: 'MPESA' } });
  recipient = account.body.account.recipientCode;
  await buy(t, zawadi.id, 300);
});
afterAll(() => t.close());

async function redeemAndWaitAccepted(tokens: number) {
  const res = await send<{ transactionId: string }>(t, zawadi, '/api/wallet/redemptions', { body: { tokensToRedeem: tokens, recipientCode: recipient, currency: 'KES' }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status).toBe(201);
  const payout = await eventually(async () => {
    const row = await t.database.db.selectFrom('payouts').selectAll().where('transaction_id', '=', res.body.transactionId).executeTakeFirstOrThrow();
    return row.status === 'processing' ? row : undefined;
  });
  // As if the webhook had been lost 20 minutes ago.
  await t.database.db
    .updateTable('payouts')
    .set({ updated_at: new Date(Date.now() - 20 * 60_000) })
    .where('id', '=', payout.id)
    .execute();
  return { transactionId: res.body.transactionId, reference: payout.transfer_reference };
}
const statusOf = async (transactionId: string) => await t.database.db.selectFrom('transactions').select(['status', 'error_message']).where('id', '=', transactionId).executeTakeFirstOrThrow();

describe('payout reconciliation', () => {
  it('leaves a transfer Paystack still has in flight untouched', async () => {
    const { transactionId } = await redeemAndWaitAccepted(60);
    expect(await reconcilePayouts(deps())).toEqual({ settled: 0, resent: 0 });
    expect((await statusOf(transactionId)).status).toBe('pending');
    t.paystack.controls.completeTransfer((await t.database.db.selectFrom('payouts').select('transfer_reference').where('transaction_id', '=', transactionId).executeTakeFirstOrThrow()).transfer_reference);
    await reconcilePayouts(deps());
  });

  it('completes a transfer that succeeded without a webhook, once', async () => {
    const out = await platformBalance(t, 'payouts_out');
    const { transactionId, reference } = await redeemAndWaitAccepted(60);
    t.paystack.controls.completeTransfer(reference);
    expect((await reconcilePayouts(deps())).settled).toBe(1);
    expect((await statusOf(transactionId)).status).toBe('completed');
    expect(await platformBalance(t, 'payouts_out')).toBe(out + 60);
    expect((await reconcilePayouts(deps())).settled).toBe(0); // nothing twice
  });

  it('returns the tokens of a transfer that failed without a webhook, with Paystack’s reason', async () => {
    const before = await cashOf(t, zawadi.id);
    const { transactionId, reference } = await redeemAndWaitAccepted(60);
    expect(await cashOf(t, zawadi.id)).toBe(before - 60);
    t.paystack.controls.failTransfer(reference, 'Account closed');
    expect((await reconcilePayouts(deps())).settled).toBe(1);
    expect(await statusOf(transactionId)).toEqual({ status: 'failed_recredited', error_message: 'Account closed' });
    expect(await cashOf(t, zawadi.id)).toBe(before);
  });
});
