// Paystack's API as paystack.md describes it: auth, answer shapes, validation and error wording.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMpesaRecipient, initializeBody, startHarness, transferBody, transferRef, uniqueRef, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => {
  h.sim.controls.reset();
  h.hooks.received.length = 0;
});

describe('authentication', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { authorization: 'Bearer sk_test_wrong' }],
    ['the key without Bearer', { authorization: 'sk_test_simulator_own_tests' }],
  ])('answers 401 {"status":false,"message":"Invalid key"} to %s', async (_, headers: Record<string, string>) => {
    const response = await fetch(`${h.sim.url}/bank?currency=KES`, { headers });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('{"status":false,"message":"Invalid key"}');
  });
});

describe('POST /transaction/initialize', () => {
  it('answers "Authorization URL created" with authorization_url, access_code and reference', async () => {
    const body = initializeBody();
    const { status, json } = await h.api('POST', '/transaction/initialize', body);
    expect(status).toBe(200);
    expect(json).toEqual({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: expect.stringMatching(new RegExp(`^${h.sim.url}/checkout/[a-z0-9]+$`)), access_code: expect.any(String), reference: body.reference },
    });
  });

  it.each([
    ['a reference with characters outside letters, digits, - . =', { reference: 'bad ref/1' }, 'Only -, ., = and alphanumeric characters allowed for reference', 'invalid_params'],
    ['an amount under KES 3.00', { amount: 299 }, 'Amount must be at least KES 3.00 (300 in the subunit)', 'invalid_params'],
    ['a fractional amount', { amount: 350.5 }, 'Invalid Amount Sent', 'invalid_params'],
    ['a missing amount', { amount: undefined }, 'Invalid Amount Sent', 'invalid_params'],
    ['a currency other than KES', { currency: 'NGN' }, 'Currency not supported by merchant', 'unsupported_currency'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Invalid Email Address Passed', 'invalid_params'],
  ])('refuses %s with a 400 validation_error', async (_, overrides, message, code) => {
    const { status, json } = await h.api('POST', '/transaction/initialize', initializeBody(overrides));
    expect(status).toBe(400);
    expect(json).toEqual({ status: false, message, meta: { nextStep: expect.any(String) }, type: 'validation_error', code });
  });

  it('accepts references with letters, digits, -, . and =, and exactly KES 3.00', async () => {
    const { status } = await h.api('POST', '/transaction/initialize', initializeBody({ reference: `A-b.c=${Date.now()}`, amount: 300 }));
    expect(status).toBe(200);
  });

  it('refuses a reused reference with code duplicate_reference', async () => {
    const body = initializeBody();
    await h.api('POST', '/transaction/initialize', body);
    const { status, json } = await h.api('POST', '/transaction/initialize', body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, message: 'Duplicate Transaction Reference', code: 'duplicate_reference', type: 'validation_error' });
  });
});

describe('GET /transaction/verify/:reference', () => {
  it('says abandoned before checkout, with the transaction object', async () => {
    const body = initializeBody();
    await h.api('POST', '/transaction/initialize', body);
    const { json } = await h.api('GET', `/transaction/verify/${body.reference}`);
    expect(json).toMatchObject({
      status: true,
      message: 'Verification successful',
      data: {
        status: 'abandoned',
        reference: body.reference,
        amount: 35_000,
        currency: 'KES',
        channel: 'mobile_money',
        gateway_response: 'The transaction was not completed',
        paid_at: null,
        metadata: { bundle: 'b-100' },
        customer: { email: 'wanjiku@example.com' },
      },
    });
    expect(json.data).toMatchObject({ id: expect.any(Number), created_at: expect.any(String) });
  });

  it('answers "Transaction reference not found" for an unknown reference', async () => {
    const { status, json } = await h.api('GET', '/transaction/verify/nothing-here');
    expect(status).toBe(404);
    expect(json).toEqual({ status: false, message: 'Transaction reference not found', meta: { nextStep: expect.any(String) }, type: 'validation_error', code: 'transaction_not_found' });
  });
});

describe('POST /charge (M-Pesa STK push)', () => {
  const charge = (overrides: Record<string, unknown> = {}) => ({ email: 'a@example.com', amount: 18_000, currency: 'KES', reference: uniqueRef('stk'), mobile_money: { phone: '+254712345678', provider: 'mpesa' }, ...overrides });

  it('answers pay_offline, verify says ongoing, then success arrives by charge.success', async () => {
    h.sim.controls.setTiming({ chargeCompletionMs: null });
    const body = charge();
    const { json } = await h.api('POST', '/charge', body);
    expect(json).toEqual({ status: true, message: 'Charge attempted', data: { reference: body.reference, status: 'pay_offline', display_text: 'Please complete authorization process on your mobile phone' } });
    expect((await h.api('GET', `/transaction/verify/${body.reference}`)).json.data).toMatchObject({ status: 'ongoing', channel: 'mobile_money' });

    h.sim.controls.completeCharge(body.reference);
    const [webhook] = await h.hooks.waitFor(1);
    expect(webhook).toMatchObject({ event: 'charge.success', data: { reference: body.reference, status: 'success', channel: 'mobile_money', amount: 18_000 } });
  });

  it('refuses other providers, bad phone numbers and a reused reference', async () => {
    expect((await h.api('POST', '/charge', charge({ mobile_money: { phone: '+254712345678', provider: 'atl' } }))).status).toBe(400);
    expect((await h.api('POST', '/charge', charge({ mobile_money: { phone: '12345', provider: 'mpesa' } }))).json).toMatchObject({ message: 'Invalid phone number' });
    const body = charge();
    await h.api('POST', '/charge', body);
    expect((await h.api('POST', '/charge', body)).json).toMatchObject({ message: 'Duplicate Transaction Reference', code: 'duplicate_reference' });
  });
});

describe('GET /bank', () => {
  it('lists both kinds without a type, and nothing for a currency other than KES', async () => {
    const all = (await h.api('GET', '/bank?currency=KES')).json.data as unknown as { type: string; code: string }[];
    expect(new Set(all.map((bank) => bank.type))).toEqual(new Set(['mobile_money', 'kepss']));
    expect(all.find((bank) => bank.code === 'MPESA')).toMatchObject({ type: 'mobile_money', currency: 'KES', active: true });
    expect((await h.api('GET', '/bank?currency=NGN')).json.data).toEqual([]);
  });
});

describe('POST /transferrecipient', () => {
  const recipient = (overrides: Record<string, unknown>) => ({ type: 'kepss', name: 'Otieno Ouma', account_number: '0123456789', bank_code: '68', currency: 'KES', ...overrides });

  it('creates a kepss recipient with the bank name, and answers the same recipient (201 again) for the same account', async () => {
    const first = await h.api('POST', '/transferrecipient', recipient({}));
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: true, data: { recipient_code: expect.stringMatching(/^RCP_/), type: 'kepss', currency: 'KES', details: { account_number: '0123456789', bank_code: '68', bank_name: 'Equity Bank Kenya' } } });
    const again = await h.api('POST', '/transferrecipient', recipient({ name: 'O. Ouma' }));
    expect(again.status).toBe(201);
    expect(again.json.data!.recipient_code).toBe(first.json.data!.recipient_code);
  });

  it.each([
    ['an unknown bank code', { bank_code: '999' }, 'Invalid bank code'],
    ['a bank code of the other type', { type: 'mobile_money', bank_code: '68', account_number: '254712345678' }, 'Invalid bank code'],
    ['a malformed M-Pesa number', { type: 'mobile_money', bank_code: 'MPESA', account_number: '2547123' }, 'Account number is invalid'],
    ['a malformed bank account', { account_number: '12ab' }, 'Account number is invalid'],
    ['a documented type with no Kenyan bank', { type: 'nuban' }, 'Recipient type nuban is not available for KES'],
    ['a type Paystack does not document', { type: 'mpesa' }, 'Invalid recipient type: one of nuban, ghipss, mobile_money, basa, authorization, mobile_money_business'],
  ])('refuses %s', async (_, overrides, message) => {
    const { status, json } = await h.api('POST', '/transferrecipient', recipient(overrides));
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, message });
  });
});

describe('POST /transfer', () => {
  it.each([
    ['uppercase letters', 'Payout_ABCDEFGHIJKLMNOP'],
    ['fewer than 16 characters', 'payout_short'],
    ['more than 50 characters', 'p'.repeat(51)],
    ['a dot', 'payout.1234567890123'],
  ])('refuses a reference with %s', async (_, reference) => {
    const recipient = await createMpesaRecipient(h);
    const { status, json } = await h.api('POST', '/transfer', transferBody(recipient, { reference }));
    expect(status).toBe(400);
    expect(json.message).toMatch(/^Invalid reference/);
  });

  it('refuses a transfer without currency (Paystack would use NGN)', async () => {
    const recipient = await createMpesaRecipient(h);
    const { status, json } = await h.api('POST', '/transfer', transferBody(recipient, { currency: undefined }));
    expect(status).toBe(400);
    expect(json.message).toBe("Transfer currency NGN does not match the recipient's currency KES");
  });

  it('answers "Transfer has been queued" with a pending TRF_ transfer, debits the balance, and gives it back on failure', async () => {
    const recipient = await createMpesaRecipient(h);
    h.sim.controls.setBalance(50_000);
    h.sim.controls.setTiming({ transferCompletionMs: null });
    const body = transferBody(recipient, { amount: 20_000 });
    const { json } = await h.api('POST', '/transfer', body);
    expect(json).toMatchObject({
      status: true,
      message: 'Transfer has been queued',
      data: { status: 'pending', reference: body.reference, amount: 20_000, currency: 'KES', transfer_code: expect.stringMatching(/^TRF_/), recipient: expect.any(Number) },
    });
    expect((await h.api('GET', '/balance')).json.data).toEqual([{ currency: 'KES', balance: 30_000 }]);

    h.sim.controls.failTransfer(body.reference, 'Could not credit the M-Pesa account');
    expect((await h.api('GET', `/transfer/verify/${body.reference}`)).json.data).toMatchObject({ status: 'failed', gateway_response: 'Could not credit the M-Pesa account' });
    expect(h.sim.controls.getBalance()).toBe(50_000);
  });

  it('a retry with the same reference and details returns the existing transfer; other details are refused', async () => {
    const recipient = await createMpesaRecipient(h);
    const body = transferBody(recipient, { reference: transferRef() });
    const first = await h.api('POST', '/transfer', body);
    const retry = await h.api('POST', '/transfer', body);
    expect(retry.json.data!.transfer_code).toBe(first.json.data!.transfer_code);
    expect(h.sim.controls.getBalance()).toBe(100_000_000 - 5_000);

    const other = await h.api('POST', '/transfer', { ...body, amount: 5_001 });
    expect(other.status).toBe(400);
    expect(other.json.message).toBe('Please provide a unique reference. Reference already exists on a transfer');
  });

  it('answers "Transfer not found" to verify of an unknown reference', async () => {
    const { status, json } = await h.api('GET', '/transfer/verify/unknown_reference_123');
    expect(status).toBe(404);
    expect(json).toMatchObject({ status: false, message: 'Transfer not found' });
  });
});
