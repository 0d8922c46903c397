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

async function confirmedUser(email: string, username: string, ip = '203.0.113.60') {
  const c = client(t, ip);
  const started = new Date();
  await c.json('/api/auth/sign-up/email', { body: signUp(email, username) });
  const mail = await latestMessageTo(t, email, { after: started });
  await c.request(`/api/auth/verify-email?token=${mail.body_text.match(/verify-email\?token=([^\s]+)/)![1]}`);
  return c;
}

describe('password sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    await confirmedUser('kamau@example.co.ke', 'kamau');
    const c = client(t, '203.0.113.61');
    const wrong = await c.json<{ code: string }>('/api/auth/sign-in/email', { body: { email: 'kamau@example.co.ke', password: 'not-it-123' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const right = await c.json('/api/auth/sign-in/email', { body: { email: 'kamau@example.co.ke', password: 'secret123' } });
    expect(right.status).toBe(200);
    expect((await c.json<{ username: string }>('/api/profile')).body.username).toBe('kamau');
  });

  it('limits password attempts per IP (10 a minute) with a 429', async () => {
    const c = client(t, '203.0.113.99');
    const statuses: number[] = [];
    // A different account each time: one account's own limit (auth-rate-limit.test.ts) would start sooner.
    for (let i = 0; i < 12; i++) statuses.push((await c.json('/api/auth/sign-in/email', { body: { email: `guess-${i}@example.co.ke`, password: `guess-${i}-xx` } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('usernames', () => {
  it('are unique ignoring case, at sign-up and on profile update', async () => {
    await confirmedUser('first@example.co.ke', 'Mwangi');
    const dup = await client(t, '203.0.113.62').json<{ code: string }>('/api/auth/sign-up/email', { body: signUp('second@example.co.ke', 'mwangi') });
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe('USERNAME_IS_ALREADY_TAKEN');

    const other = await confirmedUser('third@example.co.ke', 'third_one', '203.0.113.63');
    const taken = await other.json<{ error: { message: string } }>('/api/profile', { method: 'PATCH', body: { username: 'MWANGI' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Username already taken. Please choose another.');

    const exists = await other.json<{ exists: boolean }>('/api/users/username-exists?username=mWaNgI');
    expect(exists.body).toEqual({ exists: true });
    expect((await other.json<{ exists: boolean }>('/api/users/username-exists?username=nobody_here')).body).toEqual({ exists: false });
  });

  it.each(['ab', 'a'.repeat(21), 'has space', 'dash-ed'])('refuses %j with the format message', async (username) => {
    const c = await confirmedUser(`fmt-${username.length}-${username.replace(/\W/g, '')}@example.co.ke`, `fmt_${username.length}_${username.replace(/\W/g, '').slice(0, 8)}`, '203.0.113.64');
    const res = await c.json<{ error: { message: string; fields: Record<string, string> } }>('/api/profile', { method: 'PATCH', body: { username } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.username).toBe('Username must be 3-20 characters: letters, numbers and underscores only.');
  });
});
