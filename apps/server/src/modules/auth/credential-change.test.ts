// DOMAIN.md §8 (ASVS 3.3.3): a password change or reset ends every other session of the account.
// The resets the web offers (issue #17 part 1: a link by e-mail, a code by SMS) are mounted and tested
// here over HTTP (the rest of their behaviour: password-reset.test.ts). The web has no password change
// yet, so change-password is not mounted (auth-surface.ts) and is called server-side through auth.api.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `192.0.2.${(ipCounter += 1)}`;

/** A confirmed e-mail + password account, signed in on two devices. */
async function signedInTwice(email: string, username: string): Promise<[Client, Client]> {
  const started = new Date();
  const setup = client(t, nextIp());
  await setup.json('/api/auth/sign-up/email', { body: { email, password: 'first-secret', name: username, username, region: 'KE', isAdultConfirmed: true } });
  const mail = await latestMessageTo(t, email, { after: started });
  await setup.request(`/api/auth/verify-email?token=${mail.body_text.match(/verify-email\?token=([^\s]+)/)![1]}`);
  const devices: Client[] = [];
  for (const ip of [nextIp(), nextIp()]) {
    const device = client(t, ip);
    const signIn = await device.json('/api/auth/sign-in/email', { body: { email, password: 'first-secret' } });
    expect(signIn.status).toBe(200);
    devices.push(device);
  }
  return devices as [Client, Client];
}

const headersOf = (device: Client) => new Headers({ cookie: [...device.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: t.env.PUBLIC_URL });

async function signedOut(device: Client) {
  expect((await device.json('/api/profile')).status).toBe(401);
  expect(await t.auth.api.getSession({ headers: headersOf(device) })).toBeNull();
}

it('the password change and the resets the web does not offer (by e-mail code) are not reachable over HTTP', async () => {
  const visitor = client(t, nextIp());
  for (const path of ['/api/auth/change-password', '/api/auth/email-otp/reset-password', '/api/auth/forget-password/email-otp', '/api/auth/email-otp/request-password-reset']) {
    expect((await visitor.json(path, { body: {} })).status).toBe(404);
  }
  expect((await visitor.request('/api/auth/reset-password/some-token?callbackURL=/')).status).toBe(404);
});

describe('a credential change ends the other sessions (DOMAIN.md §8)', () => {
  it('a password change signs every other device out, even when the body asks to keep them; the changing device stays signed in', async () => {
    const [phone, laptop] = await signedInTwice('zawadi@example.co.ke', 'zawadi');
    expect((await laptop.json('/api/profile')).status).toBe(200);

    const changed = await t.auth.api.changePassword({ headers: headersOf(phone), body: { currentPassword: 'first-secret', newPassword: 'second-secret', revokeOtherSessions: false }, asResponse: true });
    expect(changed.status).toBe(200);
    // The changing device keeps a session: the new cookie better-auth sets replaces the old one.
    for (const cookie of changed.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      phone.cookies.set(name!.trim(), value.join('='));
    }

    await signedOut(laptop);
    expect((await phone.json<{ email: string }>('/api/profile')).body.email).toBe('zawadi@example.co.ke');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'zawadi@example.co.ke'`.execute(t.database.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('a password reset by the e-mailed link (over HTTP) ends every session; the person signs in again with the new password', async () => {
    const [phone, laptop] = await signedInTwice('jabari@example.co.ke', 'jabari');
    const started = new Date();
    const stranger = client(t, nextIp());
    expect((await stranger.json('/api/auth/request-password-reset', { body: { email: 'jabari@example.co.ke' } })).status).toBe(200);
    const token = (await latestMessageTo(t, 'jabari@example.co.ke', { after: started })).body_text.match(/reset-password\?token=([^&\s]+)/)![1]!;
    expect((await stranger.json('/api/auth/reset-password', { body: { token: decodeURIComponent(token), newPassword: 'after-reset' } })).status).toBe(200);

    await signedOut(phone);
    await signedOut(laptop);
    expect((await stranger.json('/api/auth/sign-in/email', { body: { email: 'jabari@example.co.ke', password: 'after-reset' } })).status).toBe(200);
  });

  it('a password reset by SMS code (over HTTP) ends every session too', async () => {
    const phoneNumber = '+254700400001';
    const device = client(t, nextIp());
    let started = new Date();
    await device.json('/api/auth/phone-number/send-otp', { body: { phoneNumber } });
    const signUpCode = (await latestMessageTo(t, phoneNumber, { after: started })).body_text.match(/code is (\d{6})/)![1];
    expect((await device.json('/api/auth/phone-number/verify', { body: { phoneNumber, code: signUpCode } })).status).toBe(200);
    expect((await device.json('/api/profile')).status).toBe(200);

    started = new Date();
    const stranger = client(t, nextIp());
    expect((await stranger.json('/api/auth/phone-number/request-password-reset', { body: { phoneNumber } })).status).toBe(200);
    const otp = (await latestMessageTo(t, phoneNumber, { after: started })).body_text.match(/code is (\d{6})/)![1];
    expect((await stranger.json('/api/auth/phone-number/reset-password', { body: { phoneNumber, otp, newPassword: 'after-reset' } })).status).toBe(200);

    await signedOut(device);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = ${phoneNumber}`.execute(t.database.db);
    expect(rows[0]!.n).toBe(0);
  });
});
