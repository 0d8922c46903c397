// SMS receipts end to end (issue #19 §2): a money event queues its receipt in the money's transaction,
// the job sends it through Africa's Talking (a local server speaking its API), a failed send is retried
// without holding the money back, only a verified phone gets one and only as the preferences say, and
// Africa's Talking's delivery reports are recorded against the message.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAfricasTalkingSimulator, type AfricasTalkingSimulator } from '../../../test/helpers/africastalking-simulator';
import { addStake, admin, balances, createChallenge, fund, insertPerson } from '../../../test/helpers/challenges';
import { member, send, type Member } from '../../../test/helpers/members';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { runInTransaction } from '../../db/unit-of-work';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { handleTransferEvent } from '../payouts/transfer-outcomes';
import { createSmsService } from './sms.service';
import { smsReference } from './sms-templates';

const SECRET = 'dlr_secret_0123456789abcdefghij';
let at: AfricasTalkingSimulator;
let t: TestApp;
let notifications: ReturnType<typeof createNotificationsService>;
let phoneCount = 0;

beforeAll(async () => {
  at = await startAfricasTalkingSimulator();
  t = await createTestApp({ env: { AT_API_KEY: at.apiKey, AT_USERNAME: at.username, AT_BASE_URL: at.baseUrl, AT_SENDER_ID: 'CHANGAMOTO', AT_SMS_CALLBACK_SECRET: SECRET } });
  notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), sms: createSmsService({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
}, 60_000);
afterAll(async () => {
  await t.close();
  await at.stop();
});
beforeEach(() => {
  at.sent.length = 0;
});

/** A signed-in adult with a phone, verified unless told otherwise. */
async function person(name: string, { verified = true, locale = 'en' as 'en' | 'sw' } = {}): Promise<Member & { phone: string }> {
  const m = await member(t, name);
  const phone = `+2547${String(10_000_000 + ++phoneCount).slice(-8)}`;
  await t.database.db.updateTable('users').set({ phone, phone_verified: verified, locale }).where('id', '=', m.id).execute();
  return { ...m, phone };
}

const messagesOf = (userId: string) => t.database.db.selectFrom('sms_messages').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const sentTo = (phone: string) => eventually(async () => at.sent.find((m) => m.to === phone));
const postReport = (form: URLSearchParams, secret = SECRET) => t.app.request(`/api/sms/delivery-reports/${secret}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });

/** An M-Pesa purchase of the 100-token bundle (KES 350) through the Paystack simulator, confirmed by the callback page's check. */
async function buyBundle(m: Member): Promise<{ transactionId: string; status: string }> {
  const bundles = (await send<{ bundles: { id: string; tokenAmount: number }[] }>(t, m, '/api/wallet/bundles')).body.bundles;
  const bundle = bundles.find((b) => b.tokenAmount === 100)!;
  const started = await send<{ authorizationUrl: string; reference: string; transactionId: string }>(t, m, '/api/wallet/payments', { body: { bundleId: bundle.id }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(started.status).toBe(201);
  const paid = await fetch(started.body.authorizationUrl, { method: 'POST', body: new URLSearchParams({ channel: 'mobile_money', phone: '0712345678', outcome: 'success' }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  const payment = await send<{ status: string }>(t, m, `/api/wallet/payments/${started.body.reference}`);
  return { transactionId: started.body.transactionId, status: payment.body.status };
}

describe('SMS receipts of money events', () => {
  it('a purchase credited by M-Pesa: one receipt to the verified phone through Africa’s Talking, with amount, balance after and reference; its delivery report is recorded', async () => {
    const buyer = await person('sms_buyer');
    const { transactionId, status } = await buyBundle(buyer);
    expect(status).toBe('completed');
    const sms = await sentTo(buyer.phone);
    expect(sms).toMatchObject({ username: at.username, from: 'CHANGAMOTO' });
    expect(sms.message).toBe(`Changamoto: 100 tokens credited for KES 350, tax KES 17.50. Balance 100 tokens. Ref ${smsReference(transactionId)}`);
    const [row] = await eventually(async () => {
      const rows = await messagesOf(buyer.id);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(row).toMatchObject({ kind: 'mpesa_topup_success', phone: buyer.phone, provider: 'africastalking', provider_message_id: sms.messageId, cost: 'KES 0.8000', attempts: 1 });

    // Africa's Talking reports it delivered: recorded as it came and against the message.
    const response = await postReport(at.deliveryReport(sms.messageId, 'Success', { networkCode: '63902' }));
    expect([response.status, await response.json()]).toEqual([200, { received: true }]);
    expect((await messagesOf(buyer.id))[0]).toMatchObject({ status: 'delivered', delivery_status: 'Success', network_code: '63902', delivery_retry_count: 0 });
    const reports = await t.database.db.selectFrom('sms_delivery_reports').selectAll().where('sms_message_id', '=', row!.id).execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ provider_message_id: sms.messageId, status: 'Success', phone_number: buyer.phone });
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('in Kiswahili for a person whose language is sw; a failing Africa’s Talking delays the receipt (pg-boss retries) and never the tokens', async () => {
    const buyer = await person('sms_mnunuzi', { locale: 'sw' });
    const refusedBefore = at.refused;
    at.refuseNext({ http: 500 }, 2);
    const { transactionId, status } = await buyBundle(buyer);
    // The money is credited at once, whatever the SMS provider does.
    expect(status).toBe('completed');
    expect((await send<{ tokens: number }>(t, buyer, '/api/wallet')).body.tokens).toBe(100);
    const sms = await sentTo(buyer.phone);
    expect(sms.message).toBe(`Changamoto: tokeni 100 zimeongezwa kwa KES 350, kodi KES 17.50. Salio tokeni 100. Kumb ${smsReference(transactionId)}`);
    expect(at.refused - refusedBefore).toBe(2);
    const row = await eventually(async () => (await messagesOf(buyer.id)).find((r) => r.status === 'sent'));
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(await verifyLedger(t.database.db)).toEqual([]);
  }, 30_000);

  it('a refusal about the number itself (403 InvalidPhoneNumber) ends the message as failed, not retried', async () => {
    const m = await person('sms_badnumber');
    const refusedBefore = at.refused;
    at.refuseNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    await runInTransaction(t.database.db, (tx) => notifications.notify(tx, { userId: m.id, type: 'mpesa_redemption_failed', message: 'x', sms: { kind: 'redemption_recredited', tokens: 40, reference: 'ABCDEF0123' } }));
    const row = await eventually(async () => (await messagesOf(m.id)).find((r) => r.status === 'failed'));
    expect(row).toMatchObject({ attempts: 1, last_error: "Africa's Talking refused the message: 403 InvalidPhoneNumber" });
    expect(at.refused - refusedBefore).toBe(1);
  });
});

describe('challenge won (the settlement’s notices job)', () => {
  it('the winner and the winning backer each get a receipt of what was credited, with the balance after; the loser none', async () => {
    const boss = await admin(t, 'sms_settle_admin');
    const [a, b, x] = [await insertPerson(t.database.db, 'smswin_a'), await insertPerson(t.database.db, 'smswin_b'), await insertPerson(t.database.db, 'smswin_x')];
    const phones = { a: '+254799000001', b: '+254799000002', x: '+254799000003' };
    for (const [id, phone] of [
      [a, phones.a],
      [b, phones.b],
      [x, phones.x],
    ] as const)
      await t.database.db.updateTable('users').set({ phone, phone_verified: true }).where('id', '=', id).execute();
    await fund(t.database.db, a, { cash: 100 });
    await fund(t.database.db, b, { cash: 100 });
    await fund(t.database.db, x, { cash: 50 });
    const id = await createChallenge(t.database.db, { type: 'two_player', createdBy: a, playerA: a, playerB: b, title: 'SMS final – “derby”' });
    await addStake(t.database.db, id, { userId: a, role: 'player_a', outcome: 'player_a_wins', amount: 100 });
    await addStake(t.database.db, id, { userId: b, role: 'player_b', outcome: 'player_b_wins', amount: 100 });
    await addStake(t.database.db, id, { userId: x, role: 'backer', outcome: 'player_a_wins', amount: 50, shard: 2 });
    const decided = await send(t, boss, `/api/admin/challenges/${id}/decision`, { body: { outcome: 'player_a_wins' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(decided.status).toBe(200);

    for (const [userId, phone] of [
      [a, phones.a],
      [x, phones.x],
    ] as const) {
      const sms = await sentTo(phone);
      const balance = await balances(t.database.db, userId);
      const credit = await t.database.db.selectFrom('transactions').select(['id', 'amount_tokens']).where('user_id', '=', userId).where('type', '=', 'challenge_winnings_credit').executeTakeFirstOrThrow();
      const tokens = Number(credit.amount_tokens);
      expect(sms.message).toBe(`Changamoto: you won "SMS final - "derby"": ${tokens} tokens credited. Balance ${balance.cash + balance.bonus} tokens. Ref ${smsReference(credit.id)}`);
    }
    expect((await messagesOf(a))[0]!.kind).toBe('challenge_won');
    expect((await messagesOf(x))[0]!.kind).toBe('challenge_backed_won');
    expect(await messagesOf(b)).toEqual([]);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  }, 30_000);
});

describe('redemption sent, then failed and recredited', () => {
  it('a receipt when the tokens leave for M-Pesa, and one when they come back', async () => {
    const m = await person('sms_redeemer');
    await t.database.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', m.id).execute();
    await fund(t.database.db, m.id, { cash: 600 });
    const account = await send<{ account: { recipientCode: string } }>(t, m, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Test Person', accountNumber: '0712000077', bankCode: 'MPESA' } });
    expect(account.status).toBe(201);
    const res = await send<{ transactionId: string }>(t, m, '/api/wallet/redemptions', {
      body: { tokensToRedeem: 500, recipientCode: account.body.account.recipientCode, currency: 'KES' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(res.status).toBe(201);
    const ref = smsReference(res.body.transactionId);
    // (The security notice of the new payout account went to the phone first: messaging, not a receipt.)
    const sent = await eventually(async () => at.sent.find((s) => s.to === m.phone && s.message.includes('redeemed')));
    expect(sent.message).toMatch(new RegExp(`^Changamoto: 500 tokens redeemed, KES [\\d,.]+ sent to .*0077, tax KES [\\d,.]+\\. Balance 100 tokens\\. Ref ${ref}$`));

    const payout = await eventually(async () => {
      const row = await t.database.db.selectFrom('payouts').selectAll().where('transaction_id', '=', res.body.transactionId).executeTakeFirstOrThrow();
      return row.status === 'queued' ? undefined : row;
    });
    t.paystack.controls.failTransfer(payout.transfer_reference, 'Could not credit the M-Pesa account');
    const delivery = await eventually(async () =>
      t.paystack.controls
        .webhookLog()
        .filter((d) => d.reference === payout.transfer_reference && d.event === 'transfer.failed')
        .at(-1),
    );
    const event = JSON.parse(delivery.body) as Parameters<typeof handleTransferEvent>[1];
    expect(await handleTransferEvent(t.database.db, event, { notifications, log: pino({ level: 'silent' }) })).toBe('applied');
    const back = await eventually(async () => at.sent.find((s) => s.to === m.phone && s.message.includes('failed')));
    expect(back.message).toBe(`Changamoto: your redemption failed; 500 tokens returned to your wallet. Balance 600 tokens. Ref ${ref}`);
    expect((await messagesOf(m.id)).map((r) => r.kind)).toEqual(['mpesa_redemption_initiated', 'mpesa_redemption_failed']);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('invite received', () => {
  it('the person invited gets a receipt of the stake asked of them, with their balance and the challenge as reference', async () => {
    const creator = await person('sms_inviter');
    const invited = await person('sms_invited');
    await fund(t.database.db, creator.id, { cash: 60 });
    await fund(t.database.db, invited.id, { cash: 25 });
    const hour = 3_600_000;
    const created = await send<{ challengeId: string }>(t, creator, '/api/challenges', {
      body: {
        title: 'Chess blitz',
        categorySlug: 'gaming',
        startDate: new Date(Date.now() + hour).toISOString(),
        endDate: new Date(Date.now() + 48 * hour).toISOString(),
        type: 'two_player',
        two_player: { opponentId: invited.id, playerAStake: 40, playerBStake: 20 },
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(created.status).toBe(201);
    const sms = await sentTo(invited.phone);
    expect(sms.message).toBe(`Changamoto: @sms_inviter invited you to "Chess blitz", stake 20 tokens. Balance 25 tokens. Ref ${smsReference(created.body.challengeId)}`);
    // The creator's own stake is no receipt of these five.
    expect(await messagesOf(creator.id)).toEqual([]);
  });
});

describe('who gets an SMS', () => {
  const receipt = { kind: 'challenge_won', tokens: 90, title: 'Chess blitz', reference: 'ABCDEF0123' } as const;

  it('only a verified phone: an unverified one or none gets nothing, and the notification and e-mail still go', async () => {
    const unverified = await person('sms_unverified', { verified: false });
    const phoneless = await member(t, 'sms_phoneless');
    for (const userId of [unverified.id, phoneless.id]) {
      const result = await runInTransaction(t.database.db, (tx) => notifications.notify(tx, { userId, type: 'challenge_won', message: 'You won', sms: receipt }));
      expect(result).toMatchObject({ smsQueued: false, emailQueued: true });
      expect(result.notification).not.toBeNull();
      expect(await messagesOf(userId)).toEqual([]);
    }
  });

  it('money events are on by default, others off; each follows the person’s SMS switch (PUT smsEnabled)', async () => {
    const m = await person('sms_prefs');
    const preferences = (await send<{ preferences: { type: string; smsEnabled: boolean }[] }>(t, m, '/api/notification-preferences')).body.preferences;
    const sms = Object.fromEntries(preferences.map((p) => [p.type, p.smsEnabled]));
    expect(sms).toMatchObject({ mpesa_topup_success: true, mpesa_redemption_initiated: true, mpesa_redemption_failed: true, challenge_won: true, challenge_backed_won: true, challenge_invite_received: true });
    expect(sms).toMatchObject({ login_bonus_received: false, referral_bonus_received: false, transaction_completed: false, premium_unlocked: false, account_restricted: false });

    const notify = (type: 'challenge_won' | 'login_bonus_received', withReceipt: boolean) =>
      runInTransaction(t.database.db, (tx) => notifications.notify(tx, { userId: m.id, type, message: 'You got a 5-token login bonus – “karibu”!', ...(withReceipt ? { sms: receipt } : {}) }));
    expect((await notify('login_bonus_received', false)).smsQueued).toBe(false);

    const off = await send(t, m, '/api/notification-preferences/challenge_won', { method: 'PUT', body: { smsEnabled: false } });
    expect([off.status, off.body]).toEqual([200, { type: 'challenge_won', inAppEnabled: true, emailEnabled: true, smsEnabled: false, pushEnabled: true }]);
    expect((await notify('challenge_won', true)).smsQueued).toBe(false);

    const on = await send(t, m, '/api/notification-preferences/login_bonus_received', { method: 'PUT', body: { smsEnabled: true } });
    expect(on.body).toMatchObject({ smsEnabled: true, inAppEnabled: true, emailEnabled: true });
    expect((await notify('login_bonus_received', false)).smsQueued).toBe(true);
    // A type without a receipt sends its message, in GSM-7.
    expect((await sentTo(m.phone)).message).toBe('Changamoto: You got a 5-token login bonus - "karibu"!');
    expect((await messagesOf(m.id)).map((r) => r.kind)).toEqual(['login_bonus_received']);

    const bad = await send(t, m, '/api/notification-preferences/challenge_won', { method: 'PUT', body: { smsEnabled: 'yes' } });
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'smsEnabled must be true or false.']);
  });

  it('a receipt queued in a transaction that rolls back is never written nor sent', async () => {
    const m = await person('sms_rollback');
    await expect(
      runInTransaction(t.database.db, async (tx) => {
        await notifications.notify(tx, { userId: m.id, type: 'challenge_won', message: 'You won', sms: receipt });
        throw new Error('the money failed');
      }),
    ).rejects.toThrow('the money failed');
    // A receipt queued afterwards arrives; the rolled-back one never does.
    await runInTransaction(t.database.db, (tx) => notifications.notify(tx, { userId: m.id, type: 'challenge_won', message: 'You won', sms: { ...receipt, tokens: 7 } }));
    expect((await sentTo(m.phone)).message).toContain('7 tokens credited');
    expect(at.sent.filter((s) => s.to === m.phone)).toHaveLength(1);
    expect(await messagesOf(m.id)).toHaveLength(1);
  });
});

describe('a receipt that cannot be queued', () => {
  it('is undone alone (a savepoint): the money’s transaction and its notification still commit', async () => {
    const m = await person('sms_broken');
    const broken = { kind: 'no_such_receipt' } as never;
    const result = await runInTransaction(t.database.db, async (tx) => {
      const notified = await notifications.notify(tx, { userId: m.id, type: 'challenge_won', message: 'You won', sms: broken });
      // The transaction goes on after the failed receipt.
      await tx.updateTable('users').set({ name: 'Still committed' }).where('id', '=', m.id).execute();
      return notified;
    });
    expect(result.smsQueued).toBe(false);
    expect(result.notification).not.toBeNull();
    expect((await t.database.db.selectFrom('users').select('name').where('id', '=', m.id).executeTakeFirstOrThrow()).name).toBe('Still committed');
    expect(await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', m.id).execute()).toHaveLength(1);
    expect(await messagesOf(m.id)).toEqual([]);
  });
});
