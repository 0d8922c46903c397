// The operator's finance views (issue #22 item 4) against the Paystack simulator's list endpoints: the
// reconciliation finds every kind of mismatch and nothing else, the report sums the ledger by channel
// and period, both export as CSV, each view is audited, only admins see them, and the nightly job alerts
// every admin (in the app and by e-mail).
import { randomUUID } from 'node:crypto';
import type { FinanceReport, Reconciliation } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, insertPerson, member, send, type Member } from '../../../test/helpers/challenges';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import { cash, platform, post } from '../ledger';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { FINANCE_MESSAGES } from './finance-report';
import { createFinanceService } from './finance.service';

let t: TestApp;
let boss: Member;
let player: string;
const today = new Date().toISOString().slice(0, 10);
const ref = (name: string) => `fin-${name}-${randomUUID().slice(0, 8)}`;
const refs = { matched: ref('matched'), paidNotCredited: ref('paid'), creditedNotPaid: ref('credited'), transferDiffers: ref('tr-differs'), transferUnknown: ref('tr-unknown'), transferOk: ref('tr-ok') };

/** A payment made on the simulator's hosted checkout, as a person would. */
async function payAtPaystack(reference: string, kes: number) {
  const started = await t.paystackDeps.client.initializeTransaction({ email: 'payer@example.co.ke', amountSubunit: kes * 100, currency: 'KES', reference, callbackUrl: `${t.env.PUBLIC_URL}/wallet`, metadata: {} });
  const res = await fetch(started.authorization_url, { method: 'POST', body: new URLSearchParams({ channel: 'mobile_money', phone: '0712345678', outcome: 'success' }), redirect: 'manual' });
  expect(res.status).toBe(303);
}

/** A purchase credited in our ledger (payments_in → cash), as the purchases service posts it. */
async function credit(reference: string, kes: number, tokens: number, channel: string) {
  await t.database.db
    .transaction()
    .execute((tx) => post(tx, { type: 'mpesa_topup', userId: player, status: 'completed', amountCurrency: kes, reference, metadata: { channel }, legs: [{ from: platform('payments_in'), to: cash(player), amount: tokens }] }));
}

/** A payout row in a given state, on a redemption posted as the payouts service does (cash → payout_pending). */
async function payoutRow(reference: string, status: 'processing' | 'completed', subunit: number) {
  const posted = await t.database.db.transaction().execute((tx) => post(tx, { type: 'token_bundle_redemption', userId: player, status: 'pending', legs: [{ from: cash(player), to: platform('payout_pending'), amount: 10 }] }));
  await t.database.db.insertInto('payouts').values({ transaction_id: posted.id, user_id: player, recipient_code: 'RCP_x', amount_tokens: 10, amount_subunit: subunit, transfer_reference: reference, status }).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await admin(t, 'finance_boss');
  player = await insertPerson(t.database.db, 'fin_player');
  // Purchases: one paid and credited, one paid and never credited, one credited that Paystack never saw.
  await payAtPaystack(refs.matched, 99);
  await credit(refs.matched, 99, 25, 'mobile_money');
  await payAtPaystack(refs.paidNotCredited, 250);
  await t.database.db
    .insertInto('transactions')
    .values({ user_id: player, type: 'token_bundle_purchase', status: 'pending', amount_tokens: '70', amount_currency: '250', reference: refs.paidNotCredited, metadata: JSON.stringify({}) })
    .execute();
  await credit(refs.creditedNotPaid, 500, 150, 'card');
  // Transfers: one that succeeded while we still say processing, one we never recorded, one that agrees.
  const paystack = t.paystackDeps.client;
  const banks = await paystack.listBanks({ type: 'mobile_money' });
  const recipient = await paystack.createTransferRecipient({ type: 'mobile_money', name: 'Fin Player', accountNumber: '0712345678', bankCode: banks[0]!.code });
  for (const reference of [refs.transferDiffers, refs.transferUnknown, refs.transferOk]) {
    await paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference, reason: 'test' });
    t.paystack.controls.completeTransfer(reference);
  }
  await payoutRow(refs.transferDiffers, 'processing', 5_000);
  await payoutRow(refs.transferOk, 'completed', 5_000);
});
afterAll(() => t.close());

const expectedMismatches = () =>
  [
    ['credited_not_paid', refs.creditedNotPaid],
    ['paid_not_credited', refs.paidNotCredited],
    ['transfer_not_recorded', refs.transferUnknown],
    ['transfer_state_differs', refs.transferDiffers],
  ].sort();

describe('reconciliation with Paystack', () => {
  it('lists every mismatch of the period, and only those', async () => {
    const res = await send<Reconciliation>(t, boss, `/api/admin/finance/reconciliation?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.mismatches.map((m) => [m.kind, m.reference]).sort()).toEqual(expectedMismatches());
    expect(res.body).toMatchObject({ providerTransactions: 2, providerTransfers: 3 });
    const paid = res.body.mismatches.find((m) => m.kind === 'paid_not_credited')!;
    expect(paid).toMatchObject({ provider: { status: 'success', amountKes: 250 }, ledger: { status: 'pending', amountKes: 250, userId: player } });
    const differs = res.body.mismatches.find((m) => m.kind === 'transfer_state_differs')!;
    expect(differs).toMatchObject({ provider: { status: 'success', amountKes: 50 }, ledger: { status: 'processing' } });
    expect(res.body.mismatches.find((m) => m.kind === 'credited_not_paid')!.provider).toBeNull();
  });

  it('walks every page of the provider’s lists', async () => {
    const seen: number[] = [];
    const paystack = t.paystackDeps.client;
    const service = createFinanceService({
      db: t.database.db,
      paystack: { ...paystack, listTransfers: (q) => (seen.push(q.page), paystack.listTransfers({ ...q, perPage: 1 })) },
      notifications: { notifyMany: async () => [] },
    });
    const result = await service.reconciliation({ id: boss.id, requestId: null }, { from: today, to: today });
    expect(seen).toEqual([1, 2, 3]);
    expect(result.mismatches.map((m) => [m.kind, m.reference]).sort()).toEqual(expectedMismatches());
  });

  it('exports the mismatches as CSV, and audits each view', async () => {
    const res = await t.app.request(`/api/admin/finance/reconciliation.csv?from=${today}&to=${today}`, { headers: { Cookie: [...boss.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-Forwarded-For': '198.51.100.251' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('kind,what,reference,paystack_status,paystack_kes,ledger_status,ledger_kes,transaction_id,user_id');
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.includes(refs.paidNotCredited))).toMatch(/^paid_not_credited,Paid at Paystack but not credited,fin-paid-\w+,success,250,pending,250,/);
    const audited = await t.database.db.selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'actor_id']).where('target_type', '=', 'finance').orderBy('id').execute();
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['finance.reconciliation_json', 'finance.reconciliation_csv']));
    expect(audited.every((a) => a.actor_id === boss.id || a.actor_id === null)).toBe(true);
  });
});

describe('finance report', () => {
  it('sums purchases by channel, and liabilities now, per day', async () => {
    const res = await send<FinanceReport>(t, boss, `/api/admin/finance/report?grain=daily&from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(1);
    const row = res.body.rows[0]!;
    expect(row.period).toBe(today);
    expect(row.purchases).toEqual([
      { channel: 'card', count: 1, kes: 500, tokens: 150 },
      { channel: 'mobile_money', count: 1, kes: 99, tokens: 25 },
    ]);
    expect([row.purchasesKes, row.purchasesTokens, row.redemptions.count, row.bonusIssuedTokens]).toEqual([599, 175, 0, 0]);
    expect(res.body.totals).toMatchObject({ period: 'total', purchasesKes: 599, purchasesTokens: 175 });
    // 175 bought, 20 on their way out in two payouts.
    expect(res.body.liabilities).toMatchObject({ userCashTokens: 155, payoutPendingTokens: 20, escrowTokens: 0, taxesPayableKes: 0 });
    expect(res.body.liabilities.totalTokens).toBe(res.body.liabilities.userCashTokens + res.body.liabilities.userBonusTokens + res.body.liabilities.escrowTokens + res.body.liabilities.payoutPendingTokens);
    expect(res.body.taxAccountKinds.sort()).toEqual(['tax_excise_payable', 'tax_withholding_payable']);
  });

  it('groups by month, fills quiet periods with zeros, and refuses a bad range with the message', async () => {
    const month = today.slice(0, 7);
    const res = await send<FinanceReport>(t, boss, `/api/admin/finance/report?grain=monthly&from=${month}-01&to=${today}`);
    expect(res.body.rows.map((r) => [r.period, r.purchasesTokens])).toEqual([[month, 175]]);
    const quiet = await send<FinanceReport>(t, boss, `/api/admin/finance/report?grain=daily&from=2020-01-01&to=2020-01-03`);
    expect(quiet.body.rows.map((r) => [r.period, r.purchasesKes])).toEqual([
      ['2020-01-01', 0],
      ['2020-01-02', 0],
      ['2020-01-03', 0],
    ]);
    const backwards = await send(t, boss, `/api/admin/finance/report?from=2026-02-01&to=2026-01-01`);
    expect([backwards.status, backwards.body.error?.message]).toEqual([400, FINANCE_MESSAGES.rangeInvalid]);
    expect((await send(t, boss, `/api/admin/finance/report?from=yesterday&to=${today}`)).status).toBe(400);
    expect((await send(t, boss, `/api/admin/finance/report?grain=weekly&from=${today}&to=${today}`)).status).toBe(400);
  });

  it('exports the report as CSV with a totals row and the liabilities', async () => {
    const res = await t.app.request(`/api/admin/finance/report.csv?grain=daily&from=${today}&to=${today}`, { headers: { Cookie: [...boss.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-Forwarded-For': '198.51.100.251' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toMatch(/^period,purchases_card_count,purchases_card_kes,purchases_card_tokens,purchases_mobile_money_count,/);
    expect(lines[1]).toMatch(new RegExp(`^${today},1,500,150,1,99,25,599,175,`));
    expect(lines[2]).toMatch(/^total,1,500,150,1,99,25,599,175,/);
    expect(lines).toContain('user_cash,155');
  });
});

describe('who may see the finance views', () => {
  const paths = [
    `/api/admin/finance/report?from=${today}&to=${today}`,
    `/api/admin/finance/report.csv?from=${today}&to=${today}`,
    `/api/admin/finance/reconciliation?from=${today}&to=${today}`,
    `/api/admin/finance/reconciliation.csv?from=${today}&to=${today}`,
  ];
  it('refuses a player with 403 and a visitor with 401, and audits nothing for them', async () => {
    const plain = await member(t, 'finance_plain');
    const before = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const path of paths) {
      expect((await t.app.request(path, { headers: { Cookie: [...plain.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-Forwarded-For': '198.51.100.252' } })).status).toBe(403);
      expect((await t.app.request(path, { headers: { 'X-Forwarded-For': '198.51.100.253' } })).status).toBe(401);
    }
    const after = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('nightly reconciliation', () => {
  it('reconciles yesterday and alerts every admin in the app and by e-mail on a mismatch, each in their language', async () => {
    const other = await admin(t, 'finance_other');
    // This admin reads Kiswahili (users.locale): the alert and its e-mail come in Kiswahili (issue #20 §1).
    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', other.id).execute();
    const notifications = createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
    const tomorrow = () => new Date(Date.now() + 86_400_000);
    const service = createFinanceService({ db: t.database.db, paystack: t.paystackDeps.client, notifications, now: tomorrow });
    const result = await service.nightly();
    expect(result.from).toBe(today);
    expect(result.mismatches).toHaveLength(4);
    const expected = [
      { who: boss, message: `Reconciliation with Paystack for ${today} found 4 mismatches. Open Admin → Finance to see each one.`, subject: `Reconciliation mismatch (${today}) · Changamoto` },
      { who: other, message: `Ulinganisho na Paystack wa ${today} umepata tofauti 4. Fungua Msimamizi → Fedha ili kuona kila moja.`, subject: `Tofauti za ulinganisho (${today}) · Changamoto` },
    ];
    for (const { who, message, subject } of expected) {
      const rows = await t.database.db.selectFrom('notifications').select(['type', 'message']).where('user_id', '=', who.id).where('type', '=', 'reconciliation_mismatch').execute();
      expect(rows).toEqual([{ type: 'reconciliation_mismatch', message }]);
      const mail = await eventually(async () => (await t.database.db.selectFrom('dev_outbox').selectAll().where('recipient', '=', who.email).where('subject', '=', subject).executeTakeFirst()) ?? undefined);
      expect(mail.body_text).toContain(message);
    }
    // Players are never told.
    const toPlayer = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', player).where('type', '=', 'reconciliation_mismatch').execute();
    expect(toPlayer).toEqual([]);
  });

  it('alerts nobody when the ledger and Paystack agree', async () => {
    const calls: unknown[] = [];
    const service = createFinanceService({ db: t.database.db, paystack: t.paystackDeps.client, notifications: { notifyMany: async (_tx, inputs) => (calls.push(inputs), []) }, now: () => new Date('2020-01-02T02:00:00Z') });
    expect((await service.nightly()).mismatches).toEqual([]);
    expect(calls).toEqual([]);
  });
});
