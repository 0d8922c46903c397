// The platform report held against the ledger (issue #24 item 5): every purchase kind is counted —
// bundles, and custom amounts stored as mpesa_topup / paystack_topup — and every figure of the report
// equals what the ledger's own transfers and balances say, after real purchases (Paystack simulator),
// a real payout, a failed and a pending purchase (neither counted) and a settled challenge.
import { randomUUID } from 'node:crypto';
import type { WebhookEventName } from '@changamoto/paystack-simulator';
import type { AdminReport } from '@changamoto/shared/contract';
import { CUSTOM_BUNDLE_ID, tokensForCustomKes } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import type { PaystackTransferEvent } from '../../providers/paystack';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { handleTransferEvent } from '../payouts/transfer-outcomes';
import { addStake, admin, createChallenge, fund, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';

let t: TestApp;
let boss: Member;
let buyer: Member;
beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'rl_admin');
  buyer = await member(t, 'rl_buyer');
  await t.database.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', buyer.id).execute();
});
afterAll(async () => {
  await verifyLedger(t.database.db).then((problems) => expect(problems).toEqual([]));
  await t.close();
});

const db = () => t.database.db;
const today = () => new Date().toISOString().slice(0, 10);
const report = async () => {
  const res = await send<AdminReport>(t, boss, `/api/admin/report?from=${today()}&to=${today()}`);
  expect(res.status).toBe(200);
  return res.body;
};

/** Starts a purchase and answers Paystack's checkout as the buyer would; the callback page's verify credits it. */
async function purchase(body: { bundleId: string; customAmount?: number }, outcome: 'success' | 'failure' | 'leave', channel: 'mobile_money' | 'card' = 'mobile_money') {
  const started = await send<{ authorizationUrl: string; reference: string }>(t, buyer, '/api/wallet/payments', { body, headers: { 'Idempotency-Key': randomUUID() } });
  expect(started.status).toBe(201);
  if (outcome !== 'leave') {
    const form = new URLSearchParams({ channel, phone: '0712345678', outcome });
    expect((await fetch(started.body.authorizationUrl, { method: 'POST', body: form, redirect: 'manual' })).status).toBe(303);
    await send(t, buyer, `/api/wallet/payments/${started.body.reference}`);
  }
  return db().selectFrom('transactions').selectAll().where('reference', '=', started.body.reference).executeTakeFirstOrThrow();
}

/** The ledger's own view, from transfers (not the balance column): net tokens into each account kind. */
async function netByKind(): Promise<Map<string, number>> {
  const { rows } = await sql<{ kind: string; net: string }>`
    SELECT a.kind, (COALESCE(SUM(t.amount) FILTER (WHERE t.credit_account_id = a.id), 0) - COALESCE(SUM(t.amount) FILTER (WHERE t.debit_account_id = a.id), 0))::text AS net
    FROM ledger_accounts a LEFT JOIN ledger_transfers t ON a.id IN (t.credit_account_id, t.debit_account_id)
    GROUP BY a.kind`.execute(db());
  return new Map(rows.map((r) => [r.kind, Number(r.net)]));
}

async function completedPayout(tokens: number) {
  const account = await send<{ account: { recipientCode: string } }>(t, buyer, '/api/wallet/payout-accounts', {
    body: { type: 'mobile_money', name: 'Report Buyer', accountNumber: '0712000091', bankCode: 'MPESA' },
  });
  expect(account.status).toBe(201);
  const redeemed = await send<{ transactionId: string }>(t, buyer, '/api/wallet/redemptions', {
    body: { tokensToRedeem: tokens, recipientCode: account.body.account.recipientCode, currency: 'KES' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(redeemed.status).toBe(201);
  const payout = await eventually(async () => {
    const row = await db().selectFrom('payouts').selectAll().where('transaction_id', '=', redeemed.body.transactionId).executeTakeFirstOrThrow();
    return row.status === 'queued' ? undefined : row;
  });
  t.paystack.controls.completeTransfer(payout.transfer_reference!);
  const event: WebhookEventName = 'transfer.success';
  const delivery = await eventually(async () =>
    t.paystack.controls
      .webhookLog()
      .filter((d) => d.reference === payout.transfer_reference && d.event === event)
      .at(-1),
  );
  const notifications = createNotificationsService({ db: db(), messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  await handleTransferEvent(db(), JSON.parse(delivery.body) as { event: PaystackTransferEvent; data: never }, { notifications, log: pino({ level: 'silent' }) });
  return db().selectFrom('payouts').selectAll().where('id', '=', payout.id).executeTakeFirstOrThrow();
}

describe('platform report against the ledger (issue #24 item 5)', () => {
  it('counts every purchase kind, and each figure equals the ledger’s transfers and balances', async () => {
    // Funded (itself a purchase on the ledger) and staked before the first reading.
    const a = await insertPerson(db(), 'rl_a');
    const f = await insertPerson(db(), 'rl_f');
    await fund(db(), a, { cash: 100 });
    await fund(db(), f, { cash: 50 });
    const id = await createChallenge(db(), { type: 'solo', createdBy: a });
    await addStake(db(), id, { userId: a, role: 'player_a', outcome: 'solo_succeeds', amount: 100 });
    await addStake(db(), id, { userId: f, role: 'backer', outcome: 'solo_fails', amount: 50 });
    const before = await report();
    const ledgerBefore = await netByKind();

    const bundles = (await send<{ bundles: { id: string; tokenAmount: number; cashPriceKes: number }[] }>(t, buyer, '/api/wallet/bundles')).body.bundles;
    const bundle = bundles.at(-1)!;
    const bought = [
      await purchase({ bundleId: bundle.id }, 'success'),
      await purchase({ bundleId: CUSTOM_BUNDLE_ID, customAmount: 500 }, 'success', 'mobile_money'),
      await purchase({ bundleId: CUSTOM_BUNDLE_ID, customAmount: 300 }, 'success', 'card'),
    ];
    // Stored as the three purchase types; the report used to count only the first.
    expect(bought.map((b) => [b.type, b.status])).toEqual([
      ['token_bundle_purchase', 'completed'],
      ['mpesa_topup', 'completed'],
      ['paystack_topup', 'completed'],
    ]);
    const notCounted = [await purchase({ bundleId: CUSTOM_BUNDLE_ID, customAmount: 200 }, 'failure'), await purchase({ bundleId: CUSTOM_BUNDLE_ID, customAmount: 100 }, 'leave')];
    expect(notCounted.map((b) => b.status)).toEqual(['failed', 'pending']);

    // A challenge decided now: escrow, revenue and loss mitigation move too.
    expect((await send(t, boss, `/api/admin/challenges/${id}/decision`, { body: { outcome: 'solo_succeeds' }, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(200);
    await eventually(async () => ((await db().selectFrom('challenges').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'paid_out' ? true : undefined));

    const payout = await completedPayout(40);
    expect(payout.status).toBe('completed');

    const after = await report();
    const ledgerAfter = await netByKind();
    const delta = (kind: string) => (ledgerAfter.get(kind) ?? 0) - (ledgerBefore.get(kind) ?? 0);
    const day = (r: AdminReport) => r.days.find((d) => d.date === today())!;

    // Purchases: all three kinds, in KES paid and in tokens credited out of payments_in.
    const kes = bundle.cashPriceKes + 500 + 300;
    const tokens = bundle.tokenAmount + tokensForCustomKes(500, t.env.CUSTOM_KES_PER_TOKEN) + tokensForCustomKes(300, t.env.CUSTOM_KES_PER_TOKEN);
    expect(day(after).purchasesCount - day(before).purchasesCount).toBe(3);
    expect(day(after).purchasesKes - day(before).purchasesKes).toBe(kes);
    expect(day(after).purchasesTokens - day(before).purchasesTokens).toBe(tokens);
    expect(day(after).purchasesTokens - day(before).purchasesTokens).toBe(-delta('payments_in'));

    // Payouts: the KES Paystack sent, the tokens that reached payouts_out.
    expect(day(after).payoutsCount - day(before).payoutsCount).toBe(1);
    expect(day(after).payoutsKes - day(before).payoutsKes).toBe(Number(payout.amount_subunit) / 100);
    expect(day(after).payoutsTokens - day(before).payoutsTokens).toBe(delta('payouts_out'));
    expect(delta('payouts_out')).toBe(40);

    // Revenue and loss mitigation of the day: the platform_revenue account's inflow and the bonus paid back.
    expect(after.revenueTokens - before.revenueTokens).toBe(30);
    expect(after.lossMitigationTokens - before.lossMitigationTokens).toBe(5);
    expect(delta('platform_revenue')).toBe(30 - 5);

    // Outstanding and escrow: the balance of each kind is what its transfers add up to.
    for (const { kind, tokens: held } of after.outstanding) expect({ kind, held }).toEqual({ kind, held: ledgerAfter.get(kind) ?? 0 });
    expect(after.escrowTokens).toBe(ledgerAfter.get('escrow') ?? 0);
    expect(after.outstanding.reduce((sum, o) => sum + o.tokens, 0)).toBe(0);
  });
});
