// The real Paystack client against the real simulator over HTTP, and the webhook signature check.
import { createHmac } from 'node:crypto';
import { startPaystackSimulator, startWebhookRecorder, type RunningPaystackSimulator, type WebhookRecorder } from '@changamoto/paystack-simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaystackClient, parseWebhookEvent, PaystackError, verifyWebhookSignature, type PaystackClient } from './paystack';

const SECRET = 'sk_test_changamoto_simulator_0123456789';
const CALLBACK = 'http://localhost:3000/wallet/paystack-callback';

let sim: RunningPaystackSimulator;
let hooks: WebhookRecorder;
let paystack: PaystackClient;
let counter = 0;

const ref = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}`;
/** Transfer references: lowercase, 16–50 characters. */
const transferRef = () => `payout_${Date.now()}_${(counter += 1)}`.padEnd(20, '0');

async function rejection(promise: Promise<unknown>): Promise<PaystackError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaystackError);
  return error as PaystackError;
}

/** Plays the person on the hosted checkout: fills the form found on the page and submits it. */
async function checkout(authorizationUrl: string, fields: Record<string, string>) {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return fetch(new URL(action!, authorizationUrl), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

async function mpesaRecipient(accountNumber = '254712345678') {
  return paystack.createTransferRecipient({ type: 'mobile_money', name: 'Wanjiku Kamau', accountNumber, bankCode: 'MPESA' });
}

beforeAll(async () => {
  hooks = await startWebhookRecorder();
  sim = await startPaystackSimulator({ secretKey: SECRET, webhookUrl: hooks.url, webhookRetryDelaysMs: [20, 40, 80], timing: { transferCompletionMs: 30, chargeCompletionMs: 30 } });
  paystack = createPaystackClient({ baseUrl: sim.url, secretKey: SECRET });
});

afterAll(async () => {
  await sim.stop();
  await hooks.stop();
});

beforeEach(() => {
  sim.controls.reset();
  hooks.received.length = 0;
  hooks.answerWith([]);
});

describe('buying tokens through the hosted checkout', () => {
  it('M-Pesa success: checkout redirects to the callback, a correctly signed charge.success arrives, and verify says success', async () => {
    const reference = ref('buy');
    const init = await paystack.initializeTransaction({ email: 'wanjiku@example.com', amountSubunit: 35_000, currency: 'KES', reference, callbackUrl: CALLBACK, metadata: { bundleId: 'b-100' } });
    expect(init.reference).toBe(reference);
    expect(init.authorization_url).toBe(`${sim.url}/checkout/${init.access_code}`);
    expect((await paystack.verifyTransaction(reference)).status).toBe('abandoned');

    const page = await (await fetch(init.authorization_url)).text();
    expect(page).toContain('<title>Paystack Checkout (simulator)</title>');
    expect(page).toContain('KES 350.00');
    expect(page).toContain('wanjiku@example.com');

    const back = await checkout(init.authorization_url, { channel: 'mobile_money', phone: '0712 345 678', outcome: 'success' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${CALLBACK}?trxref=${reference}&reference=${reference}`);

    const [webhook] = await hooks.waitFor(1);
    expect(verifyWebhookSignature(webhook!.rawBody, webhook!.signature, SECRET)).toBe(true);
    const event = parseWebhookEvent(webhook!.rawBody);
    expect(event?.event).toBe('charge.success');
    expect(event?.data).toMatchObject({ reference, amount: 35_000, currency: 'KES', status: 'success', channel: 'mobile_money', metadata: { bundleId: 'b-100' } });

    const verified = await paystack.verifyTransaction(reference);
    expect(verified).toMatchObject({ status: 'success', reference, amount: 35_000, currency: 'KES', channel: 'mobile_money', gateway_response: 'Approved', metadata: { bundleId: 'b-100' }, customer: { email: 'wanjiku@example.com' } });
    expect(verified.paid_at).toEqual(expect.any(String));
  });

  it('a declined card payment: back to the callback, verify says failed (HTTP 200), and no webhook is sent', async () => {
    const reference = ref('buy');
    const init = await paystack.initializeTransaction({ email: 'otieno@example.com', amountSubunit: 9_900, currency: 'KES', reference, callbackUrl: CALLBACK, metadata: {} });
    const back = await checkout(init.authorization_url, { channel: 'card', outcome: 'failure' });
    expect(back.headers.get('location')).toBe(`${CALLBACK}?trxref=${reference}&reference=${reference}`);

    expect(await paystack.verifyTransaction(reference)).toMatchObject({ status: 'failed', channel: 'card', gateway_response: 'Declined by customer', paid_at: null });
    await sim.controls.idle();
    expect(hooks.received).toEqual([]);
    expect(sim.controls.webhookLog()).toEqual([]);
  });

  it('refuses a reused reference with duplicate_reference, and an unknown reference on verify', async () => {
    const reference = ref('dup');
    const input = { email: 'a@example.com', amountSubunit: 10_000, currency: 'KES' as const, reference, callbackUrl: CALLBACK, metadata: {} };
    await paystack.initializeTransaction(input);
    const duplicate = await rejection(paystack.initializeTransaction(input));
    expect(duplicate).toMatchObject({ message: 'Duplicate Transaction Reference', code: 'duplicate_reference', type: 'validation_error', httpStatus: 400, retryable: false });

    const unknown = await rejection(paystack.verifyTransaction('no-such-reference'));
    expect(unknown).toMatchObject({ message: 'Transaction reference not found', code: 'transaction_not_found', httpStatus: 404, retryable: false });
  });

  it('a wrong secret key gets 401 "Invalid key"', async () => {
    const stranger = createPaystackClient({ baseUrl: sim.url, secretKey: 'sk_test_wrong' });
    const error = await rejection(stranger.listBanks({ type: 'mobile_money' }));
    expect(error).toMatchObject({ httpStatus: 401, message: 'Invalid key', retryable: false });
  });

  it('refuses amounts under KES 3.00 and accepts exactly KES 3.00; the client refuses fractional cents before sending', async () => {
    const base = { email: 'a@example.com', currency: 'KES' as const, callbackUrl: CALLBACK, metadata: {} };
    const tooSmall = await rejection(paystack.initializeTransaction({ ...base, amountSubunit: 299, reference: ref('min') }));
    expect(tooSmall).toMatchObject({ httpStatus: 400, type: 'validation_error' });
    await expect(paystack.initializeTransaction({ ...base, amountSubunit: 300, reference: ref('min') })).resolves.toMatchObject({ access_code: expect.any(String) });
    await expect(paystack.initializeTransaction({ ...base, amountSubunit: 300.5, reference: ref('min') })).rejects.toThrow(TypeError);
  });

  it('M-Pesa STK push: pay_offline first, then a charge.success webhook, and verify says success', async () => {
    const reference = ref('stk');
    const charge = await paystack.chargeMobileMoney({ email: 'a@example.com', amountSubunit: 18_000, phone: '+254712345678', reference, metadata: { bundleId: 'b-50' } });
    expect(charge).toEqual({ reference, status: 'pay_offline', displayText: 'Please complete authorization process on your mobile phone' });

    const [webhook] = await hooks.waitFor(1, (w) => w.event === 'charge.success');
    expect(verifyWebhookSignature(webhook!.rawBody, webhook!.signature, SECRET)).toBe(true);
    expect(webhook!.data).toMatchObject({ reference, status: 'success', amount: 18_000 });
    expect(await paystack.verifyTransaction(reference)).toMatchObject({ status: 'success', channel: 'mobile_money' });
  });
});

describe('payouts', () => {
  it('lists M-Pesa as mobile_money and Kenyan banks as kepss', async () => {
    const wallets = await paystack.listBanks({ type: 'mobile_money' });
    expect(wallets).toContainEqual(expect.objectContaining({ name: 'M-PESA', code: 'MPESA', type: 'mobile_money', currency: 'KES', active: true }));
    expect(wallets.every((bank) => bank.type === 'mobile_money')).toBe(true);
    const banks = await paystack.listBanks({ type: 'kepss' });
    expect(banks.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Equity Bank Kenya', 'Kenya Commercial Bank', 'Co-operative Bank of Kenya']));
    expect(banks.every((bank) => bank.type === 'kepss' && bank.currency === 'KES')).toBe(true);
  });

  it('returns the same recipient for the same account, and refuses an unknown bank code', async () => {
    const first = await mpesaRecipient();
    expect(first.recipient_code).toMatch(/^RCP_/);
    expect(first.details).toMatchObject({ account_number: '254712345678', account_name: 'Wanjiku Kamau', bank_code: 'MPESA', bank_name: 'M-PESA' });
    expect((await mpesaRecipient()).recipient_code).toBe(first.recipient_code);
    expect((await mpesaRecipient('254798765432')).recipient_code).not.toBe(first.recipient_code);

    const badBank = await rejection(paystack.createTransferRecipient({ type: 'kepss', name: 'X', accountNumber: '0123456789', bankCode: '999' }));
    expect(badBank).toMatchObject({ httpStatus: 400, message: 'Invalid bank code' });
  });

  it('a transfer is queued, then transfer.success arrives signed; a retry with the same reference returns the same transfer', async () => {
    const recipient = await mpesaRecipient();
    const reference = transferRef();
    const input = { amountSubunit: 98_000, recipientCode: recipient.recipient_code, reference, reason: 'Changamoto redemption' };
    const queued = await paystack.initiateTransfer(input);
    expect(queued).toMatchObject({ reference, status: 'pending', amount: 98_000, currency: 'KES' });
    expect(queued.transfer_code).toMatch(/^TRF_/);

    const [webhook] = await hooks.waitFor(1, (w) => w.event === 'transfer.success');
    expect(verifyWebhookSignature(webhook!.rawBody, webhook!.signature, SECRET)).toBe(true);
    expect(parseWebhookEvent(webhook!.rawBody)).toMatchObject({ event: 'transfer.success', data: { reference, status: 'success', transfer_code: queued.transfer_code, recipient: { recipient_code: recipient.recipient_code } } });

    const retried = await paystack.initiateTransfer(input);
    expect(retried.transfer_code).toBe(queued.transfer_code);
    expect(await paystack.verifyTransfer(reference)).toMatchObject({ status: 'success', transfer_code: queued.transfer_code, recipient: { details: { bank_code: 'MPESA' } } });
    expect(sim.controls.getBalance()).toBe(100_000_000 - 98_000);
  });

  it('refuses the same reference for a different transfer, an unknown recipient, and an amount above the balance', async () => {
    const recipient = await mpesaRecipient();
    const reference = transferRef();
    await paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference, reason: 'r' });
    const reused = await rejection(paystack.initiateTransfer({ amountSubunit: 6_000, recipientCode: recipient.recipient_code, reference, reason: 'r' }));
    expect(reused.message).toBe('Please provide a unique reference. Reference already exists on a transfer');

    const unknown = await rejection(paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: 'RCP_nobody', reference: transferRef(), reason: 'r' }));
    expect(unknown.message).toBe('Recipient specified is invalid');

    sim.controls.setBalance(10_000);
    const broke = await rejection(paystack.initiateTransfer({ amountSubunit: 10_001, recipientCode: recipient.recipient_code, reference: transferRef(), reason: 'r' }));
    expect(broke).toMatchObject({ httpStatus: 400, message: 'Your balance is not enough to fulfill this request' });
  });

  it('failTransfer: status failed and a transfer.failed webhook whose gateway_response is the reason', async () => {
    const recipient = await mpesaRecipient();
    const reference = transferRef();
    sim.controls.failTransfer(reference, 'Recipient M-Pesa account is not registered');
    await paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference, reason: 'r' });

    const [webhook] = await hooks.waitFor(1);
    expect(webhook!.event).toBe('transfer.failed');
    expect(webhook!.data).toMatchObject({ reference, status: 'failed', gateway_response: 'Recipient M-Pesa account is not registered' });
    expect(await paystack.verifyTransfer(reference)).toMatchObject({ status: 'failed', gateway_response: 'Recipient M-Pesa account is not registered' });
    expect(sim.controls.getBalance()).toBe(100_000_000);
  });

  it('reverseTransfer: transfer.success, then transfer.reversed', async () => {
    const recipient = await mpesaRecipient();
    const reference = transferRef();
    await paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference, reason: 'r' });
    await hooks.waitFor(1, (w) => w.event === 'transfer.success');
    sim.controls.reverseTransfer(reference);

    const events = await hooks.waitFor(2);
    expect(events.map((w) => w.event)).toEqual(['transfer.success', 'transfer.reversed']);
    expect(events.every((w) => verifyWebhookSignature(w.rawBody, w.signature, SECRET))).toBe(true);
    expect((await paystack.verifyTransfer(reference)).status).toBe('reversed');
  });
});

describe('webhook delivery', () => {
  it('retries after 500s with the same signed body until the receiver answers 200', async () => {
    hooks.answerWith([500, 500]);
    const recipient = await mpesaRecipient();
    const reference = transferRef();
    await paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference, reason: 'r' });

    const attempts = await hooks.waitFor(3);
    expect(attempts.map((w) => w.answeredStatus)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((w) => w.rawBody)).size).toBe(1);
    expect(attempts.every((w) => verifyWebhookSignature(w.rawBody, w.signature, SECRET))).toBe(true);
    await sim.controls.idle();
    const [delivery] = sim.controls.webhookLog();
    expect(delivery).toMatchObject({ event: 'transfer.success', reference, delivered: true, finished: true });
    expect(delivery!.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
  });

  it('duplicateWebhooks(3) sends three identical copies of each event', async () => {
    sim.controls.duplicateWebhooks(3);
    const recipient = await mpesaRecipient();
    await paystack.initiateTransfer({ amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference: transferRef(), reason: 'r' });
    const copies = await hooks.waitFor(3);
    expect(copies.map((w) => w.event)).toEqual(['transfer.success', 'transfer.success', 'transfer.success']);
    expect(new Set(copies.map((w) => w.rawBody)).size).toBe(1);
  });
});

describe('client failure handling', () => {
  it("an injected 503 becomes a retryable PaystackError with Paystack's message", async () => {
    sim.controls.failNext('transfer', { status: 503, message: 'Service temporarily unavailable' });
    const recipient = await mpesaRecipient();
    const input = { amountSubunit: 5_000, recipientCode: recipient.recipient_code, reference: transferRef(), reason: 'r' };
    const error = await rejection(paystack.initiateTransfer(input));
    expect(error).toMatchObject({ httpStatus: 503, message: 'Service temporarily unavailable', type: 'api_error', retryable: true });
    await expect(paystack.initiateTransfer(input)).resolves.toMatchObject({ status: 'pending' });
  });

  it('gives up after its timeout with a retryable timeout error', async () => {
    sim.controls.delay('verify', 400);
    const impatient = createPaystackClient({ baseUrl: sim.url, secretKey: SECRET, timeoutMs: 100 });
    const error = await rejection(impatient.verifyTransaction('any-reference'));
    expect(error).toMatchObject({ httpStatus: null, code: 'timeout', retryable: true });
  });

  it('a non-Paystack answer (not JSON) is a PaystackError, not a crash', async () => {
    const confused = createPaystackClient({ baseUrl: hooks.url, secretKey: SECRET });
    const error = await rejection(confused.verifyTransaction('x'));
    expect(error).toMatchObject({ code: 'bad_response', httpStatus: 200 });
  });
});

describe('verifyWebhookSignature', () => {
  const body = JSON.stringify({ event: 'charge.success', data: { reference: 'r-1', amount: 35_000 } });
  const signature = createHmac('sha512', SECRET).update(body).digest('hex');

  it('accepts the HMAC-SHA512 of the exact raw body, as a string or as bytes', () => {
    expect(verifyWebhookSignature(body, signature, SECRET)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), signature, SECRET)).toBe(true);
  });

  it('refuses a tampered body, a re-serialised body, another key, and a missing or malformed header', () => {
    expect(verifyWebhookSignature(body.replace('35000', '3500000'), signature, SECRET)).toBe(false);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 2), signature, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'sk_test_other')).toBe(false);
    expect(verifyWebhookSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, '', SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 64), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, `${signature}00`, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, 'z'.repeat(128), SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, signature, '')).toBe(false);
  });

  it('parseWebhookEvent ignores events we do not use and malformed bodies', () => {
    expect(parseWebhookEvent(body)).toMatchObject({ event: 'charge.success', data: { reference: 'r-1' } });
    expect(parseWebhookEvent(JSON.stringify({ event: 'subscription.create', data: { reference: 'x' } }))).toBeNull();
    expect(parseWebhookEvent('not json')).toBeNull();
    expect(parseWebhookEvent(JSON.stringify({ event: 'charge.success' }))).toBeNull();
  });
});
