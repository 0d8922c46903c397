// Every state-changing /api request checks where it comes from, JSON included (issue #15 item 8), and
// the loopback aliases of a local PUBLIC_URL are the same page (item 7). Through the real app.
import { signWebhookBody } from '@changamoto/paystack-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUsers, type SignedInUser } from '../../test/helpers/signed-sessions';
import { tokensCreditedBy } from '../../test/helpers/members';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../test/helpers/test-app';
import { insertUser } from '../../test/helpers/fixtures';
import { insertTransaction } from '../modules/ledger/ledger.test-helpers';

const EVIL = 'https://evil.example';
const REFUSED = { error: { code: 'forbidden', message: 'This request came from a page the server does not recognise. Open http://localhost:3000 and try again.' } };

let t: TestApp;
let people: SignedInUser[];
beforeAll(async () => {
  t = await createTestApp();
  people = await createSignedInUsers(t.database.db, { tag: 'origin', count: 4, tokens: 0, secret: TEST_AUTH_SECRET });
});
afterAll(() => t.close());

let ip = 0;
/** A request with exactly the headers given (no Origin unless a test sets one), from its own address. */
function send(path: string, { method = 'POST', body, headers = {}, who }: { method?: string; body?: unknown; headers?: Record<string, string>; who?: SignedInUser } = {}) {
  const all: Record<string, string> = { 'X-Forwarded-For': `198.51.100.${++ip}`, ...headers };
  if (body !== undefined) all['Content-Type'] = 'application/json';
  if (who) all.Cookie = who.cookie;
  return t.app.request(path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
}

const signUp = (tag: string) => ({ email: `${tag}@example.co.ke`, password: 'secret123', name: tag, username: tag, region: 'KE', isAdultConfirmed: true });
const userExists = async (email: string) => Boolean(await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());
const transfersTo = async (userId: string) => (await t.database.db.selectFrom('transactions').select('id').where('user_id', '=', userId).execute()).length;

describe('a JSON request from a foreign page is refused with 403 and writes nothing', () => {
  it('adding a payout account', async () => {
    const [victim] = people;
    const response = await send('/api/wallet/payout-accounts', { who: victim, headers: { Origin: EVIL }, body: { type: 'mobile_money', name: 'Thief', accountNumber: '0712999999', bankCode: 'MPESA' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    expect(await t.database.db.selectFrom('payout_accounts').select('id').where('user_id', '=', victim!.userId).execute()).toEqual([]);
  });

  it("better-auth's own routes: sign-up", async () => {
    const response = await send('/api/auth/sign-up/email', { headers: { Origin: EVIL }, body: signUp('evil_signup') });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    expect(await userExists('evil_signup@example.co.ke')).toBe(false);
  });

  it('a token-moving route (the daily bonus); the same request from our page moves the tokens', async () => {
    const [, victim] = people;
    const refused = await send('/api/rewards/daily-bonus', { who: victim, headers: { Origin: EVIL, 'Idempotency-Key': crypto.randomUUID() } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(REFUSED);
    expect(await transfersTo(victim!.userId)).toBe(0);
    const ours = await send('/api/rewards/daily-bonus', { who: victim, headers: { Origin: t.env.PUBLIC_URL, 'Idempotency-Key': crypto.randomUUID() } });
    expect(ours.status).toBe(200);
    expect(await transfersTo(victim!.userId)).toBe(1);
  });

  it('a DELETE, and a PUT or PATCH, are checked like a POST', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const response = await send('/api/wallet/payout-accounts/00000000-0000-4000-8000-000000000000', { method, who: people[0], headers: { Origin: EVIL } });
      expect(response.status, method).toBe(403);
    }
  });
});

describe('without Origin, Sec-Fetch-Site decides', () => {
  it.each(['cross-site', 'same-site'])('Sec-Fetch-Site: %s is refused', async (site) => {
    const response = await send('/api/auth/sign-up/email', { headers: { 'Sec-Fetch-Site': site }, body: signUp(`fetch_${site.replace('-', '_')}`) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    expect(await userExists(`fetch_${site.replace('-', '_')}@example.co.ke`)).toBe(false);
  });

  it.each(['same-origin', 'none'])('Sec-Fetch-Site: %s passes', async (site) => {
    const response = await send('/api/contact', { headers: { 'Sec-Fetch-Site': site }, body: { name: 'Wanjiru', email: 'wanjiru@example.co.ke', subject: 'Hello', message: `Sent with ${site}.` } });
    expect(response.status).toBe(201);
  });

  it('Origin: null passes only with Sec-Fetch-Site: same-origin (a sandboxed frame elsewhere sends null too)', async () => {
    const contact = { name: 'Achieng', email: 'achieng@example.co.ke', subject: 'Hello', message: 'Origin null.' };
    expect((await send('/api/contact', { headers: { Origin: 'null' }, body: contact })).status).toBe(403);
    expect((await send('/api/contact', { headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }, body: contact })).status).toBe(403);
    expect((await send('/api/contact', { headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }, body: contact })).status).toBe(201);
  });

  it('a request with neither header (curl, scripts: no browser, so no visitor cookies to abuse) passes', async () => {
    const response = await send('/api/contact', { body: { name: 'Kamau', email: 'kamau@example.co.ke', subject: 'Hello', message: 'From a script.' } });
    expect(response.status).toBe(201);
  });

  it('a foreign Origin is refused even when Sec-Fetch-Site claims same-origin: Origin decides first', async () => {
    const response = await send('/api/auth/sign-up/email', { headers: { Origin: EVIL, 'Sec-Fetch-Site': 'same-origin' }, body: signUp('evil_claims_same') });
    expect(response.status).toBe(403);
  });
});

describe('the real origin and, in development, its loopback aliases', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('sign-up from %s succeeds (our check and better-auth both accept it)', async (origin) => {
    const tag = `alias_${++ip}`;
    const response = await send('/api/auth/sign-up/email', { headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' }, body: signUp(tag) });
    expect(response.status).toBe(200);
    expect(await userExists(`${tag}@example.co.ke`)).toBe(true);
  });

  it('another port on the same machine is another page: refused', async () => {
    const response = await send('/api/auth/sign-up/email', { headers: { Origin: 'http://127.0.0.1:8080' }, body: signUp('other_port') });
    expect(response.status).toBe(403);
    expect(await userExists('other_port@example.co.ke')).toBe(false);
  });
});

describe("better-auth's own origin refusals read as a person's message", () => {
  // Requests our check lets through (no Origin, no Sec-Fetch-Site) but that carry a session cookie:
  // better-auth then insists on an origin of its own, from Origin or Referer.
  it('a Referer from a foreign page: "Invalid origin" becomes the human message', async () => {
    const response = await send('/api/auth/two-factor/enable', { who: people[2], headers: { Referer: `${EVIL}/page` }, body: { password: 'not-checked-here' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ ...REFUSED, code: 'INVALID_ORIGIN' });
  });

  it('no origin at all with a cookie: "Missing or null Origin" becomes the human message', async () => {
    const response = await send('/api/auth/two-factor/enable', { who: people[3], body: { password: 'not-checked-here' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ ...REFUSED, code: 'MISSING_OR_NULL_ORIGIN' });
  });
});

describe("Paystack's webhook is exempt: its HMAC signature proves where it comes from", () => {
  it('a signed charge.success still credits, whatever Origin a proxy on the way adds', async () => {
    const userId = await insertUser(t.database.db);
    const reference = 'origin-check-webhook';
    await insertTransaction(t.database.db, { userId, type: 'token_bundle_purchase', status: 'pending', amountTokens: 25, amountCurrency: 99, reference });
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, amount: 9_900, currency: 'KES', status: 'success', channel: 'card', paid_at: new Date().toISOString() } });
    const response = await t.app.request('/api/paystack/webhook', {
      method: 'POST',
      headers: { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json', 'x-paystack-signature': signWebhookBody(raw, t.paystack.secretKey) },
      body: raw,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'credited' });
    expect(await tokensCreditedBy(t.database.db, reference)).toBe(25);
  });
});
