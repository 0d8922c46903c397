// Redeeming tokens end to end (DOMAIN.md §3): validation in the spec's order, the KYC gate, the
// ledger movements, the payout job against the Paystack simulator, and the transfer webhooks applied
// exactly once whatever their number and order. The ledger invariants are checked when the file ends.
import { randomUUID } from 'node:crypto';
import { signWebhookBody, type WebhookEventName } from '@changamoto/paystack-simulator';
import { REDEEM_MESSAGES } from '@changamoto/shared/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import type { PaystackTransferEvent } from '../../providers/paystack';
import { bonus, move, platform } from '../ledger/ledger';
import { insertTransaction } from '../ledger/ledger.test-helpers';
import { LEDGER_MESSAGES } from '../ledger/ledger.errors';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { buy, cashOf, member, platformBalance, send, type Member } from '../../../test/helpers/members';
import { TRANSFER_REASON } from './payouts.jobs';
import { handleTransferEvent } from './transfer-outcomes';

let t: TestApp;
let alice: Member;
let aliceRecipient: string;
let notifications: ReturnType<typeof createNotificationsService>;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  alice = await member(t, 'alice_redeems', { kyc: 'verified' });
  aliceRecipient = await addMpesa(alice, '0712000001');
});
afterAll(() => t.close());

type RedeemBody = { success: true; message: string; transactionId: string };

async function addMpesa(m: Member, number: string): Promise<string> {
  const res = await send<{ account: { recipientCode: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: number, bankCode: 'MPESA' } });
  expect(res.status).toBe(201);
  return res.body.account.recipientCode;
}

const redeem = (m: Member, body: Record<string, unknown>, key: string = randomUUID()) => send<RedeemBody>(t, m, '/api/wallet/redemptions', { body, headers: { 'Idempotency-Key': key } });
const txRow = (id: string) => t.database.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payoutOf = (transactionId: string) => t.database.db.selectFrom('payouts').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
const redemptionsOf = async (userId: string) => t.database.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', 'token_bundle_redemption').execute();
const notificationsOf = (userId: string, type: string) => t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', '=', type).execute();

/** Waits for the job to have Paystack accept the transfer; returns the payout row. */
const accepted = (transactionId: string) =>
  eventually(async () => {
    const payout = await payoutOf(transactionId);
    return payout.status === 'queued' ? undefined : payout;
  });

/** The event exactly as the simulator signed and sent it (no webhook URL is set: read from its log). */
async function lastEvent(reference: string, event: WebhookEventName): Promise<{ event: PaystackTransferEvent; data: never }> {
  const delivery = await eventually(async () =>
    t.paystack.controls
      .webhookLog()
      .filter((d) => d.reference === reference && d.event === event)
      .at(-1),
  );
  return JSON.parse(delivery.body) as { event: PaystackTransferEvent; data: never };
}

const apply = (event: { event: PaystackTransferEvent; data: never }) => handleTransferEvent(t.database.db, event, { notifications, log });

describe('redeem: validation in the spec’s order (§5), nothing moves on a refusal', () => {
  let carol: Member;
  let carolRecipient: string;
  beforeAll(async () => {
    await buy(t, alice.id, 100);
    carol = await member(t, 'carol_unverified');
    carolRecipient = await addMpesa(carol, '0712000002');
    await buy(t, carol.id, 100);
  });

  it('1. a positive whole number of tokens', async () => {
    for (const tokensToRedeem of [0, -3, 2.5, '10', null]) {
      const res = await redeem(alice, { tokensToRedeem, recipientCode: aliceRecipient, currency: 'KES' });
      expect({ tokensToRedeem, status: res.status, message: res.body.error?.message }).toEqual({ tokensToRedeem, status: 400, message: REDEEM_MESSAGES.invalidTokens });
    }
  });

  it('2. not above the withdrawable (cash) tokens — checked before the account and the minimum', async () => {
    const over = await redeem(alice, { tokensToRedeem: 101, recipientCode: 'RCP_not_mine', currency: 'KES' });
    expect(over.status).toBe(400);
    expect(over.body.error?.message).toBe(REDEEM_MESSAGES.overBalance(100));
    expect(over.body.error?.message).toBe('You cannot redeem more than your available 100 tokens.');
  });

  it('2. bonus tokens are not withdrawable', async () => {
    const bonusOnly = await member(t, 'dan_bonus_only', { kyc: 'verified' });
    const recipient = await addMpesa(bonusOnly, '0712000003');
    const res = await redeem(bonusOnly, { tokensToRedeem: 50, recipientCode: recipient, currency: 'KES' });
    expect(res.body.error?.message).toBe('You cannot redeem more than your available 0 tokens.');
  });

  it('3. a payout account: none selected, or not one of the caller’s active accounts', async () => {
    const none = await redeem(alice, { tokensToRedeem: 50, recipientCode: '', currency: 'KES' });
    expect([none.status, none.body.error?.message]).toEqual([400, REDEEM_MESSAGES.selectAccount]);
    for (const recipientCode of ['RCP_unknown', carolRecipient]) {
      const res = await redeem(alice, { tokensToRedeem: 50, recipientCode, currency: 'KES' });
      expect([recipientCode, res.status, res.body.error?.message]).toEqual([recipientCode, 400, REDEEM_MESSAGES.invalidAccount]);
    }
    const wrongCurrency = await redeem(alice, { tokensToRedeem: 50, recipientCode: aliceRecipient, currency: 'USD' });
    expect(wrongCurrency.body.error?.message).toBe(REDEEM_MESSAGES.invalidAccount);
    // A deleted account cannot be paid to.
    const spare = await addMpesa(alice, '0712000004');
    const spareId = (await t.database.db.selectFrom('payout_accounts').select('id').where('recipient_code', '=', spare).where('user_id', '=', alice.id).executeTakeFirstOrThrow()).id;
    await send(t, alice, `/api/wallet/payout-accounts/${spareId}`, { method: 'DELETE' });
    expect((await redeem(alice, { tokensToRedeem: 50, recipientCode: spare, currency: 'KES' })).body.error?.message).toBe(REDEEM_MESSAGES.invalidAccount);
  });

  it('4. net after the fee and the withholding tax at least KES 10 (31 tokens → 31 − 20 − 1.55 = KES 9.45), checked after the account', async () => {
    // Without the tax 31 tokens would net KES 11 and pass: the minimum is checked after the tax (DOMAIN.md §10).
    const low = await redeem(alice, { tokensToRedeem: 31, recipientCode: aliceRecipient, currency: 'KES' });
    expect([low.status, low.body.error?.message]).toEqual([400, 'Net payout amount (KES 9.45) is below the minimum of KES 10.']);
    const lowAndBadAccount = await redeem(alice, { tokensToRedeem: 31, recipientCode: 'RCP_unknown', currency: 'KES' });
    expect(lowAndBadAccount.body.error?.message).toBe(REDEEM_MESSAGES.invalidAccount);
  });

  it('5. identity verified (KYC) — after the amount checks, answered 403', async () => {
    const low = await redeem(carol, { tokensToRedeem: 31, recipientCode: carolRecipient, currency: 'KES' });
    expect(low.body.error?.message).toBe(REDEEM_MESSAGES.belowMinimum(9.45));
    for (const status of ['unverified', 'pending', 'rejected'] as const) {
      await t.database.db.updateTable('users').set({ kyc_status: status }).where('id', '=', carol.id).execute();
      const res = await redeem(carol, { tokensToRedeem: 50, recipientCode: carolRecipient, currency: 'KES' });
      expect([status, res.status, res.body.error]).toEqual([status, 403, { code: 'forbidden', message: REDEEM_MESSAGES.kycRequired }]);
    }
    expect(await cashOf(t, carol.id)).toBe(100);
  });

  it('6. a frozen balance is refused by the ledger (403) and nothing is written', async () => {
    const frozen = await member(t, 'fred_frozen', { kyc: 'verified' });
    const recipient = await addMpesa(frozen, '0712000005');
    await buy(t, frozen.id, 100);
    await t.database.db.updateTable('users').set({ balance_frozen: true }).where('id', '=', frozen.id).execute();
    const res = await redeem(frozen, { tokensToRedeem: 50, recipientCode: recipient, currency: 'KES' });
    expect([res.status, res.body.error]).toEqual([403, { code: 'forbidden', message: LEDGER_MESSAGES.frozen }]);
    expect(await cashOf(t, frozen.id)).toBe(100);
    expect(await redemptionsOf(frozen.id)).toEqual([]);
    expect(await t.database.db.selectFrom('payouts').select('id').where('user_id', '=', frozen.id).execute()).toEqual([]);
  });

  it('no refusal above left a redemption, a payout, a notification or a moved token', async () => {
    expect(await redemptionsOf(alice.id)).toEqual([]);
    expect(await redemptionsOf(carol.id)).toEqual([]);
    expect(await cashOf(t, alice.id)).toBe(100);
    expect(await notificationsOf(alice.id, 'mpesa_redemption_initiated')).toEqual([]);
  });
});

describe('a redemption from start to payout', () => {
  let transactionId: string;
  let reference: string;

  it('moves the tokens cash → payout_pending, owes the withholding tax, records the pending row with gross, fee, tax and net, notifies, and queues the transfer', async () => {
    const cashBefore = await cashOf(t, alice.id);
    const pendingBefore = await platformBalance(t, 'payout_pending');
    const taxBefore = await platformBalance(t, 'tax_withholding_payable');
    const res = await redeem(alice, { tokensToRedeem: 100, recipientCode: aliceRecipient, currency: 'KES' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: REDEEM_MESSAGES.initiated, transactionId: expect.any(String) });
    transactionId = res.body.transactionId;
    expect(await cashOf(t, alice.id)).toBe(cashBefore - 100);
    expect(await platformBalance(t, 'payout_pending')).toBe(pendingBefore + 100);
    // DOMAIN.md §10's example: 100 tokens → fee 20 → tax 5.00 (500 cents owed to KRA) → net 75.00.
    expect(await platformBalance(t, 'tax_withholding_payable')).toBe(taxBefore + 500);

    const row = await txRow(transactionId);
    expect(row).toMatchObject({ user_id: alice.id, type: 'token_bundle_redemption', status: 'pending', amount_tokens: '-100', amount_currency: '75.00', currency: 'KES' });
    expect(row.metadata).toMatchObject({
      gross_kes_value_from_tokens: 100,
      withdrawal_fee_applied_kes: 20,
      withholding_tax_kes: 5,
      withholding_tax_cents: 500,
      withholding_tax_rate: 0.05,
      net_kes_amount_to_user: 75,
      recipient_code: aliceRecipient,
    });
    const [notification] = await notificationsOf(alice.id, 'mpesa_redemption_initiated');
    expect(notification).toMatchObject({ related_entity_uuid: transactionId });
    expect(notification!.message).toContain('100 tokens');
    expect(notification!.message).toContain('KES 75 is on its way');

    const payout = await payoutOf(transactionId);
    expect(payout).toMatchObject({ user_id: alice.id, recipient_code: aliceRecipient, amount_tokens: '100', amount_subunit: '7500' });
    expect(payout.transfer_reference).toMatch(/^[a-z0-9_-]{16,50}$/);
    reference = payout.transfer_reference;
    expect(row.reference).toBe(reference);
  });

  it('the job sends the net amount in cents to the recipient with the payout’s reference', async () => {
    const payout = await accepted(transactionId);
    expect(payout).toMatchObject({ status: 'processing', attempts: 1, last_error: null });
    expect(payout.transfer_code).toMatch(/^TRF_/);
    const transfer = t.paystack.controls.transfer(reference);
    expect(transfer).toMatchObject({ amount: 7500, currency: 'KES', reason: TRANSFER_REASON, status: 'pending', transfer_code: payout.transfer_code });
    expect(transfer!.recipient.recipient_code).toBe(aliceRecipient);
  });

  it('transfer.success → completed, payout_pending → payouts_out; a repeat changes nothing', async () => {
    const pendingBefore = await platformBalance(t, 'payout_pending');
    const outBefore = await platformBalance(t, 'payouts_out');
    const cashBefore = await cashOf(t, alice.id);
    t.paystack.controls.completeTransfer(reference);
    const event = await lastEvent(reference, 'transfer.success');
    expect(await apply(event)).toBe('applied');
    expect(await apply(event)).toBe('ignored');
    expect(await platformBalance(t, 'payout_pending')).toBe(pendingBefore - 100);
    expect(await platformBalance(t, 'payouts_out')).toBe(outBefore + 100);
    expect(await cashOf(t, alice.id)).toBe(cashBefore);
    expect(await txRow(transactionId)).toMatchObject({ status: 'completed', error_message: null });
    expect(await payoutOf(transactionId)).toMatchObject({ status: 'completed', completed_at: expect.any(Date) });
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('transfer.reversed after success → the tokens come back from payouts_out exactly once, failed_recredited with the provider’s message', async () => {
    const outBefore = await platformBalance(t, 'payouts_out');
    const cashBefore = await cashOf(t, alice.id);
    const taxBefore = await platformBalance(t, 'tax_withholding_payable');
    t.paystack.controls.reverseTransfer(reference);
    const event = await lastEvent(reference, 'transfer.reversed');
    const results = await Promise.all([apply(event), apply(event), apply(event)]);
    expect(results.sort()).toEqual(['applied', 'ignored', 'ignored']);
    // A late success (out of order) does not take them again.
    expect(await apply(await lastEvent(reference, 'transfer.success'))).toBe('ignored');
    expect(await cashOf(t, alice.id)).toBe(cashBefore + 100);
    expect(await platformBalance(t, 'payouts_out')).toBe(outBefore - 100);
    // The withholding tax is reversed with the tokens: nothing was withdrawn, so nothing is owed.
    expect(await platformBalance(t, 'tax_withholding_payable')).toBe(taxBefore - 500);
    expect(await txRow(transactionId)).toMatchObject({ status: 'failed_recredited', error_message: 'Transfer reversed by the receiving institution' });
    expect(await payoutOf(transactionId)).toMatchObject({ status: 'reversed' });
    const failed = await notificationsOf(alice.id, 'mpesa_redemption_failed');
    expect(failed.filter((n) => n.related_entity_uuid === transactionId)).toHaveLength(1);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('failures and retries', () => {
  it('transfer.failed → failed_recredited and the tokens back exactly once, even when the event arrives 3 times (and success after it)', async () => {
    await buy(t, alice.id, 500);
    const cashBefore = await cashOf(t, alice.id);
    const pendingBefore = await platformBalance(t, 'payout_pending');
    const taxBefore = await platformBalance(t, 'tax_withholding_payable');
    const res = await redeem(alice, { tokensToRedeem: 500, recipientCode: aliceRecipient, currency: 'KES' });
    expect(await platformBalance(t, 'tax_withholding_payable')).toBe(taxBefore + 2500);
    expect(res.status).toBe(201);
    const { transfer_reference: reference } = await accepted(res.body.transactionId);
    t.paystack.controls.failTransfer(reference, 'Could not credit the M-Pesa account');
    const event = await lastEvent(reference, 'transfer.failed');
    const results = await Promise.all([apply(event), apply(event), apply(event)]);
    expect(results.sort()).toEqual(['applied', 'ignored', 'ignored']);
    expect(await apply({ event: 'transfer.success', data: (event as { data: object }).data as never })).toBe('ignored');
    expect(await cashOf(t, alice.id)).toBe(cashBefore);
    expect(await platformBalance(t, 'payout_pending')).toBe(pendingBefore);
    expect(await platformBalance(t, 'tax_withholding_payable')).toBe(taxBefore);
    expect(await txRow(res.body.transactionId)).toMatchObject({ status: 'failed_recredited', error_message: 'Could not credit the M-Pesa account' });
    expect(await payoutOf(res.body.transactionId)).toMatchObject({ status: 'failed', last_error: 'Could not credit the M-Pesa account' });
    const failed = (await notificationsOf(alice.id, 'mpesa_redemption_failed')).filter((n) => n.related_entity_uuid === res.body.transactionId);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.message).toBe('Your redemption of 500 tokens could not be paid out: Could not credit the M-Pesa account. The 500 tokens are back in your wallet.');
  });

  it('a definitive refusal of POST /transfer (“Recipient specified is invalid”) fails the redemption with that message and re-credits', async () => {
    await buy(t, alice.id, 50);
    const cashBefore = await cashOf(t, alice.id);
    t.paystack.controls.failNext('transfer', { status: 400, message: 'Recipient specified is invalid', code: 'invalid_transfer_recipient' });
    const res = await redeem(alice, { tokensToRedeem: 50, recipientCode: aliceRecipient, currency: 'KES' });
    expect(res.status).toBe(201);
    expect(await cashOf(t, alice.id)).toBe(cashBefore - 50);
    const payout = await accepted(res.body.transactionId);
    expect(payout).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Recipient specified is invalid', transfer_code: null });
    expect(await txRow(res.body.transactionId)).toMatchObject({ status: 'failed_recredited', error_message: 'Recipient specified is invalid' });
    expect(await cashOf(t, alice.id)).toBe(cashBefore);
    expect(t.paystack.controls.transfer(payout.transfer_reference)).toBeUndefined();
  });

  it('a retryable error (503) is retried by the job with the same reference, and the transfer is sent once', async () => {
    await buy(t, alice.id, 60);
    t.paystack.controls.failNext('transfer', { status: 503, message: 'Service temporarily unavailable' });
    const res = await redeem(alice, { tokensToRedeem: 60, recipientCode: aliceRecipient, currency: 'KES' });
    const payout = await eventually(
      async () => {
        const row = await payoutOf(res.body.transactionId);
        return row.status === 'processing' ? row : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(payout.attempts).toBe(2);
    expect(payout.last_error).toBeNull();
    expect(t.paystack.controls.transfer(payout.transfer_reference)).toMatchObject({ amount: 3700, status: 'pending' }); // 60 − 20 fee − 3.00 tax
    expect(t.paystack.controls.webhookLog().filter((d) => d.reference === payout.transfer_reference)).toEqual([]);
    // Leave it settled for the ledger check at the end.
    t.paystack.controls.completeTransfer(payout.transfer_reference);
    expect(await apply(await lastEvent(payout.transfer_reference, 'transfer.success'))).toBe('applied');
  });

  it('an event for a reference we never issued is ignored', async () => {
    const before = await platformBalance(t, 'payout_pending');
    expect(await apply({ event: 'transfer.success', data: { reference: 'rdm_not_ours_0000000000', amount: 100, currency: 'KES' } as never })).toBe('unknown_reference');
    expect(await platformBalance(t, 'payout_pending')).toBe(before);
  });

  it('an event whose amount differs from the payout moves nothing', async () => {
    await buy(t, alice.id, 40);
    const res = await redeem(alice, { tokensToRedeem: 40, recipientCode: aliceRecipient, currency: 'KES' });
    const { transfer_reference: reference } = await accepted(res.body.transactionId);
    t.paystack.controls.completeTransfer(reference);
    const event = (await lastEvent(reference, 'transfer.success')) as unknown as { event: PaystackTransferEvent; data: { amount: number } };
    expect(await apply({ event: event.event, data: { ...event.data, amount: 1 } as never })).toBe('ignored');
    expect((await payoutOf(res.body.transactionId)).status).toBe('processing');
    expect(await apply(event as never)).toBe('applied');
  });

  it('the signed Paystack webhook route applies transfer events (wired to handleTransferEvent)', async () => {
    await buy(t, alice.id, 45);
    const res = await redeem(alice, { tokensToRedeem: 45, recipientCode: aliceRecipient, currency: 'KES' });
    const { transfer_reference: reference } = await accepted(res.body.transactionId);
    t.paystack.controls.failTransfer(reference, 'Receiver declined');
    const delivery = await eventually(async () => t.paystack.controls.webhookLog().find((d) => d.reference === reference && d.event === 'transfer.failed'));
    const cashBefore = await cashOf(t, alice.id);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.request('/api/paystack/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhookBody(delivery.body, t.paystackDeps.secretKey) }, body: delivery.body });
      expect(response.status).toBe(200);
    }
    expect(await cashOf(t, alice.id)).toBe(cashBefore + 45);
    expect(await txRow(res.body.transactionId)).toMatchObject({ status: 'failed_recredited', error_message: 'Receiver declined' });
  });
});

describe('idempotency and concurrency', () => {
  it('the same Idempotency-Key twice makes one redemption and replays the first answer', async () => {
    const erin = await member(t, 'erin_idem', { kyc: 'verified' });
    const recipient = await addMpesa(erin, '0712000006');
    await buy(t, erin.id, 300);
    const key = `redeem-${randomUUID()}`;
    const body = { tokensToRedeem: 100, recipientCode: recipient, currency: 'KES' };
    const [first, second] = await Promise.all([redeem(erin, body, key), redeem(erin, body, key)]);
    const third = await redeem(erin, body, key);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await redemptionsOf(erin.id)).toHaveLength(1);
    expect(await cashOf(t, erin.id)).toBe(200);
    // The same key with another body is a conflict, not a second redemption.
    const other = await redeem(erin, { ...body, tokensToRedeem: 50 }, key);
    expect(other.status).toBe(409);
    expect(await redemptionsOf(erin.id)).toHaveLength(1);
  });

  it('100 simultaneous redemptions (different keys) against one balance succeed exactly as often as it allows', async () => {
    const gina = await member(t, 'gina_concurrent', { kyc: 'verified' });
    const recipient = await addMpesa(gina, '0712000007');
    await buy(t, gina.id, 1000);
    const pendingBefore = await platformBalance(t, 'payout_pending');
    // 35 tokens net 35 − 20 − 1.75 = KES 13.25 (30 would be refused after the tax).
    const results = await Promise.all(Array.from({ length: 100 }, () => redeem(gina, { tokensToRedeem: 35, recipientCode: recipient, currency: 'KES' })));
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(28); // 28 × 35 = 980 ≤ 1000 < 29 × 35
    expect(new Set(refused.map((r) => `${r.status} ${r.body.error?.message}`))).toEqual(new Set(['400 You cannot redeem more than your available 20 tokens.']));
    expect(await cashOf(t, gina.id)).toBe(20);
    expect(await platformBalance(t, 'payout_pending')).toBe(pendingBefore + 980);
    expect(await redemptionsOf(gina.id)).toHaveLength(28);
    expect(await t.database.db.selectFrom('payouts').select('transfer_reference').where('user_id', '=', gina.id).execute()).toHaveLength(28);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  }, 60_000);
});

describe('the history shows what a redemption pays and where (issue #16: readable at 360 px)', () => {
  type Listed = { id: string; type: string; status: string; redemption: { grossKes: number; feeKes: number; taxKes: number; netKes: number; destination: string | null } | null };

  it('each redemption row carries its stored gross, fee, withholding tax, net KES and masked destination, also after it failed and was re-credited', async () => {
    await buy(t, alice.id, 1600);
    const res = await redeem(alice, { tokensToRedeem: 1600, recipientCode: aliceRecipient, currency: 'KES' });
    expect(res.status).toBe(201);
    const expected = { grossKes: 1600, feeKes: 40, taxKes: 80, netKes: 1480, destination: 'M-Pesa •••• 0001' };

    const listed = await send<{ transactions: Listed[] }>(t, alice, '/api/wallet/transactions');
    expect(listed.body.transactions.find((row) => row.id === res.body.transactionId)).toMatchObject({ status: 'pending', redemption: expected });
    // Every other type has none.
    for (const row of listed.body.transactions.filter((r) => r.type !== 'token_bundle_redemption')) expect(row.redemption).toBeNull();

    const { transfer_reference: reference } = await accepted(res.body.transactionId);
    t.paystack.controls.failTransfer(reference, 'Could not credit the M-Pesa account');
    expect(await apply(await lastEvent(reference, 'transfer.failed'))).toBe('applied');
    const one = await send<Listed>(t, alice, `/api/wallet/transactions/${res.body.transactionId}`);
    expect(one.body).toMatchObject({ status: 'failed_recredited', redemption: expected });
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('the wallet’s estimate of its withdrawable tokens (the dashboard’s Estimated Cash Payout, issue #16)', () => {
  type WalletBody = { tokens: number; withdrawable: number; bonus: number; withdrawableEstimate: { grossKes: number; feeKes: number; netKes: number; minimumNetKes: number } };
  const giveBonus = (userId: string, tokens: number) =>
    t.database.db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId, type: 'onboarding_bonus_credit', status: 'completed', amountTokens: tokens });
      await move(tx, [{ from: platform('promotions'), to: bonus(userId), amount: tokens, kind: 'onboarding_bonus_credit', transactionId: id }]);
    });

  it('50 onboarding bonus tokens pay nothing; once cash arrives it is exactly what the withdrawal estimate gives for the withdrawable tokens', async () => {
    const erin = await member(t, 'erin_estimate', { kyc: 'verified' });
    await giveBonus(erin.id, 50);
    const onlyBonus = (await send<WalletBody>(t, erin, '/api/wallet')).body;
    expect(onlyBonus).toMatchObject({ tokens: 50, withdrawable: 0, bonus: 50, withdrawableEstimate: { grossKes: 0, feeKes: 0, netKes: 0, minimumNetKes: 10 } });

    await buy(t, erin.id, 1600);
    const wallet = (await send<WalletBody>(t, erin, '/api/wallet')).body;
    expect(wallet).toMatchObject({ tokens: 1650, withdrawable: 1600, withdrawableEstimate: { grossKes: 1600, feeKes: 40, taxKes: 80, netKes: 1480 } });
    const estimate = await send<WalletBody['withdrawableEstimate'] & { tokens: number }>(t, erin, `/api/wallet/withdrawal-estimate?tokens=${wallet.withdrawable}`);
    expect(wallet.withdrawableEstimate).toEqual(estimate.body);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
