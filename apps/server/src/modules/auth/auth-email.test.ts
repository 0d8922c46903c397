import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, username: string, password = 'secret123') => ({
  email,
  password,
  name: username,
  username,
  region: 'KE',
  isAdultConfirmed: true,
});

describe('sign-up with e-mail and password', () => {
  it('creates the account, sends a confirmation link, and signs in only after confirming', async () => {
    const c = client(t);
    const started = new Date();
    const signed = await c.json<{ token: string | null; user: { email: string } }>('/api/auth/sign-up/email', { body: signUp('amina@example.co.ke', 'Amina_K') });
    expect(signed.status).toBe(200);
    expect(signed.body.token).toBeNull(); // no session until the e-mail is confirmed (spec §4 sign-up outcome)
    expect((await c.json('/api/profile')).status).toBe(401);

    const mail = await latestMessageTo(t, 'amina@example.co.ke', { after: started });
    expect(mail.subject).toBe('Confirm your e-mail for Changamoto');
    const token = mail.body_text.match(/verify-email\?token=([^\s]+)/)?.[1];
    expect(token).toBeTruthy();

    const verified = await c.request(`/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    const profile = await c.json<{ username: string; email: string; emailVerified: boolean; region: string; isAdultConfirmed: boolean; kycStatus: string; role: string }>('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ username: 'Amina_K', email: 'amina@example.co.ke', emailVerified: true, region: 'KE', isAdultConfirmed: true, kycStatus: 'unverified', role: 'user' });
  });

  it('refuses a password sign-in before the e-mail is confirmed', async () => {
    const c = client(t);
    await c.json('/api/auth/sign-up/email', { body: signUp('baraka@example.co.ke', 'baraka') });
    const res = await c.json<{ error: { message: string }; code: string }>('/api/auth/sign-in/email', { body: { email: 'baraka@example.co.ke', password: 'secret123' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});
