// Kenya's Finance Act 2025 (DOMAIN.md §10) end to end on the simulators: a bundle bought through Paystack
// credits exactly its tokens and owes the duty carved out of its price; a redemption owes the withholding
// tax on its gross, pays out the net after it, and gives it back when the transfer fails; the monthly tax
// report and its CSV say what the tax-payable accounts say; ledger:verify's tax invariant catches a row
// whose stated tax the accounts do not hold; and 0 turns either tax off.
import { randomUUID } from 'node:crypto';
import type { WebhookEventName } from '@changamoto/paystack-simulator';
import type { WalletTransaction } from '@changamoto/shared/contract';
import { TAX_REPORT_CSV_HEADER, type TaxReport } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, member, send, type Member } from '../../../test/helpers/challenges';
import { platformBalance } from '../../../test/helpers/members';
import { createTestApp, eventually, type TestApp } from '../../../test/helpers/test-app';
import type { PaystackTransferEvent } from '../../providers/paystack';
import { verifyLedger } from '../ledger/ledger.verify';
import { createMessaging } from '../messaging/messaging.service';
import { createNotificationsService } from '../notifications/notifications.service';
import { handleTransferEvent } from '../payouts/transfer-outcomes';

/** Buys a bundle as a person does: the simulator's checkout answered, then the callback page's verify credits it. */
async function buyBundle(t: TestApp, who: Member, tokenAmount: number) {
  const bundles = (await send<{ bundles: { id: string; tokenAmount: number; cashPriceKes: number }[] }>(t, who, '/api/wallet/bundles')).body.bundles;
  const bundle = bundles.find((b) => b.tokenAmount === tokenAmount)!;
  const started = await send<{ authorizationUrl: string; reference: string }>(t, who, '/api/wallet/payments', { body: { bundleId: bundle.id }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(started.status).toBe(201);
  const form = new URLSearchParams({ channel: 'mobile_money', phone: '0712345678', outcome: 'success' });
  expect((await fetch(started.body.authorizationUrl, { method: 'POST', body: form, redirect: 'manual' })).status).toBe(303);
  const shown = await send<WalletTransaction>(t, who, `/api/wallet/payments/${started.body.reference}`);
  expect(shown.body.status).toBe('completed');
  return shown.body;
}

async function payoutAccount(t: TestApp, who: Member, number: string): Promise<string> {
  const res = await send<{ account: { recipientCode: string } }>(t, who, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Tax Payer', accountNumber: number, bankCode: 'MPESA' } });
  expect(res.status).toBe(201);
  return res.body.account.recipientCode;
}

/** Starts a redemption and ends its transfer as Paystack would (success or failure), through the transfer webhook's handler. */
async function redeemAndSettle(t: TestApp, who: Member, recipientCode: string, tokens: number, outcome: 'transfer.success' | 'transfer.failed') {
  const res = await send<{ transactionId: string }>(t, who, '/api/wallet/redemptions', { body: { tokensToRedeem: tokens, recipientCode, currency: 'KES' }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status).toBe(201);
  const db = t.database.db;
  const payout = await eventually(async () => {
    const row = await db.selectFrom('payouts').selectAll().where('transaction_id', '=', res.body.transactionId).executeTakeFirstOrThrow();
    return row.status === 'queued' ? undefined : row;
  });
  if (outcome === 'transfer.success') t.paystack.controls.completeTransfer(payout.transfer_reference);
  else t.paystack.controls.failTransfer(payout.transfer_reference, 'Could not credit the M-Pesa account');
  const event: WebhookEventName = outcome;
  const delivery = await eventually(async () =>
    t.paystack.controls
      .webhookLog()
      .filter((d) => d.reference === payout.transfer_reference && d.event === event)
      .at(-1),
  );
  const notifications = createNotificationsService({ db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL });
  expect(await handleTransferEvent(db, JSON.parse(delivery.body) as { event: PaystackTransferEvent; data: never }, { notifications, log: pino({ level: 'silent' }) })).toBe('applied');
  return { transactionId: res.body.transactionId, payout };
}

/** The newest e-mail to `to` whose subject is `subject` (the dev outbox: the messaging job writes it shortly after). */
const receiptMail = (t: TestApp, to: string, subject: string) => eventually(() => t.database.db.selectFrom('dev_outbox').selectAll().where('recipient', '=', to).where('subject', '=', subject).orderBy('id', 'desc').executeTakeFirst());

const thisYear = () => Number(new Date().toLocaleString('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric' }));
const thisMonth = () => new Date().toLocaleString('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit' }).slice(0, 7);

describe('with the Finance Act 2025 rates (defaults: 5 % and 5 %)', () => {
  let t: TestApp;
  let boss: Member;
  let payer: Member;
  let recipient: string;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await admin(t, 'tax_admin');
    payer = await member(t, 'tax_payer', { kyc: 'verified' });
    recipient = await payoutAccount(t, payer, '0712000051');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it("a bundle of 100 tokens for KES 350 credits exactly 100 tokens and owes KES 17.50 excise duty from the platform's side", async () => {
    const exciseBefore = await platformBalance(t, 'tax_excise_payable');
    const cashBefore = (await send<{ withdrawable: number }>(t, payer, '/api/wallet')).body.withdrawable;
    const bought = await buyBundle(t, payer, 100);
    expect(bought).toMatchObject({ amountTokens: 100, amountCurrency: 350, exciseDutyKes: 17.5, metadata: expect.objectContaining({ excise_duty_cents: 1750, excise_duty_rate: 0.05 }) });
    expect((await send<{ withdrawable: number }>(t, payer, '/api/wallet')).body.withdrawable).toBe(cashBefore + 100);
    expect(await platformBalance(t, 'tax_excise_payable')).toBe(exciseBefore + 1750);
    // The history shows the duty on the purchase row.
    const history = (await send<{ transactions: WalletTransaction[] }>(t, payer, '/api/wallet/transactions')).body.transactions;
    expect(history.find((row) => row.id === bought.id)).toMatchObject({ exciseDutyKes: 17.5, redemption: null });
    // The e-mail receipt shows the duty line.
    const mail = await receiptMail(t, 'tax_payer@example.co.ke', 'Purchase receipt · Changamoto');
    expect(mail.body_text).toContain('Your purchase of 100 tokens for KES 350 is complete.');
    expect(mail.body_text).toContain('Including excise duty (5%): KES 17.50, paid by Changamoto to KRA');
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('the estimate and the redemption agree: 100 tokens → fee 20 → tax 5.00 → net 75.00, sent as 7500 cents', async () => {
    expect((await send(t, payer, '/api/wallet/withdrawal-estimate?tokens=100')).body).toEqual({ tokens: 100, grossKes: 100, feeKes: 20, taxKes: 5, taxRate: 0.05, netKes: 75, minimumNetKes: 10 });
    const withholdingBefore = await platformBalance(t, 'tax_withholding_payable');
    const { transactionId, payout } = await redeemAndSettle(t, payer, recipient, 100, 'transfer.success');
    expect(Number(payout.amount_subunit)).toBe(7500);
    expect(await platformBalance(t, 'tax_withholding_payable')).toBe(withholdingBefore + 500);
    const row = (await send<WalletTransaction>(t, payer, `/api/wallet/transactions/${transactionId}`)).body;
    expect(row).toMatchObject({ status: 'completed', amountCurrency: 75, redemption: { grossKes: 100, feeKes: 20, taxKes: 5, netKes: 75 } });
    expect(row.metadata).toMatchObject({ gross_kes_value_from_tokens: 100, withdrawal_fee_applied_kes: 20, withholding_tax_kes: 5, net_kes_amount_to_user: 75 });
    const mail = await receiptMail(t, 'tax_payer@example.co.ke', 'Withdrawal receipt · Changamoto');
    expect(mail.body_text).toContain('Gross value: KES 100.00\nWithdrawal fee: KES 20.00\nWithholding tax (5%): KES 5.00\nNet payout: KES 75.00');
  });

  it('a failed transfer recredits the tokens and reverses the tax (and a Kiswahili reader gets the receipt in Kiswahili)', async () => {
    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', payer.id).execute();
    await buyBundle(t, payer, 50);
    expect((await receiptMail(t, 'tax_payer@example.co.ke', 'Risiti ya ununuzi · Changamoto')).body_text).toContain('Ikiwemo ushuru wa bidhaa (5%): KES 9.00');
    const withholdingBefore = await platformBalance(t, 'tax_withholding_payable');
    const { transactionId } = await redeemAndSettle(t, payer, recipient, 41, 'transfer.failed');
    expect(await platformBalance(t, 'tax_withholding_payable')).toBe(withholdingBefore);
    const row = (await send<WalletTransaction>(t, payer, `/api/wallet/transactions/${transactionId}`)).body;
    // 41 → fee 20 → tax 2.05 → net 18.95: the receipt keeps the four numbers after the failure.
    expect(row).toMatchObject({ status: 'failed_recredited', redemption: { grossKes: 41, feeKes: 20, taxKes: 2.05, netKes: 18.95 } });
    expect((await receiptMail(t, 'tax_payer@example.co.ke', 'Risiti ya kutoa · Changamoto')).body_text).toContain('Kodi ya zuio (5%): KES 2.05\nMalipo halisi: KES 18.95');
    // The in-app notices of the purchase, the redemption and its failure are in Kiswahili too (issue #20 §1).
    const notices = (await t.database.db.selectFrom('notifications').select('message').where('user_id', '=', payer.id).execute()).map((n) => n.message);
    expect(notices).toEqual(
      expect.arrayContaining([
        'Ununuzi wako wa tokeni 50 kwa KES 180 umekamilika.',
        expect.stringMatching(/^Utoaji wako wa tokeni 41 umeanza: KES 18\.95 zinatumwa kwa /),
        expect.stringMatching(/^Utoaji wako wa tokeni 41 haukuweza kulipwa: .+\. Tokeni 41 zimerudi kwenye pochi yako\.$/),
      ]),
    );
    await t.database.db.updateTable('users').set({ locale: 'en' }).where('id', '=', payer.id).execute();
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('the monthly tax report and its CSV say what the tax-payable accounts hold', async () => {
    const res = await send<TaxReport>(t, boss, `/api/admin/tax-report?year=${thisYear()}`);
    expect(res.status).toBe(200);
    const report = res.body;
    expect(report.months.map((m) => m.month)).toHaveLength(12);
    // This app's database holds only this file's movements: 350 + 180 paid; 100 withdrawn (the 41 came back).
    expect(report.months.find((m) => m.month === thisMonth())).toEqual({
      month: thisMonth(),
      depositsKes: 530,
      depositsCount: 2,
      exciseDutyKes: 26.5,
      withdrawalsKes: 100,
      withdrawalsCount: 1,
      withholdingTaxKes: 5,
    });
    expect(report.totals).toMatchObject({ depositsKes: 530, exciseDutyKes: 26.5, withdrawalsKes: 100, withholdingTaxKes: 5 });
    expect(report.payableNow).toEqual({ exciseDutyKes: (await platformBalance(t, 'tax_excise_payable')) / 100, withholdingTaxKes: (await platformBalance(t, 'tax_withholding_payable')) / 100 });
    expect(report.payableNow).toEqual({ exciseDutyKes: 26.5, withholdingTaxKes: 5 });
    // The operator's finance report (decision 036) shows the same owed, in KES beside the tokens (never added to them).
    const day = new Date().toISOString().slice(0, 10);
    const finance = await send<{ liabilities: { taxesPayableKes: number; totalTokens: number; userCashTokens: number } }>(t, boss, `/api/admin/finance/report?grain=monthly&from=${day}&to=${day}`);
    expect(finance.status).toBe(200);
    expect(finance.body.liabilities.taxesPayableKes).toBe(31.5);
    expect([report.exciseDutyRate, report.withdrawalTaxRate]).toEqual([0.05, 0.05]);

    const csv = await t.app.request(`/api/admin/tax-report.csv?year=${thisYear()}`, { headers: { Origin: t.env.PUBLIC_URL, Cookie: [...boss.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="changamoto-tax-report-${thisYear()}.csv"`);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(TAX_REPORT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(14); // header, 12 months, total
    expect(lines).toContain(`${thisMonth()},2,530.00,26.50,1,100.00,5.00`);
    expect(lines.at(-1)).toBe(`total ${thisYear()},2,530.00,26.50,1,100.00,5.00`);
  });

  it('the report is for admins only: 401 for a visitor, 403 for anyone else; a bad year is a 400', async () => {
    expect((await send(t, payer, `/api/admin/tax-report?year=${thisYear()}`)).status).toBe(403);
    expect((await send(t, payer, `/api/admin/tax-report.csv?year=${thisYear()}`)).status).toBe(403);
    expect((await t.app.request(`/api/admin/tax-report?year=${thisYear()}`)).status).toBe(401);
    const bad = await send(t, boss, '/api/admin/tax-report?year=abc');
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'year must be a year such as 2026.']);
  });

  it('ledger:verify breaks when a row states a tax the tax-payable accounts do not hold (invariant 6)', async () => {
    const db = t.database.db;
    const purchase = await db.selectFrom('transactions').select(['id', 'metadata']).where('user_id', '=', payer.id).where('type', '=', 'token_bundle_purchase').where('status', '=', 'completed').executeTakeFirstOrThrow();
    await db
      .updateTable('transactions')
      .set({ metadata: JSON.stringify({ ...(purchase.metadata as object), excise_duty_cents: 1 }) as never })
      .where('id', '=', purchase.id)
      .execute();
    try {
      expect((await verifyLedger(db)).filter((b) => b.startsWith('6.'))).toEqual([expect.stringContaining(`transaction ${purchase.id}`)]);
    } finally {
      await db
        .updateTable('transactions')
        .set({ metadata: JSON.stringify(purchase.metadata) as never })
        .where('id', '=', purchase.id)
        .execute();
    }
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('ledger:verify sums the tax cents apart from the tokens (invariant 1 per unit)', async () => {
    const db = t.database.db;
    await sql`UPDATE ledger_accounts SET balance = balance + 3 WHERE kind = 'tax_withholding_payable'`.execute(db);
    try {
      const breaches = await verifyLedger(db);
      expect(breaches).toContain('1. the sum of all tax balances (KES cents) is 3, not 0');
      expect(breaches.some((b) => b.startsWith('1. the sum of all balances is'))).toBe(false);
    } finally {
      await sql`UPDATE ledger_accounts SET balance = balance - 3 WHERE kind = 'tax_withholding_payable'`.execute(db);
    }
  });
});

describe('with both taxes off (EXCISE_DUTY_RATE=0, WITHDRAWAL_TAX_RATE=0: other markets)', () => {
  let t: TestApp;
  let payer: Member;
  beforeAll(async () => {
    t = await createTestApp({ env: { EXCISE_DUTY_RATE: '0', WITHDRAWAL_TAX_RATE: '0' } });
    payer = await member(t, 'notax_payer', { kyc: 'verified' });
  });
  afterAll(async () => {
    expect(await verifyLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('a purchase owes no duty and a redemption withholds nothing: net = gross − fee', async () => {
    const bought = await buyBundle(t, payer, 100);
    expect(bought).toMatchObject({ amountTokens: 100, exciseDutyKes: 0 });
    const recipient = await payoutAccount(t, payer, '0712000052');
    expect((await send(t, payer, '/api/wallet/withdrawal-estimate?tokens=30')).body).toMatchObject({ feeKes: 20, taxKes: 0, taxRate: 0, netKes: 10 });
    const { payout } = await redeemAndSettle(t, payer, recipient, 30, 'transfer.success');
    expect(Number(payout.amount_subunit)).toBe(1000);
    expect([await platformBalance(t, 'tax_excise_payable'), await platformBalance(t, 'tax_withholding_payable')]).toEqual([0, 0]);
    const taxTransfers = await t.database.db.selectFrom('ledger_transfers').select('id').where('kind', 'in', ['excise_duty', 'withholding_tax']).execute();
    expect(taxTransfers).toEqual([]);
  });
});
