// Every wallet and payout endpoint as the wrong person: signed out, or someone else's records.
import { contract } from '@changamoto/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { cash, move, platform } from '../ledger/ledger';
import { insertTransaction } from '../ledger/ledger.test-helpers';

let t: TestApp;
let alice: Client;
let bob: Client;
let aliceTx: string;

async function member(email: string, ip: string) {
  const c = client(t, ip);
  const started = new Date();
  await c.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
  const code = (await latestMessageTo(t, email, { after: started })).body_text.match(/code is (\d{6})/)![1];
  await c.json('/api/auth/sign-in/email-otp', { body: { email, otp: code } });
  // An account made by a code completes its profile and confirms 18+ before any token moves (issue #24, DOMAIN.md §7).
  await c.json('/api/profile', {
    method: 'PATCH',
    body: {
      username: email
        .split('@')[0]!
        .replace(/[^A-Za-z0-9_]/g, '_')
        .slice(0, 20),
    },
  });
  await c.json('/api/account/confirm-adult', { body: { isAdultConfirmed: true } });
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await member('alice-w@example.co.ke', '198.51.100.230');
  bob = await member('bob-w@example.co.ke', '198.51.100.231');
  const aliceId = (await alice.json<{ id: string }>('/api/profile')).body.id;
  aliceTx = await t.database.db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId: aliceId, type: 'token_bundle_purchase', status: 'completed', amountTokens: 10, reference: 'chg-alice-ref' });
    await move(tx, [{ from: platform('payments_in'), to: cash(aliceId), amount: 10, kind: 'token_bundle_purchase', transactionId: id }]);
    return id;
  });
});
afterAll(() => t.close());

const walletEndpoints = Object.entries(contract).filter(([, def]) => def.path.startsWith('/api/wallet') && def.access !== 'public');

describe('wallet permissions', () => {
  it.each(walletEndpoints.map(([name, def]) => [name, def] as const))('%s refuses a signed-out caller with 401', async (_name, def) => {
    const path = def.path.replace(':id', '11111111-1111-4111-8111-111111111111').replace(':reference', 'chg-x');
    const res = await client(t).json<{ error: { message: string } }>(path, { method: def.method, body: def.method === 'GET' || def.method === 'DELETE' ? undefined : {} });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User not authenticated.');
  });

  it('another person’s transaction or payment is not found, never shown', async () => {
    expect((await alice.json(`/api/wallet/transactions/${aliceTx}`)).status).toBe(200);
    expect((await bob.json<{ error: { message: string } }>(`/api/wallet/transactions/${aliceTx}`)).body.error.message).toBe('Transaction not found.');
    expect((await bob.json(`/api/wallet/transactions/${aliceTx}`)).status).toBe(404);
    expect((await bob.json('/api/wallet/payments/chg-alice-ref')).status).toBe(404);
    const bobsList = await bob.json<{ transactions: unknown[] }>('/api/wallet/transactions');
    expect(bobsList.body.transactions).toEqual([]);
    expect((await bob.json<{ tokens: number }>('/api/wallet')).body.tokens).toBe(0);
  });

  it("a signed-in person's wallet reads are marked for no cache to keep (the HTML preloads them), public reads are not", async () => {
    for (const path of ['/api/wallet', '/api/wallet/transactions', '/api/wallet/payout-accounts', '/api/profile']) {
      expect((await alice.request(path)).headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await alice.request('/api/config')).headers.get('cache-control')).toBeNull();
  });
});
