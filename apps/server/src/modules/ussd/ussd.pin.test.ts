// The USSD PIN in the web profile (GET/PUT /api/profile/ussd-pin): set, change with the current PIN,
// only a hash stored, each person's own; the callback's address allow-list; the /dev/ussd keypad's gates.
import { serve } from '@hono/node-server';
import { USSD_PIN_MESSAGES } from '@changamoto/shared/domain';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, send, type Member } from '../../../test/helpers/members';
import { createTestApp, TEST_USSD_SECRET, type TestApp } from '../../../test/helpers/test-app';
import { givePhone, setUssdPin, ussd } from '../../../test/helpers/ussd';
import type { AppEnv } from '../../http/types';
import { ussdAllowList, ussdRoutes } from './ussd.routes';
import { USSD_MESSAGES } from './ussd.messages';

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t, 'alice_pin');
  bob = await member(t, 'bob_pin');
});
afterAll(() => t.close());

const pinRow = (userId: string) => t.database.db.selectFrom('ussd_pins').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('GET/PUT /api/profile/ussd-pin', () => {
  it('signed out: 401 for both', async () => {
    expect((await t.request('/api/profile/ussd-pin')).status).toBe(401);
    expect((await t.request('/api/profile/ussd-pin', { method: 'PUT', body: { pin: '1234' } })).status).toBe(401);
  });

  it('sets a first PIN (only a hash is stored), then changes it only with the current one', async () => {
    expect((await send(t, alice, '/api/profile/ussd-pin')).body).toEqual({ isSet: false, lockedUntil: null });
    const set = await setUssdPin(t, alice, { pin: '1234' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ success: true, message: USSD_PIN_MESSAGES.set, status: { isSet: true, lockedUntil: null } });
    const stored = (await pinRow(alice.id))!;
    expect(stored.pin_hash).not.toContain('1234');
    expect(stored.pin_hash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);

    const noCurrent = await setUssdPin(t, alice, { pin: '5678' });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.error).toEqual({ code: 'validation_error', message: USSD_PIN_MESSAGES.currentRequired, fields: { currentPin: USSD_PIN_MESSAGES.currentRequired } });
    const wrong = await setUssdPin(t, alice, { pin: '5678', currentPin: '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(USSD_PIN_MESSAGES.currentWrong);
    expect((await pinRow(alice.id))!.failed_attempts).toBe(1);
    expect((await pinRow(alice.id))!.pin_hash).toBe(stored.pin_hash);

    const changed = await setUssdPin(t, alice, { pin: '5678', currentPin: '1234' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(USSD_PIN_MESSAGES.changed);
    expect((await pinRow(alice.id))!.failed_attempts).toBe(0);
  });

  it('refuses a PIN that is not exactly 4 digits, and unknown fields', async () => {
    for (const pin of ['123', '12345', 'abcd', '12 4', '', 1234]) {
      const response = await setUssdPin(t, bob, { pin: pin as string });
      expect(response.status).toBe(400);
      expect(response.body.error?.message).toBe(USSD_PIN_MESSAGES.format);
    }
    expect((await send(t, bob, '/api/profile/ussd-pin', { method: 'PUT', body: { pin: '1234', userId: alice.id } })).status).toBe(400);
    expect(await pinRow(bob.id)).toBeUndefined();
  });

  it("is each person's own: another person's PIN is neither read nor changed", async () => {
    expect((await setUssdPin(t, bob, { pin: '4444' })).status).toBe(200);
    const aliceBefore = (await pinRow(alice.id))!.pin_hash;
    // Bob's change acts on Bob's PIN, whatever he sends.
    expect((await setUssdPin(t, bob, { pin: '9999', currentPin: '5678' })).status).toBe(400);
    expect((await pinRow(alice.id))!.pin_hash).toBe(aliceBefore);
    expect((await send(t, bob, '/api/profile/ussd-pin')).body).toEqual({ isSet: true, lockedUntil: null });
    // And Bob's PIN does not confirm Alice's money moves on USSD.
    const alicePhone = await givePhone(t, alice);
    expect((await ussd(t, alicePhone, '5*100*4444', 'pin-of-another')).text).toBe(USSD_MESSAGES.en.kycRequired);
    await t.database.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', '=', alice.id).execute();
    await send(t, alice, '/api/wallet/payout-accounts', { body: { type: 'mobile_money', name: 'Alice', accountNumber: alicePhone.replace('+254', '0'), bankCode: 'MPESA' } });
    expect((await ussd(t, alicePhone, '5*100*4444', 'pin-of-another-2')).text).toBe(USSD_MESSAGES.en.pinWrong(2));
  });
});

describe('the callback behind USSD_ALLOWED_IPS', () => {
  it('reads the list as addresses and CIDR ranges', () => {
    const allowed = ussdAllowList('196.201.214.0/24, 2001:db8::1');
    expect(allowed('196.201.214.77')).toBe(true);
    expect(allowed('2001:db8::1')).toBe(true);
    expect(allowed('196.201.215.1')).toBe(false);
    expect(allowed('not an ip')).toBe(false);
    expect(ussdAllowList(undefined)('203.0.113.5')).toBe(true);
  });

  it('refuses a caller outside the list with a 403, and serves one inside it', async () => {
    const handled: string[] = [];
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('clientIp', c.req.header('x-test-ip') ?? '');
      c.set('log', pino({ level: 'silent' }));
      await next();
    });
    app.route('/', ussdRoutes({ ussd: { handle: async (r) => (handled.push(r.text), 'END ok') }, secret: () => TEST_USSD_SECRET, allowedIps: '196.201.214.0/24' }));
    const call = (ip: string, secret = TEST_USSD_SECRET) =>
      app.request(`/api/ussd/${secret}`, { method: 'POST', headers: { 'x-test-ip': ip, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'sessionId=s&phoneNumber=%2B254700000001&text=1' });
    expect((await call('203.0.113.9')).status).toBe(403);
    expect((await call('196.201.214.9', 'wrong-secret-wrong-secret')).status).toBe(404);
    const ok = await call('196.201.214.9');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('END ok');
    expect(handled).toEqual(['1']);
  });
});

describe('/dev/ussd', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('shows the keypad to this machine, wired to the callback path, with its script as a file (no inline script)', async () => {
    const page = await (await fetch(`http://localhost:${port}/dev/ussd`)).text();
    expect(page).toContain('Dev USSD phone');
    expect(page).toContain(`data-callback="/api/ussd/${TEST_USSD_SECRET}"`);
    expect(page).toContain('<script src="/dev/ussd.js"></script>');
    const script = await fetch(`http://localhost:${port}/dev/ussd.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('page.dataset.callback');
  });

  it('answers 404 without a local socket, and is never mounted in production', async () => {
    expect((await t.app.request('/dev/ussd')).status).toBe(404);
    expect((await t.app.request('/dev/ussd.js')).status).toBe(404);
    const { buildApp } = await import('../../app');
    const { loadEnv } = await import('../../env');
    const production = buildApp({
      env: loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(32), ALLOW_SIMULATORS: 'true', USSD_CALLBACK_SECRET: TEST_USSD_SECRET }),
      db: t.database.db,
      jobs: t.jobs,
      auth: t.auth,
      paystack: t.paystackDeps,
      log: pino({ level: 'silent' }),
    });
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await production.request('/dev/ussd', {}, local)).status).toBe(404);
    expect((await production.request('/dev/ussd.js', {}, local)).status).toBe(404);
  });
});
