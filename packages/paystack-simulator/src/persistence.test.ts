// A simulator with a data directory remembers, as Paystack does: closing it and starting another on the
// same directory keeps transactions, M-Pesa charges, recipients, transfers, the balance and the webhooks
// it owes, and carries on with what was under way (prompts, transfers, webhook retries).
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPaystackSimulator, type PaystackSimulatorOptions, type RunningPaystackSimulator } from './index';
import { JOURNAL_FILE } from './journal';
import { CALLBACK, initializeBody, SECRET, transferBody, uniqueRef } from './test-helpers';
import { startWebhookRecorder, type WebhookRecorder } from './webhook-recorder';

let hooks: WebhookRecorder;
const dirs: string[] = [];
const running = new Set<RunningPaystackSimulator>();
beforeAll(async () => {
  hooks = await startWebhookRecorder();
});
afterEach(async () => {
  for (const sim of running) await sim.stop();
  running.clear();
  hooks.received.length = 0;
  hooks.answerWith([]);
});
afterAll(async () => {
  await hooks.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'paystack-sim-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, options: Partial<PaystackSimulatorOptions> = {}) {
  const sim = await startPaystackSimulator({ secretKey: SECRET, webhookUrl: hooks.url, webhookRetryDelaysMs: [20, 40, 80], timing: { transferCompletionMs: null, chargeCompletionMs: null }, dataDir, ...options });
  running.add(sim);
  const api = async (method: 'GET' | 'POST', route: string, body?: unknown) => {
    const response = await fetch(`${sim.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${SECRET}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { status: boolean; message: string; data: Record<string, unknown> & Record<string, unknown>[]; meta?: Record<string, unknown> } };
  };
  return { sim, api };
}

async function restart(sim: RunningPaystackSimulator, dataDir: string, options: Partial<PaystackSimulatorOptions> = {}) {
  await sim.stop();
  running.delete(sim);
  return start(dataDir, options);
}

const recipientBody = (accountNumber = '254712345678') => ({ type: 'mobile_money', name: 'Wanjiku Kamau', account_number: accountNumber, bank_code: 'MPESA', currency: 'KES' });

describe('a restart on the same data directory', () => {
  it('keeps transactions, charges, recipients, transfers and the balance, as the API and the list endpoints show them', async () => {
    const dir = newDir();
    let { sim, api } = await start(dir);
    const checkout = initializeBody();
    await api('POST', '/transaction/initialize', checkout);
    const stk = { email: 'otieno@example.com', amount: 18_000, currency: 'KES', reference: uniqueRef('stk'), mobile_money: { phone: '0712345678', provider: 'mpesa' } };
    await api('POST', '/charge', stk);
    const recipient = (await api('POST', '/transferrecipient', recipientBody())).json.data;
    const payout = transferBody(recipient.recipient_code as string);
    await api('POST', '/transfer', payout);
    const before = {
      checkout: (await api('GET', `/transaction/verify/${checkout.reference}`)).json.data,
      stk: (await api('GET', `/transaction/verify/${stk.reference}`)).json.data,
      transfer: (await api('GET', `/transfer/verify/${payout.reference}`)).json.data,
      balance: sim.controls.getBalance(),
    };
    expect(before.balance).toBe(100_000_000 - 5_000);

    ({ sim, api } = await restart(sim, dir));

    expect((await api('GET', `/transaction/verify/${checkout.reference}`)).json.data).toEqual(before.checkout);
    expect((await api('GET', `/transaction/verify/${stk.reference}`)).json.data).toEqual(before.stk);
    expect((await api('GET', `/transfer/verify/${payout.reference}`)).json.data).toEqual(before.transfer);
    expect(sim.controls.getBalance()).toBe(before.balance);
    // The same account is still the same recipient, and it can still be paid.
    const again = await api('POST', '/transferrecipient', recipientBody());
    expect(again.status).toBe(201);
    expect(again.json.data.recipient_code).toBe(recipient.recipient_code);
    const second = transferBody(recipient.recipient_code as string);
    const paid = await api('POST', '/transfer', second);
    expect(paid).toMatchObject({ status: 200, json: { status: true, message: 'Transfer has been queued' } });
    // Retrying the first transfer's reference is still safe (the existing transfer), and reusing it differently is refused.
    expect((await api('POST', '/transfer', payout)).json.data).toMatchObject({ reference: payout.reference, transfer_code: before.transfer.transfer_code });
    expect((await api('POST', '/transfer', { ...payout, amount: 6_000 })).json.message).toBe('Please provide a unique reference. Reference already exists on a transfer');
    // A reference used before the restart is still a duplicate.
    expect((await api('POST', '/transaction/initialize', checkout)).json.message).toBe('Duplicate Transaction Reference');
    // Ids are never handed out twice.
    expect(paid.json.data.id).not.toBe(before.transfer.id);

    const transactions = await api('GET', '/transaction');
    expect(transactions.json.data.map((tx) => tx.reference)).toEqual([stk.reference, checkout.reference]);
    expect((await api('GET', '/transferrecipient')).json.data.map((r) => r.recipient_code)).toEqual([recipient.recipient_code]);
    expect((await api('GET', '/transfer')).json.data.map((t) => t.reference)).toEqual([second.reference, payout.reference]);
  });

  it('the hosted checkout of a transaction started before the restart still takes the payment, and charge.success goes out once', async () => {
    const dir = newDir();
    let { sim, api } = await start(dir);
    const body = initializeBody();
    const started = (await api('POST', '/transaction/initialize', body)).json.data;
    ({ sim, api } = await restart(sim, dir));
    // The app runs it on a fixed port; here the new one listens elsewhere, so the same path on its address.
    const checkoutUrl = `${sim.url}${new URL(started.authorization_url as string).pathname}`;
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const paid = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ channel: 'card', outcome: 'success' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${CALLBACK}?trxref=${body.reference}&reference=${body.reference}`);
    const [webhook] = await hooks.waitFor(1);
    expect(webhook).toMatchObject({ event: 'charge.success', data: { reference: body.reference, status: 'success' } });
    expect((await api('GET', `/transaction/verify/${body.reference}`)).json.data).toMatchObject({ status: 'success', channel: 'card' });
    await sim.controls.idle();
    expect(hooks.received).toHaveLength(1);
  });

  it('an M-Pesa prompt and a transfer still waiting when it stopped complete after it starts again', async () => {
    const dir = newDir();
    const first = await start(dir, { timing: { transferCompletionMs: 1_500, chargeCompletionMs: 1_500 } });
    const sim = first.sim;
    let api = first.api;
    const stk = { email: 'otieno@example.com', amount: 18_000, currency: 'KES', reference: uniqueRef('stk'), mobile_money: { phone: '0712345678', provider: 'mpesa' } };
    await api('POST', '/charge', stk);
    const recipient = (await api('POST', '/transferrecipient', recipientBody())).json.data.recipient_code as string;
    const payout = transferBody(recipient);
    await api('POST', '/transfer', payout);
    ({ api } = await restart(sim, dir, { timing: { transferCompletionMs: null, chargeCompletionMs: null } }));
    expect((await api('GET', `/transaction/verify/${stk.reference}`)).json.data.status).toBe('ongoing');
    const received = await hooks.waitFor(2);
    expect(received.map((w) => `${w.event} ${String(w.data.reference)}`).sort()).toEqual([`charge.success ${stk.reference}`, `transfer.success ${payout.reference}`].sort());
    expect((await api('GET', `/transaction/verify/${stk.reference}`)).json.data.status).toBe('success');
    expect((await api('GET', `/transfer/verify/${payout.reference}`)).json.data.status).toBe('success');
  });

  it('a webhook still being retried when it stopped is retried after it starts again, and the log keeps the earlier attempts', async () => {
    const dir = newDir();
    const first = await start(dir, { webhookRetryDelaysMs: [60_000] });
    let sim = first.sim;
    const api = first.api;
    hooks.answerWith([500]);
    const recipient = (await api('POST', '/transferrecipient', recipientBody())).json.data.recipient_code as string;
    const payout = transferBody(recipient);
    await api('POST', '/transfer', payout);
    sim.controls.completeTransfer(payout.reference as string);
    await hooks.waitFor(1);
    for (let i = 0; i < 100 && !sim.controls.webhookLog()[0]?.attempts.length; i += 1) await new Promise((r) => setTimeout(r, 5));
    // The next attempt is a minute away; the simulator stops before it.
    ({ sim } = await restart(sim, dir, { webhookRetryDelaysMs: [20] }));
    const received = await hooks.waitFor(2);
    expect(received.map((w) => w.answeredStatus)).toEqual([500, 200]);
    await sim.controls.idle();
    const [delivery] = sim.controls.webhookLog();
    expect(delivery).toMatchObject({ event: 'transfer.success', reference: payout.reference, delivered: true, finished: true });
    expect(delivery!.attempts.map((a) => a.status)).toEqual([500, 200]);
    // Delivered webhooks are not sent again by later restarts, and resend still finds them.
    ({ sim } = await restart(sim, dir));
    await sim.controls.idle();
    expect(hooks.received).toHaveLength(2);
    sim.controls.resendWebhook(payout.reference as string);
    await hooks.waitFor(3);
  });

  it('webhooks held back by reorderWebhooks are sent when it starts again', async () => {
    const dir = newDir();
    const { sim, api } = await start(dir);
    sim.controls.reorderWebhooks(true);
    const recipient = (await api('POST', '/transferrecipient', recipientBody())).json.data.recipient_code as string;
    const payout = transferBody(recipient);
    await api('POST', '/transfer', payout);
    sim.controls.completeTransfer(payout.reference as string);
    expect(hooks.received).toHaveLength(0);
    await restart(sim, dir);
    const [webhook] = await hooks.waitFor(1);
    expect(webhook).toMatchObject({ event: 'transfer.success', data: { reference: payout.reference } });
  });

  it('reset forgets the records on disk too', async () => {
    const dir = newDir();
    let { sim, api } = await start(dir);
    const body = initializeBody();
    await api('POST', '/transaction/initialize', body);
    sim.controls.setBalance(42_000);
    sim.controls.reset();
    ({ sim, api } = await restart(sim, dir));
    expect((await api('GET', `/transaction/verify/${body.reference}`)).status).toBe(404);
    expect(sim.controls.getBalance()).toBe(100_000_000);
  });

  it('a balance set by the controls is kept', async () => {
    const dir = newDir();
    let { sim } = await start(dir);
    sim.controls.setBalance(42_000);
    ({ sim } = await restart(sim, dir));
    expect(sim.controls.getBalance()).toBe(42_000);
  });
});

describe('the journal on disk', () => {
  it('holds a record before the API answers (write before respond), not only when the simulator stops', async () => {
    const dir = newDir();
    const { api } = await start(dir);
    const body = initializeBody();
    await api('POST', '/transaction/initialize', body);
    const recipient = (await api('POST', '/transferrecipient', recipientBody('0722000111'))).json.data.recipient_code as string;
    const journal = readFileSync(path.join(dir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain(`"reference":"${body.reference}"`);
    expect(journal).toContain(`"recipientCode":"${recipient}"`);
  });

  it('is compacted to one line when the simulator starts, and a line cut short by a crash is dropped', async () => {
    const dir = newDir();
    const first = await start(dir);
    const sim = first.sim;
    let api = first.api;
    const kept = initializeBody();
    await api('POST', '/transaction/initialize', kept);
    await sim.stop();
    running.delete(sim);
    appendFileSync(path.join(dir, JOURNAL_FILE), '{"balance":1,"records":[{"t":"transac');
    ({ api } = await start(dir));
    expect((await api('GET', `/transaction/verify/${kept.reference}`)).status).toBe(200);
    expect(readFileSync(path.join(dir, JOURNAL_FILE), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('when a record cannot be written the API answers 500 and creates nothing, so the same request works once the disk does', async () => {
    const dir = newDir();
    let { sim, api } = await start(dir);
    const file = path.join(dir, JOURNAL_FILE);
    // The journal cannot be opened for writing (a directory stands where the file was).
    rmSync(file);
    mkdirSync(file);
    const body = initializeBody();
    const originalError = console.error;
    console.error = () => {};
    try {
      expect((await api('POST', '/transaction/initialize', body)).status).toBe(500);
      expect((await api('POST', '/transferrecipient', recipientBody())).status).toBe(500);
    } finally {
      console.error = originalError;
    }
    expect((await api('GET', `/transaction/verify/${body.reference}`)).status).toBe(404);
    expect((await api('GET', '/transferrecipient')).json.data).toEqual([]);
    rmSync(file, { recursive: true });
    expect((await api('POST', '/transaction/initialize', body)).status).toBe(200);
    expect((await api('POST', '/transferrecipient', recipientBody())).status).toBe(201);
    const recipient = (await api('GET', '/transferrecipient')).json.data[0]!.recipient_code as string;
    // Started again, the journal is opened afresh on the next write.
    ({ sim, api } = await restart(sim, dir));
    const balance = sim.controls.getBalance();
    rmSync(file);
    mkdirSync(file);
    const payout = transferBody(recipient);
    console.error = () => {};
    try {
      expect((await api('POST', '/transfer', payout)).status).toBe(500);
    } finally {
      console.error = originalError;
    }
    expect(sim.controls.getBalance()).toBe(balance);
    expect((await api('GET', `/transfer/verify/${payout.reference}`)).status).toBe(404);
    rmSync(file, { recursive: true });
    expect((await api('POST', '/transfer', payout)).json).toMatchObject({ status: true, message: 'Transfer has been queued' });
  });

  it('refuses to start on a journal damaged in the middle, naming the file', async () => {
    const dir = newDir();
    writeFileSync(path.join(dir, JOURNAL_FILE), '{"balance":5,"records":[]}\nnot json\n{"balance":6,"records":[]}\n');
    await expect(start(dir)).rejects.toThrow(/journal .*records\.jsonl is damaged at line 2/);
  });

  it('a simulator without a data directory keeps nothing (each start is empty)', async () => {
    const first = await startPaystackSimulator({ secretKey: SECRET });
    const body = initializeBody();
    await fetch(`${first.url}/transaction/initialize`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await first.stop();
    const second = await startPaystackSimulator({ secretKey: SECRET });
    running.add(second);
    expect(second.controls.transaction(body.reference)).toBeUndefined();
  });
});
