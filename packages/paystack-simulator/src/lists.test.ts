// Paystack's list and fetch endpoints: GET /transaction, /transferrecipient, /transfer (newest first,
// paged, with Paystack's meta) and GET /transaction/:id, /transferrecipient/:id_or_code, /transfer/:id_or_code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMpesaRecipient, initializeBody, startHarness, transferBody, type Harness } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ timing: { transferCompletionMs: null, chargeCompletionMs: null } });
});
afterAll(() => h.stop());
beforeEach(() => h.sim.controls.reset());

type Listed = { status: boolean; message: string; data: Record<string, unknown>[]; meta: Record<string, unknown> };
const list = async (path: string) => {
  const { status, json } = await h.api('GET', path);
  return { status, json: json as unknown as Listed };
};

async function threeTransactions() {
  const started: { reference: string; url: string }[] = [];
  for (let i = 0; i < 3; i += 1) {
    const body = initializeBody({ amount: 10_000 + i });
    const { json } = await h.api('POST', '/transaction/initialize', body);
    started.push({ reference: body.reference, url: json.data!.authorization_url as string });
  }
  return started;
}

const pay = (url: string, outcome: 'success' | 'failure') => fetch(url, { method: 'POST', body: new URLSearchParams({ channel: 'card', outcome }), redirect: 'manual' });

describe('GET /transaction', () => {
  it('lists newest first with meta { total, total_volume, skipped, perPage, page, pageCount }, paged by perPage or per_page', async () => {
    const [a, b, c] = (await threeTransactions()).map((tx) => tx.reference);
    const all = await list('/transaction');
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ status: true, message: 'Transactions retrieved', meta: { total: 3, total_volume: 0, skipped: 0, perPage: 50, page: 1, pageCount: 1 } });
    expect(all.json.data.map((tx) => tx.reference)).toEqual([c, b, a]);
    expect(all.json.data[0]).toMatchObject({ status: 'abandoned', amount: 10_002, currency: 'KES', customer: { email: 'wanjiku@example.com' } });

    const second = await list('/transaction?perPage=2&page=2');
    expect(second.json.data.map((tx) => tx.reference)).toEqual([a]);
    expect(second.json.meta).toEqual({ total: 3, total_volume: 0, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
    expect((await list('/transaction?per_page=1')).json.data.map((tx) => tx.reference)).toEqual([c]);
    expect((await list('/transaction?perPage=2&page=9')).json.data).toEqual([]);
  });

  it('filters by status and by creation date, and counts paid amounts in total_volume', async () => {
    const [a, b, c] = await threeTransactions();
    await pay(a!.url, 'success');
    await pay(b!.url, 'failure');
    const paid = await list('/transaction?status=success');
    expect(paid.json.data.map((tx) => tx.reference)).toEqual([a!.reference]);
    expect(paid.json.meta).toMatchObject({ total: 1, total_volume: 10_000 });
    expect((await list('/transaction?status=failed')).json.data.map((tx) => tx.reference)).toEqual([b!.reference]);
    expect((await list('/transaction?status=abandoned')).json.data.map((tx) => tx.reference)).toEqual([c!.reference]);
    expect((await list('/transaction')).json.meta).toMatchObject({ total: 3, total_volume: 10_000 });
    expect((await list('/transaction?from=2000-01-01&to=2000-12-31')).json.meta).toMatchObject({ total: 0 });
    expect((await list(`/transaction?from=${new Date(Date.now() - 60_000).toISOString()}`)).json.meta).toMatchObject({ total: 3 });
  });

  it('refuses a malformed perPage, page or date with a 400 in Paystack’s error shape', async () => {
    for (const query of ['perPage=0', 'perPage=abc', 'page=-1', 'from=yesterday']) {
      const { status, json } = await h.api('GET', `/transaction?${query}`);
      expect(status, query).toBe(400);
      expect(json, query).toMatchObject({ status: false, type: 'validation_error', code: 'invalid_params' });
    }
  });

  it('GET /transaction/:id fetches one by its id; an unknown id is a 404', async () => {
    const a = (await threeTransactions())[0]!.reference;
    const id = (await h.api('GET', `/transaction/verify/${a}`)).json.data!.id as number;
    expect((await h.api('GET', `/transaction/${id}`)).json).toMatchObject({ status: true, message: 'Transaction retrieved', data: { id, reference: a } });
    const missing = await h.api('GET', '/transaction/1');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: false, message: 'Transaction not found' });
  });
});

describe('GET /transferrecipient and GET /transfer', () => {
  it('list recipients and transfers newest first with Paystack’s meta, and fetch one by id or code', async () => {
    const first = await createMpesaRecipient(h, '254712345678');
    const second = await createMpesaRecipient(h, '254722000111');
    const recipients = await list('/transferrecipient');
    expect(recipients.json).toMatchObject({ status: true, message: 'Recipients retrieved', meta: { total: 2, skipped: 0, perPage: 50, page: 1, pageCount: 1 } });
    expect(recipients.json.data.map((r) => r.recipient_code)).toEqual([second, first]);
    expect((await list('/transferrecipient?perPage=1&page=2')).json.data.map((r) => r.recipient_code)).toEqual([first]);
    const firstId = recipients.json.data[1]!.id as number;
    expect((await h.api('GET', `/transferrecipient/${first}`)).json).toMatchObject({ status: true, message: 'Recipient retrieved', data: { recipient_code: first, details: { account_number: '254712345678', bank_code: 'MPESA' } } });
    expect((await h.api('GET', `/transferrecipient/${firstId}`)).json.data).toMatchObject({ recipient_code: first });
    expect((await h.api('GET', '/transferrecipient/RCP_unknown')).status).toBe(404);

    const one = transferBody(first, { amount: 1_000 });
    const two = transferBody(second, { amount: 2_000 });
    await h.api('POST', '/transfer', one);
    await h.api('POST', '/transfer', two);
    h.sim.controls.completeTransfer(one.reference);
    const transfers = await list('/transfer');
    expect(transfers.json).toMatchObject({ status: true, message: 'Transfers retrieved', meta: { total: 2, skipped: 0, perPage: 50, page: 1, pageCount: 1 } });
    expect(transfers.json.data.map((t) => t.reference)).toEqual([two.reference, one.reference]);
    expect(transfers.json.data[1]).toMatchObject({ status: 'success', amount: 1_000, recipient: { recipient_code: first } });
    expect((await list('/transfer?status=pending')).json.data.map((t) => t.reference)).toEqual([two.reference]);
    expect((await list(`/transfer?recipient=${firstId}`)).json.data.map((t) => t.reference)).toEqual([one.reference]);
    const code = transfers.json.data[0]!.transfer_code as string;
    const id = transfers.json.data[0]!.id as number;
    expect((await h.api('GET', `/transfer/${code}`)).json).toMatchObject({ status: true, message: 'Transfer retrieved', data: { reference: two.reference } });
    expect((await h.api('GET', `/transfer/${id}`)).json.data).toMatchObject({ transfer_code: code });
    const missing = await h.api('GET', '/transfer/TRF_unknown');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: false, message: 'Transfer not found', code: 'transfer_not_found' });
  });

  it('need the secret key like every API route', async () => {
    for (const path of ['/transaction', '/transferrecipient', '/transfer', '/transfer/TRF_x', '/transaction/1']) {
      expect((await fetch(`${h.sim.url}${path}`)).status, path).toBe(401);
    }
  });
});
