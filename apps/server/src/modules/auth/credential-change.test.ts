// DOMAIN.md §8 (ASVS 3.3.3): a password change or reset ends every other session of the account.
// The web app has no password change or reset yet (issue #17 builds them), so their better-auth
// endpoints are not mounted (auth-surface.ts): these tests call them server-side through auth.api,
// which is how the configuration that ends the sessions is checked until the pages exist.
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

it('the password change and reset endpoints are not reachable over HTTP until the web app uses them', async () => {
  const visitor = client(t, nextIp());
  for (const path of ['/api/auth/change-password', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/email-otp/reset-password']) {
    expect((await visitor.json(path, { body: {} })).status).toBe(404);
  }
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

  it('a password reset by link ends every session; the person signs in again with the new password', async () => {
    const [phone, laptop] = await signedInTwice('jabari@example.co.ke', 'jabari');
    const started = new Date();
    const stranger = client(t, nextIp());
    await t.auth.api.requestPasswordReset({ body: { email: 'jabari@example.co.ke', redirectTo: '/auth/reset-password' } });
    const token = (await latestMessageTo(t, 'jabari@example.co.ke', { after: started })).body_text.match(/reset-password\?token=([^\s]+)/)![1];
    await t.auth.api.resetPassword({ body: { token: token!, newPassword: 'after-reset' } });

    await signedOut(phone);
    await signedOut(laptop);
    expect((await stranger.json('/api/auth/sign-in/email', { body: { email: 'jabari@example.co.ke', password: 'after-reset' } })).status).toBe(200);
  });

  it('a password reset by e-mail code ends every session too', async () => {
    const [phone, laptop] = await signedInTwice('nyokabi@example.co.ke', 'nyokabi');
    const started = new Date();
    await t.auth.api.sendVerificationOTP({ body: { email: 'nyokabi@example.co.ke', type: 'forget-password' } });
    const otp = (await latestMessageTo(t, 'nyokabi@example.co.ke', { after: started })).body_text.match(/code is (\d{6})/)![1];
    await t.auth.api.resetPasswordEmailOTP({ body: { email: 'nyokabi@example.co.ke', otp: otp!, password: 'after-reset' } });

    await signedOut(phone);
    await signedOut(laptop);
  });
});
