// The behaviours issue #23 holds against Paystack's published OpenAPI and examples (docs/paystack.md)
// beyond the schemas themselves: paging, required fields, documented codes, the webhook's integration
// object, charge states that survive a restart, and the switch that accepts a transfer but answers an error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaystackSimulator } from './index';
import { createMpesaRecipient, SECRET, startHarness, transferBody, uniqueRef, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

type Bank = { id: number; code: string; type: string; available_for_direct_debit: boolean };
type BankList = { data: Bank[]; meta: { next: string | null; previous: string | null; perPage: number } };

describe('GET /bank', () => {
  it('pages with perPage and the next/previous cursors, every entry saying available_for_direct_debit', async () => {
    const all = (await h.api('GET', '/bank?currency=KES')).json as unknown as BankList;
    expect(all.meta).toEqual({ next: null, previous: null, perPage: 50 });
    expect(all.data.every((bank) => bank.available_for_direct_debit === false)).toBe(true);
    const first = (await h.api('GET', '/bank?currency=KES&perPage=5')).json as unknown as BankList;
    expect(first.data.map((bank) => bank.id)).toEqual(all.data.slice(0, 5).map((bank) => bank.id));
    expect(first.meta).toEqual({ next: expect.any(String), previous: null, perPage: 5 });
    const second = (await h.api('GET', `/bank?currency=KES&perPage=5&next=${encodeURIComponent(first.meta.next!)}`)).json as unknown as BankList;
    expect(second.data.map((bank) => bank.id)).toEqual(all.data.slice(5, 10).map((bank) => bank.id));
    const back = (await h.api('GET', `/bank?currency=KES&perPage=5&previous=${encodeURIComponent(second.meta.previous!)}`)).json as unknown as BankList;
    expect(back.data.map((bank) => bank.id)).toEqual(first.data.map((bank) => bank.id));
  });

  it('country=kenya lists the same; no currency or country is an empty list, still with its meta; the till code is not listed', async () => {
    const byCountry = (await h.api('GET', '/bank?country=kenya&type=mobile_money')).json as unknown as BankList;
    expect(byCountry.data.map((bank) => bank.code)).toEqual(['MPESA', 'ATL_KE']);
    expect((await h.api('GET', '/bank')).json).toEqual({ status: true, message: 'Banks retrieved', data: [], meta: { next: null, previous: null, perPage: 50 } });
  });
});

describe('POST /transferrecipient', () => {
  it('takes the documented M-Pesa till example (mobile_money_business, MPTILL), 201 with isDeleted', async () => {
    const body = { type: 'mobile_money_business', name: 'Till Transfer', bank_code: 'MPTILL', account_number: '247247', currency: 'KES' };
    const { status, json } = await h.api('POST', '/transferrecipient', body);
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ type: 'mobile_money_business', is_deleted: false, isDeleted: false, details: { account_number: '247247', bank_code: 'MPTILL', bank_name: 'M-PESA Till' } });
  });
});

describe('POST /transfer', () => {
  it('requires a reference (the schema does)', async () => {
    const recipient = await createMpesaRecipient(h);
    const { reference: _, ...withoutReference } = transferBody(recipient);
    const { status, json } = await h.api('POST', '/transfer', withoutReference);
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, message: 'Reference is required' });
  });

  it('accept-next-transfer-with-error: the transfer stands and completes, its caller heard an error', async () => {
    const recipient = await createMpesaRecipient(h);
    const body = transferBody(recipient);
    const control = await h.control('accept-next-transfer-with-error', { status: 502, message: 'Bad gateway' });
    expect(control.status).toBe(200);
    const balance = h.sim.controls.getBalance();
    const answer = await h.api('POST', '/transfer', body);
    expect(answer).toMatchObject({ status: 502, json: { status: false, message: 'Bad gateway' } });
    expect(h.sim.controls.getBalance()).toBe(balance - body.amount);
    // The same reference again is the same transfer (no second debit).
    expect((await h.api('POST', '/transfer', body)).json.data).toMatchObject({ reference: body.reference });
    expect(h.sim.controls.getBalance()).toBe(balance - body.amount);
    await h.hooks.waitFor(1, (hook) => hook.event === 'transfer.success' && (hook.data as { reference?: string }).reference === body.reference);
  });

  it('transfer webhooks carry data.integration as an object, the API its id', async () => {
    const recipient = await createMpesaRecipient(h);
    const body = transferBody(recipient);
    await h.api('POST', '/transfer', body);
    const [hook] = await h.hooks.waitFor(1, (w) => w.event === 'transfer.success' && (w.data as { reference?: string }).reference === body.reference);
    expect((hook!.data as { integration: unknown }).integration).toEqual({ id: expect.any(Number), is_live: false, business_name: expect.any(String), logo_path: null });
    expect((await h.api('GET', `/transfer/verify/${body.reference}`)).json.data).toMatchObject({ integration: expect.any(Number) });
  });
});

describe('charges', () => {
  it('plan-charge over HTTP; a submit for an unknown reference is "Transaction reference is invalid"', async () => {
    const reference = uniqueRef('plan');
    expect((await h.control('plan-charge', { reference, states: ['send_otp'] })).status).toBe(200);
    expect((await h.control('plan-charge', { reference, states: ['teleport'] })).status).toBe(400);
    const charged = await h.api('POST', '/charge', { email: 'a@example.com', amount: 18_000, currency: 'KES', reference, mobile_money: { phone: '0712345678', provider: 'MPESA' } });
    expect(charged.json.data).toEqual({ reference, status: 'send_otp', display_text: 'Please send OTP' });
    expect((await h.api('POST', '/charge/submit_otp', { reference: 'nothing-here', otp: '123456' })).json).toMatchObject({ status: false, message: 'Transaction reference is invalid' });
    expect((await h.api('POST', '/charge/submit_otp', { reference })).json).toMatchObject({ status: false, message: 'otp is required' });
  });

  it('a charge waiting for an OTP still waits for it after a restart, and the rest of its plan is kept', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paystack-sim-charge-'));
    try {
      const options = { secretKey: SECRET, dataDir, timing: { chargeCompletionMs: null, transferCompletionMs: null } };
      const call = async (url: string, route: string, body: unknown) =>
        (await (await fetch(`${url}${route}`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: Record<string, unknown> };
      const first = await startPaystackSimulator(options);
      const reference = uniqueRef('restart');
      first.controls.planCharge(reference, ['send_otp', 'send_pin']);
      expect((await call(first.url, '/charge', { email: 'a@example.com', amount: 18_000, currency: 'KES', reference, mobile_money: { phone: '0712345678', provider: 'mpesa' } })).data.status).toBe('send_otp');
      await first.stop();
      const second = await startPaystackSimulator(options);
      try {
        expect((await call(second.url, '/charge/submit_otp', { reference, otp: '123456' })).data.status).toBe('send_pin');
        expect((await call(second.url, '/charge/submit_pin', { reference, pin: '1234' })).data).toMatchObject({ status: 'success', reference });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('form bodies on the other operations', () => {
  it('a charge with mobile_money[phone]/[provider], and a transfer with its amount as digits', async () => {
    const post = (route: string, form: URLSearchParams) => fetch(`${h.sim.url}${route}`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    const reference = uniqueRef('form-charge');
    const charged = await post('/charge', new URLSearchParams({ email: 'a@example.com', amount: '18000', currency: 'KES', reference, 'mobile_money[phone]': '0712345678', 'mobile_money[provider]': 'mpesa' }));
    expect(((await charged.json()) as { data: unknown }).data).toMatchObject({ reference, status: 'pay_offline' });
    const recipient = await createMpesaRecipient(h);
    const body = transferBody(recipient);
    const sent = await post('/transfer', new URLSearchParams({ ...body, amount: String(body.amount) }));
    expect(((await sent.json()) as { data: unknown }).data).toMatchObject({ reference: body.reference, amount: body.amount });
  });
});

describe('POST /transaction/initialize as a form', () => {
  it('reads channels[] and a JSON metadata field', async () => {
    const reference = uniqueRef('form');
    const form = new URLSearchParams([
      ['email', 'form@example.com'],
      ['amount', '35000'],
      ['currency', 'KES'],
      ['reference', reference],
      ['channels[]', 'mobile_money'],
      ['metadata', '{"bundle":"b-100"}'],
    ]);
    const response = await fetch(`${h.sim.url}/transaction/initialize`, { method: 'POST', headers: { authorization: `BEARER ${SECRET}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(response.status).toBe(200);
    expect((await h.api('GET', `/transaction/verify/${reference}`)).json.data).toMatchObject({ channel: 'mobile_money', metadata: { bundle: 'b-100' }, customer: { email: 'form@example.com' } });
  });
});
