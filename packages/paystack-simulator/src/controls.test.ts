// The switches, driven over HTTP (/__control/*) the way a browser test would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMpesaRecipient, initializeBody, startHarness, transferBody, uniqueRef, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(async () => {
  expect((await h.control('reset')).status).toBe(200);
  h.hooks.received.length = 0;
});

async function queueTransfer(overrides: Record<string, unknown> = {}) {
  const body = transferBody(await createMpesaRecipient(h), overrides);
  const { json } = await h.api('POST', '/transfer', body);
  expect(json.status).toBe(true);
  return body.reference as string;
}

const transferStatus = async (reference: string) => (await h.api('GET', `/transfer/verify/${reference}`)).json.data!.status;

describe('/__control', () => {
  it('fail-next answers the next calls of an operation with the given error, then behaves again', async () => {
    expect((await h.control('fail-next', { operation: 'initialize', status: 500, message: 'Boom', times: 2 })).json).toEqual({ ok: true });
    for (let i = 0; i < 2; i += 1) {
      const { status, json } = await h.api('POST', '/transaction/initialize', initializeBody());
      expect(status).toBe(500);
      expect(json).toMatchObject({ status: false, message: 'Boom', type: 'api_error' });
    }
    expect((await h.api('POST', '/transaction/initialize', initializeBody())).status).toBe(200);
  });

  it('fail-next works for verify, transferrecipient and transfer too, and refuses unknown operations', async () => {
    await h.control('fail-next', { operation: 'transferrecipient', status: 400, message: 'Recipient specified is invalid' });
    const refused = await h.api('POST', '/transferrecipient', { type: 'mobile_money', name: 'A', account_number: '254712345678', bank_code: 'MPESA', currency: 'KES' });
    expect(refused).toMatchObject({ status: 400, json: { message: 'Recipient specified is invalid', type: 'validation_error' } });
    await h.control('fail-next', { operation: 'verify', status: 502, message: 'Bad gateway' });
    expect((await h.api('GET', '/transaction/verify/anything')).status).toBe(502);
    expect((await h.control('fail-next', { operation: 'refund', status: 500, message: 'x' })).status).toBe(400);
  });

  it('delay slows an operation down', async () => {
    await h.control('delay', { operation: 'banks', ms: 150 });
    const started = Date.now();
    await h.api('GET', '/bank?currency=KES');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("calls counts each operation's API calls, failed ones included, until a reset", async () => {
    await h.control('fail-next', { operation: 'verify', status: 500, message: 'x' });
    await h.api('GET', '/transaction/verify/chg-none');
    await h.api('GET', '/transaction/verify/chg-none');
    await h.api('GET', '/bank?currency=KES');
    expect(h.sim.controls.calls('verify')).toBe(2);
    expect(h.sim.controls.calls('banks')).toBe(1);
    expect(h.sim.controls.calls('transfer')).toBe(0);
    h.sim.controls.reset();
    expect(h.sim.controls.calls('verify')).toBe(0);
  });

  it('set-balance and GET balance', async () => {
    await h.control('set-balance', { balance: 12_345 });
    expect(await (await fetch(`${h.sim.url}/__control/balance`)).json()).toEqual({ balance: 12_345 });
    const recipient = await createMpesaRecipient(h);
    const { json } = await h.api('POST', '/transfer', transferBody(recipient, { amount: 12_346 }));
    expect(json.message).toBe('Your balance is not enough to fulfill this request');
  });

  it('fail-transfer "next" fails the next transfer with that reason and a transfer.failed webhook', async () => {
    await h.control('fail-transfer', { reference: 'next', reason: 'M-Pesa is unavailable' });
    const reference = await queueTransfer();
    const [webhook] = await h.hooks.waitFor(1);
    expect(webhook).toMatchObject({ event: 'transfer.failed', data: { reference, status: 'failed', gateway_response: 'M-Pesa is unavailable' } });
    const second = await queueTransfer();
    await h.hooks.waitFor(1, (w) => w.data.reference === second);
    expect(await transferStatus(second)).toBe('success');
  });

  it('set-timing null keeps transfers pending until complete-transfer; reverse-transfer of a failed one is refused', async () => {
    await h.control('set-timing', { transferCompletionMs: null });
    const reference = await queueTransfer();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await transferStatus(reference)).toBe('pending');
    expect((await h.control('complete-transfer', { reference })).json).toEqual({ ok: true });
    expect(await transferStatus(reference)).toBe('success');
    expect((await h.control('complete-transfer', { reference })).status).toBe(409);

    const failing = await queueTransfer();
    await h.control('fail-transfer', { reference: failing, reason: 'Account closed' });
    const refused = await h.control('reverse-transfer', { reference: failing });
    expect(refused).toEqual({ status: 409, json: { ok: false, error: `Only a successful transfer can be reversed; ${failing} is failed` } });
  });

  it('reverse-transfer after success sends transfer.reversed and gives the balance back', async () => {
    const reference = await queueTransfer({ amount: 7_000 });
    await h.hooks.waitFor(1);
    await h.control('reverse-transfer', { reference });
    const events = await h.hooks.waitFor(2);
    expect(events.map((w) => w.event)).toEqual(['transfer.success', 'transfer.reversed']);
    expect(await transferStatus(reference)).toBe('reversed');
    expect(await (await fetch(`${h.sim.url}/__control/balance`)).json()).toEqual({ balance: 100_000_000 });
  });

  it('fail-charge and complete-charge settle pending M-Pesa prompts', async () => {
    await h.control('set-timing', { chargeCompletionMs: null });
    const charge = (reference: string) => h.api('POST', '/charge', { email: 'a@example.com', amount: 10_000, currency: 'KES', reference, mobile_money: { phone: '0712345678', provider: 'mpesa' } });
    const declined = uniqueRef('stk');
    const approved = uniqueRef('stk');
    await charge(declined);
    await charge(approved);
    await h.control('fail-charge', { reference: declined, gatewayResponse: 'Request cancelled by user' });
    await h.control('complete-charge', { reference: approved });
    expect((await h.api('GET', `/transaction/verify/${declined}`)).json.data).toMatchObject({ status: 'failed', gateway_response: 'Request cancelled by user' });
    expect((await h.api('GET', `/transaction/verify/${approved}`)).json.data).toMatchObject({ status: 'success' });
    await h.control('idle');
    expect(h.hooks.received.map((w) => [w.event, w.data.reference])).toEqual([['charge.success', approved]]);
  });

  it('duplicate-webhooks, the webhook log and resend-webhook over HTTP', async () => {
    await h.control('duplicate-webhooks', { copies: 2 });
    const reference = await queueTransfer();
    await h.hooks.waitFor(2);
    await h.control('idle');
    await h.control('resend-webhook', { reference, event: 'transfer.success' });
    await h.hooks.waitFor(4);
    const log = (await (await fetch(`${h.sim.url}/__control/webhooks`)).json()) as { event: string; delivered: boolean }[];
    expect(log).toHaveLength(4);
    expect(log.every((d) => d.event === 'transfer.success')).toBe(true);
    expect((await h.control('resend-webhook', { reference: 'nothing_was_sent_here' })).status).toBe(409);
  });

  it('reset forgets transactions, transfers, faults and the log, and restores the balance', async () => {
    const body = initializeBody();
    await h.api('POST', '/transaction/initialize', body);
    await h.control('set-balance', { balance: 1 });
    await h.control('fail-next', { operation: 'verify', status: 500, message: 'x' });
    await h.control('reset');
    expect((await h.api('GET', `/transaction/verify/${body.reference}`)).json.message).toBe('Transaction reference not found');
    expect(await (await fetch(`${h.sim.url}/__control/balance`)).json()).toEqual({ balance: 100_000_000 });
  });

  it('refuses malformed commands with 400', async () => {
    expect((await h.control('set-balance', { balance: -1 })).status).toBe(400);
    expect((await h.control('duplicate-webhooks', { copies: 0 })).status).toBe(400);
    const notJson = await fetch(`${h.sim.url}/__control/set-balance`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });
});
