// Provider lists, payout accounts and the withdrawal estimate, through the HTTP API against the
// Paystack simulator (spec §5 Add payout account, §7 get-paystack-banks, §9 fee table).
import { PAYOUT_MESSAGES, REDEEM_MESSAGES } from '@changamoto/shared/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { createNotificationsService } from '../notifications/notifications.service';
import { createMessaging } from '../messaging/messaging.service';
import { member, send, type Member } from '../../../test/helpers/members';
import { BANKS_CACHE_MS, createPayoutsService, PAYOUT_PROVIDER_MESSAGES } from './payouts.service';

let t: TestApp;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t, 'alice_payout_accounts');
  bob = await member(t, 'bob_payout_accounts');
});
afterAll(() => t.close());

type AccountBody = {
  success: true;
  message: string;
  account: { id: string; accountName: string; bankName: string; accountNumberPreview: string; currency: string; type: string; isDefault: boolean; recipientCode: string; createdAt: string };
};
const add = (m: Member, body: Record<string, unknown>) => send<AccountBody>(t, m, '/api/wallet/payout-accounts', { body });
const list = async (m: Member) => (await send<{ accounts: AccountBody['account'][] }>(t, m, '/api/wallet/payout-accounts')).body.accounts;

describe('provider lists (GET /api/wallet/banks)', () => {
  it('lists M-Pesa for mobile_money and Kenyan banks for kepss, as {code, name, type}', async () => {
    const mobile = await send<{ banks: unknown[] }>(t, alice, '/api/wallet/banks?type=mobile_money');
    expect(mobile.status).toBe(200);
    expect(mobile.body.banks).toContainEqual({ code: 'MPESA', name: 'M-PESA', type: 'mobile_money' });
    expect(mobile.body.banks.every((b) => (b as { type: string }).type === 'mobile_money')).toBe(true);
    const banks = await send<{ banks: unknown[] }>(t, alice, '/api/wallet/banks?type=kepss');
    expect(banks.body.banks).toContainEqual({ code: '68', name: 'Equity Bank Kenya', type: 'kepss' });
    expect(banks.body.banks).not.toContainEqual(expect.objectContaining({ code: 'MPESA' }));
  });

  it('answers from its one-hour cache: a Paystack outage right after a fetch goes unnoticed', async () => {
    await send(t, alice, '/api/wallet/banks?type=kepss');
    t.paystack.controls.failNext('banks', { status: 500, message: 'An error occurred' });
    const again = await send<{ banks: unknown[] }>(t, alice, '/api/wallet/banks?type=kepss');
    expect(again.status).toBe(200);
    expect(again.body.banks.length).toBeGreaterThan(5);
    t.paystack.controls.reset();
  });

  it('fetches again after an hour, and a provider failure then is a 502 with the spec’s message', async () => {
    let clock = 1_000_000;
    const service = createPayoutsService({
      db: t.database.db,
      paystack: t.paystackDeps.client,
      jobs: t.jobs,
      notifications: createNotificationsService({ db: t.database.db, messaging: createMessaging({ jobs: t.jobs }), publicUrl: t.env.PUBLIC_URL }),
      withdrawalFeeMode: 'tiered',
      withdrawalTaxRate: 0.05,
      accountHoldHours: 0,
      securityNotices: { payoutAccountAdded: async () => {} },
      log: pino({ level: 'silent' }),
      now: () => clock,
    });
    expect(await service.getBanks('mobile_money')).toContainEqual({ code: 'MPESA', name: 'M-PESA', type: 'mobile_money' });
    t.paystack.controls.failNext('banks', { status: 503, message: 'Service unavailable' });
    clock += BANKS_CACHE_MS - 1;
    expect((await service.getBanks('mobile_money')).length).toBeGreaterThan(0); // still cached: the failure is not consumed
    clock += 2;
    await expect(service.getBanks('mobile_money')).rejects.toMatchObject({ status: 502, message: PAYOUT_PROVIDER_MESSAGES.banksFailed });
    expect((await service.getBanks('mobile_money')).length).toBeGreaterThan(0); // the next call fetches again
  });

  it('needs a signed-in user and a known type', async () => {
    expect((await t.request('/api/wallet/banks?type=kepss')).status).toBe(401);
    const wrong = await send(t, alice, '/api/wallet/banks?type=card');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(PAYOUT_MESSAGES.methodRequired);
  });
});

describe('payout accounts', () => {
  let mpesaId: string;
  let bankId: string;

  it('an M-Pesa number 0712345678 is saved as 254712345678, shown only as its last digits, and the first account is the default', async () => {
    const res = await add(alice, { type: 'mobile_money', name: 'Alice Wanjiru', accountNumber: '0712345678', bankCode: 'MPESA' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: PAYOUT_MESSAGES.added });
    expect(res.body.account).toMatchObject({ accountName: 'Alice Wanjiru', bankName: 'M-PESA', accountNumberPreview: '•••• 5678', currency: 'KES', type: 'mobile_money', isDefault: true });
    expect(res.body.account.recipientCode).toMatch(/^RCP_/);
    expect(JSON.stringify(res.body)).not.toContain('254712345678');
    mpesaId = res.body.account.id;
    const row = await t.database.db.selectFrom('payout_accounts').selectAll().where('id', '=', mpesaId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: alice.id, account_number: '254712345678', bank_code: 'MPESA', type: 'mobile_money', is_default: true, is_active: true, recipient_code: res.body.account.recipientCode });
    expect(await list(alice)).toEqual([res.body.account]);
  });

  it('the same account again is not saved twice (Paystack gives back the same recipient)', async () => {
    const res = await add(alice, { type: 'mobile_money', name: 'Alice Wanjiru', accountNumber: '+254 712 345 678', bankCode: 'MPESA' });
    expect(res.status).toBe(201);
    expect(res.body.account.id).toBe(mpesaId);
    expect(await list(alice)).toHaveLength(1);
  });

  it('refuses bad input with the spec’s messages, in the spec’s order, and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A', accountNumber: '0712345678', bankCode: 'MPESA' }, PAYOUT_MESSAGES.methodRequired],
      [{ type: 'mobile_money', name: '  ', accountNumber: '0712345678', bankCode: 'MPESA' }, PAYOUT_MESSAGES.allRequired],
      [{ type: 'mobile_money', name: 'A', accountNumber: '0712 34', bankCode: 'MPESA' }, PAYOUT_MESSAGES.mobileNumber],
      [{ type: 'mobile_money', name: 'A', accountNumber: '07123456789', bankCode: 'MPESA' }, PAYOUT_MESSAGES.mobileNumber],
      [{ type: 'mobile_money', name: 'A', accountNumber: '0712345678', bankCode: '68' }, PAYOUT_MESSAGES.bankType],
      [{ type: 'kepss', name: 'A', accountNumber: '0123456789', bankCode: 'MPESA' }, PAYOUT_MESSAGES.bankType],
      [{ type: 'kepss', name: 'A', accountNumber: '12ab5678', bankCode: '999' }, PAYOUT_MESSAGES.bankType],
      [{ type: 'kepss', name: 'A', accountNumber: '1234', bankCode: '68' }, PAYOUT_MESSAGES.bankAccount],
      [{ type: 'kepss', name: 'A', accountNumber: '12ab5678', bankCode: '68' }, PAYOUT_MESSAGES.bankAccount],
      [{ type: 'kepss', name: 'A', accountNumber: '123456789012345678901', bankCode: '68' }, PAYOUT_MESSAGES.bankAccount],
    ];
    for (const [body, message] of cases) {
      const res = await add(alice, body);
      expect({ body, status: res.status, message: res.body.error?.message }).toEqual({ body, status: 400, message });
    }
    expect(await list(alice)).toHaveLength(1);
  });

  it('a Paystack refusal is a 502 “Failed to save payout account.” and saves nothing', async () => {
    t.paystack.controls.failNext('transferrecipient', { status: 400, message: 'Account number is invalid' });
    const res = await add(alice, { type: 'kepss', name: 'Alice W', accountNumber: '0123456789', bankCode: '68' });
    expect(res.status).toBe(502);
    expect(res.body.error?.message).toBe('Failed to save payout account.');
    expect(await list(alice)).toHaveLength(1);
  });

  it('setAsDefault moves the default; the list is newest first', async () => {
    const res = await add(alice, { type: 'kepss', name: 'Alice W', accountNumber: '0123456789', bankCode: '68', setAsDefault: true });
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ bankName: 'Equity Bank Kenya', accountNumberPreview: '•••• 6789', type: 'kepss', isDefault: true });
    bankId = res.body.account.id;
    expect((await list(alice)).map((a) => [a.id, a.isDefault])).toEqual([
      [bankId, true],
      [mpesaId, false],
    ]);
    // A third account without setAsDefault does not take the default.
    const third = await add(alice, { type: 'kepss', name: 'Alice W', accountNumber: '5550001112', bankCode: '01' });
    expect(third.body.account.isDefault).toBe(false);
    const accounts = await list(alice);
    expect(accounts.map((a) => a.id)).toEqual([third.body.account.id, bankId, mpesaId]);
    expect(accounts.filter((a) => a.isDefault).map((a) => a.id)).toEqual([bankId]);
  });

  it('set default makes exactly one default', async () => {
    const res = await send(t, alice, `/api/wallet/payout-accounts/${mpesaId}/default`, { method: 'POST' });
    expect(res).toMatchObject({ status: 200, body: { message: PAYOUT_MESSAGES.defaultUpdated } });
    expect((await list(alice)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([mpesaId]);
  });

  it('delete is soft; deleting the default makes the newest remaining account the default', async () => {
    const before = await list(alice);
    const res = await send(t, alice, `/api/wallet/payout-accounts/${mpesaId}`, { method: 'DELETE' });
    expect(res).toMatchObject({ status: 200, body: { message: PAYOUT_MESSAGES.deleted } });
    const after = await list(alice);
    expect(after.map((a) => a.id)).toEqual(before.filter((a) => a.id !== mpesaId).map((a) => a.id));
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([after[0]!.id]);
    const row = await t.database.db.selectFrom('payout_accounts').select(['is_active', 'is_default']).where('id', '=', mpesaId).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: false, is_default: false });
    // A deleted account is gone for every action.
    expect((await send(t, alice, `/api/wallet/payout-accounts/${mpesaId}/default`, { method: 'POST' })).status).toBe(404);
    expect((await send(t, alice, `/api/wallet/payout-accounts/${mpesaId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('another person’s account is answered like a missing one (404), and left untouched', async () => {
    expect(await list(bob)).toEqual([]);
    for (const [path, method] of [
      [`/api/wallet/payout-accounts/${bankId}/default`, 'POST'],
      [`/api/wallet/payout-accounts/${bankId}`, 'DELETE'],
    ] as const) {
      const res = await send(t, bob, path, { method });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: PAYOUT_MESSAGES.notFound });
    }
    expect((await list(alice)).map((a) => a.id)).toContain(bankId);
  });

  it('deleting the last account leaves none; the next one added is the default again', async () => {
    for (const account of await list(alice)) await send(t, alice, `/api/wallet/payout-accounts/${account.id}`, { method: 'DELETE' });
    expect(await list(alice)).toEqual([]);
    const res = await add(alice, { type: 'mobile_money', name: 'Alice Wanjiru', accountNumber: '712345678', bankCode: 'MPESA' });
    expect(res.body.account).toMatchObject({ isDefault: true, accountNumberPreview: '•••• 5678' });
    expect(res.body.account.id).not.toBe(mpesaId);
  });
});

describe('withdrawal estimate (GET /api/wallet/withdrawal-estimate)', () => {
  const estimate = (tokens: string) => send<Record<string, number>>(t, alice, `/api/wallet/withdrawal-estimate?tokens=${tokens}`);

  it('tiered (default), withholding 5 % (default): 1,500 → fee 20, 1,501 → 40, 20,000 → 40, 20,001 → 60; tax on the gross; net = gross − fee − tax, floored at 0', async () => {
    const tax = { taxRate: 0.05, minimumNetKes: 10 };
    expect((await estimate('100')).body).toEqual({ tokens: 100, grossKes: 100, feeKes: 20, taxKes: 5, netKes: 75, ...tax });
    expect((await estimate('1500')).body).toEqual({ tokens: 1500, grossKes: 1500, feeKes: 20, taxKes: 75, netKes: 1405, ...tax });
    expect((await estimate('1501')).body).toEqual({ tokens: 1501, grossKes: 1501, feeKes: 40, taxKes: 75.05, netKes: 1385.95, ...tax });
    expect((await estimate('20000')).body).toMatchObject({ feeKes: 40, taxKes: 1000, netKes: 18960 });
    expect((await estimate('20001')).body).toEqual({ tokens: 20001, grossKes: 20001, feeKes: 60, taxKes: 1000.05, netKes: 18940.95, ...tax });
    expect((await estimate('1')).body).toEqual({ tokens: 1, grossKes: 1, feeKes: 20, taxKes: 0.05, netKes: 0, ...tax });
  });

  it('refuses a number of tokens that is not a positive whole number', async () => {
    for (const tokens of ['0', '-5', '2.5', 'abc']) {
      const res = await estimate(tokens);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(REDEEM_MESSAGES.invalidTokens);
    }
  });

  it('free (WITHDRAWAL_FEE_MODE=free) and no withholding (WITHDRAWAL_TAX_RATE=0): no fee and no tax at any amount', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000', WITHDRAWAL_FEE_MODE: 'free', WITHDRAWAL_TAX_RATE: '0' });
    const freeApp = buildApp({ env, db: t.database.db, jobs: t.jobs, log: pino({ level: 'silent' }), auth: t.auth, webDistDir: null, realtime: t.realtime, paystack: t.paystackDeps });
    const headers = { Origin: env.PUBLIC_URL, Cookie: [...alice.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    for (const [tokens, gross] of [
      [1500, 1500],
      [1501, 1501],
      [20001, 20001],
      [10, 10],
    ]) {
      const res = await freeApp.request(`/api/wallet/withdrawal-estimate?tokens=${tokens}`, { headers });
      expect(await res.json()).toEqual({ tokens, grossKes: gross, feeKes: 0, taxKes: 0, taxRate: 0, netKes: gross, minimumNetKes: 10 });
    }
  });
});
