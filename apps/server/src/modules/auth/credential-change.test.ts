// DOMAIN.md §8 (ASVS 3.3.3): a password change or reset ends every other session of the account.
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

async function signedOut(device: Client) {
  expect((await device.json('/api/profile')).status).toBe(401);
  // better-auth answers 200 with no session rather than 401 here.
  expect((await device.json('/api/auth/get-session')).body).toBeNull();
}

describe('a credential change ends the other sessions (DOMAIN.md §8)', () => {
  it('a password change signs every other device out, even when the body asks to keep them; the changing device stays signed in', async () => {
    const [phone, laptop] = await signedInTwice('zawadi@example.co.ke', 'zawadi');
    expect((await laptop.json('/api/profile')).status).toBe(200);

    const changed = await phone.json('/api/auth/change-password', { body: { currentPassword: 'first-secret', newPassword: 'second-secret', revokeOtherSessions: false } });
    expect(changed.status).toBe(200);

    await signedOut(laptop);
    expect((await phone.json<{ email: string }>('/api/profile')).body.email).toBe('zawadi@example.co.ke');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'zawadi@example.co.ke'`.execute(t.database.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('a password reset by link ends every session; the person signs in again with the new password', async () => {
    const [phone, laptop] = await signedInTwice('jabari@example.co.ke', 'jabari');
    const started = new Date();
    const stranger = client(t, nextIp());
    expect((await stranger.json('/api/auth/request-password-reset', { body: { email: 'jabari@example.co.ke', redirectTo: '/auth/reset-password' } })).status).toBe(200);
    const token = (await latestMessageTo(t, 'jabari@example.co.ke', { after: started })).body_text.match(/reset-password\?token=([^\s]+)/)![1];
    expect((await stranger.json('/api/auth/reset-password', { body: { token, newPassword: 'after-reset' } })).status).toBe(200);

    await signedOut(phone);
    await signedOut(laptop);
    expect((await stranger.json('/api/auth/sign-in/email', { body: { email: 'jabari@example.co.ke', password: 'after-reset' } })).status).toBe(200);
  });

  it('a password reset by e-mail code ends every session too', async () => {
    const [phone, laptop] = await signedInTwice('nyokabi@example.co.ke', 'nyokabi');
    const started = new Date();
    const stranger = client(t, nextIp());
    expect((await stranger.json('/api/auth/email-otp/send-verification-otp', { body: { email: 'nyokabi@example.co.ke', type: 'forget-password' } })).status).toBe(200);
    const otp = (await latestMessageTo(t, 'nyokabi@example.co.ke', { after: started })).body_text.match(/code is (\d{6})/)![1];
    expect((await stranger.json('/api/auth/email-otp/reset-password', { body: { email: 'nyokabi@example.co.ke', otp, password: 'after-reset' } })).status).toBe(200);

    await signedOut(phone);
    await signedOut(laptop);
  });
});
