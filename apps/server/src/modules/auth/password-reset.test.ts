// Forgot password over HTTP (issue #17 part 1, docs/decisions/021): a link by e-mail (1 hour, used
// once) or a code by SMS; the same answer whether an account exists or not; limits per IP and per
// address or number; every session ended; the new password then signs the person in.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { totpFromUri } from '../../../test/helpers/totp';
import { backoffState } from '../rate-limit/rate-limit.repo';
import { GUESS_BACKOFF } from './account-limits';
import { PHONE_ONLY_EMAIL_SUFFIX } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `198.18.0.${(ipCounter += 1)}`;
type Err = { error: { code: string; message: string; fields?: Record<string, string> }; code?: string };

/** A confirmed e-mail + password account (made directly: sign-up has its own per-IP limit). */
async function emailAccount(email: string, { verified = true } = {}): Promise<string> {
  const { password } = await t.auth.$context;
  const username = email.split('@')[0]!.replace(/\W/g, '_').slice(0, 20);
  const user = await t.database.db.insertInto('users').values({ name: username, email, email_verified: verified, username, display_username: username, is_adult_confirmed: true }).returning('id').executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('auth_accounts')
    .values({ account_id: user.id, provider_id: 'credential', user_id: user.id, password: await password.hash('first-secret') })
    .execute();
  return user.id;
}

/** Signed in on a device of its own. */
async function signedIn(email: string, password = 'first-secret'): Promise<Client> {
  const device = client(t, nextIp());
  expect((await device.json('/api/auth/sign-in/email', { body: { email, password } })).status).toBe(200);
  return device;
}

/** A phone-only account (SMS code sign-up), signed in on the device it was made on. */
async function phoneAccount(phone: string): Promise<Client> {
  const started = new Date();
  const device = client(t, nextIp());
  expect((await device.json('/api/auth/phone-number/send-otp', { body: { phoneNumber: phone } })).status).toBe(200);
  const code = codeIn((await latestMessageTo(t, phone, { after: started })).body_text);
  expect((await device.json('/api/auth/phone-number/verify', { body: { phoneNumber: phone, code } })).status).toBe(200);
  return device;
}

const codeIn = (text: string) => text.match(/code is (\d{6})/)![1]!;
const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S*\/auth\/reset-password\?\S+/)![0]);

async function signedOut(device: Client) {
  expect((await device.json('/api/profile')).status).toBe(401);
}

const requestLink = (email: string, ip = nextIp()) => client(t, ip).json<Record<string, unknown>>('/api/auth/request-password-reset', { body: { email } });
const requestCode = (phoneNumber: string, ip = nextIp()) => client(t, ip).json<Record<string, unknown>>('/api/auth/phone-number/request-password-reset', { body: { phoneNumber } });

/** The reset e-mail sent to `email` after `after`, as a link's token and address. */
async function resetLink(email: string, after: Date) {
  const mail = await latestMessageTo(t, email, { after });
  expect(mail.subject).toBe('Reset your Changamoto password');
  const link = linkIn(mail.body_text);
  expect(link.origin + link.pathname).toBe(`${t.env.PUBLIC_URL}/auth/reset-password`);
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

/** How many messages were queued to a recipient (jobs not yet delivered too). */
async function messagesTo(recipient: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'to' = ${recipient}`.execute(t.database.db);
  return rows[0]!.n;
}

async function clearLockouts() {
  await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'reset-%').execute();
}

describe('asking for a reset never says whether an account exists', () => {
  it('an address with an account and one without get the same status and body; only the first gets an e-mail', async () => {
    await emailAccount('amani@example.co.ke');
    const started = new Date();
    const known = await requestLink('amani@example.co.ke');
    const unknown = await requestLink('nobody-here@example.co.ke');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect((await resetLink('amani@example.co.ke', started)).email).toBe('amani@example.co.ke');
    expect(await messagesTo('nobody-here@example.co.ke')).toBe(0);
  });

  it('a number with an account and one without get the same answer; only the first gets an SMS', async () => {
    await phoneAccount('+254700100001');
    const started = new Date();
    const known = await requestCode('+254700100001');
    const unknown = await requestCode('+254700100999');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const sms = await latestMessageTo(t, '+254700100001', { after: started });
    expect(sms.body_text).toMatch(/^Your Changamoto password reset code is \d{6}\./);
    expect(await messagesTo('+254700100999')).toBe(0);
  });

  it('the lockout answers the same too: a second request within 60 s is refused for any address', async () => {
    await emailAccount('baraka@example.co.ke');
    await requestLink('baraka@example.co.ke');
    await requestLink('not-baraka@example.co.ke');
    const known = await requestLink('baraka@example.co.ke');
    const unknown = await requestLink('not-baraka@example.co.ke');
    expect(known.status).toBe(429);
    expect(unknown).toEqual(known);
    expect((known.body as unknown as Err).error.message).toBe('Rate limit exceeded. Please wait before trying again.');
  });

  it("a phone-only account's placeholder address is never e-mailed, and the answer is the same", async () => {
    await phoneAccount('+254700100002');
    const placeholder = (await t.database.db.selectFrom('users').select('email').where('phone', '=', '+254700100002').executeTakeFirstOrThrow()).email;
    expect(placeholder.endsWith(PHONE_ONLY_EMAIL_SUFFIX)).toBe(true);
    const answer = await requestLink(placeholder);
    expect(answer).toEqual(await requestLink('nobody-either@example.co.ke'));
    // A later e-mail reaches the outbox: the placeholder's would have been queued before it.
    await emailAccount('chausiku@example.co.ke');
    const started = new Date();
    await requestLink('chausiku@example.co.ke');
    await resetLink('chausiku@example.co.ke', started);
    expect(await messagesTo(placeholder)).toBe(0);
  });
});

describe('the e-mailed link', () => {
  it('sets a new password with the spec’s rules, ends every session, and the new password signs in', async () => {
    await emailAccount('jabari@example.co.ke');
    const [phone, laptop] = [await signedIn('jabari@example.co.ke'), await signedIn('jabari@example.co.ke')];
    const started = new Date();
    await requestLink('jabari@example.co.ke');
    const { token } = await resetLink('jabari@example.co.ke', started);
    const visitor = client(t, nextIp());

    const short = await visitor.json<Err>('/api/auth/reset-password', { body: { token, newPassword: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields?.newPassword).toBe('Password must be at least 6 characters');
    expect((await phone.json('/api/profile')).status).toBe(200); // nothing happened yet

    expect((await visitor.json('/api/auth/reset-password', { body: { token, newPassword: 'after-reset' } })).status).toBe(200);
    await signedOut(phone);
    await signedOut(laptop);
    expect((await visitor.json<Err>('/api/auth/sign-in/email', { body: { email: 'jabari@example.co.ke', password: 'first-secret' } })).status).toBe(401);
    expect((await visitor.json('/api/auth/sign-in/email', { body: { email: 'jabari@example.co.ke', password: 'after-reset' } })).status).toBe(200);
    expect((await visitor.json<{ email: string }>('/api/profile')).body.email).toBe('jabari@example.co.ke');
  });

  it('works once: the same link again is refused with INVALID_TOKEN', async () => {
    await emailAccount('wambui@example.co.ke');
    const started = new Date();
    await requestLink('wambui@example.co.ke');
    const { token } = await resetLink('wambui@example.co.ke', started);
    const visitor = client(t, nextIp());
    expect((await visitor.json('/api/auth/reset-password', { body: { token, newPassword: 'after-reset' } })).status).toBe(200);
    const again = await visitor.json<Err>('/api/auth/reset-password', { body: { token, newPassword: 'another-one' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await visitor.json('/api/auth/sign-in/email', { body: { email: 'wambui@example.co.ke', password: 'after-reset' } })).status).toBe(200);
  });

  it('works for 1 hour: an expired link is refused and the password is unchanged', async () => {
    await emailAccount('kamau@example.co.ke');
    const started = new Date();
    await requestLink('kamau@example.co.ke');
    const { token } = await resetLink('kamau@example.co.ke', started);
    // better-auth's table is not in our Kysely schema.
    const { rows } = await sql<{ id: string; expires_at: Date }>`SELECT id, expires_at FROM auth_verifications WHERE identifier = ${`reset-password:${token}`}`.execute(t.database.db);
    const row = rows[0]!;
    const lifetime = new Date(row.expires_at).getTime() - started.getTime();
    expect(lifetime).toBeGreaterThan(3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000 + 60_000);

    // The hour passes.
    await sql`UPDATE auth_verifications SET expires_at = now() - interval '1 second' WHERE id = ${row.id}`.execute(t.database.db);
    const expired = await client(t, nextIp()).json<Err>('/api/auth/reset-password', { body: { token, newPassword: 'after-reset' } });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    expect((await client(t, nextIp()).json('/api/auth/sign-in/email', { body: { email: 'kamau@example.co.ke', password: 'first-secret' } })).status).toBe(200);
  });

  it('confirms an address never confirmed (the link proved the inbox), so the new password signs in', async () => {
    await emailAccount('unconfirmed@example.co.ke', { verified: false });
    const started = new Date();
    await requestLink('unconfirmed@example.co.ke');
    const { token } = await resetLink('unconfirmed@example.co.ke', started);
    const device = client(t, nextIp());
    expect((await device.json('/api/auth/reset-password', { body: { token, newPassword: 'after-reset' } })).status).toBe(200);
    expect((await device.json('/api/auth/sign-in/email', { body: { email: 'unconfirmed@example.co.ke', password: 'after-reset' } })).status).toBe(200);
  });

  it('a two-factor account still faces its second factor when signing in with the new password', async () => {
    await emailAccount('totp-reset@example.co.ke');
    const setup = await signedIn('totp-reset@example.co.ke');
    const enabled = await setup.json<{ totpURI: string }>('/api/auth/two-factor/enable', { body: { password: 'first-secret' } });
    expect((await setup.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } })).status).toBe(200);

    const started = new Date();
    await requestLink('totp-reset@example.co.ke');
    const { token } = await resetLink('totp-reset@example.co.ke', started);
    const device = client(t, nextIp());
    expect((await device.json('/api/auth/reset-password', { body: { token, newPassword: 'after-reset' } })).status).toBe(200);
    await signedOut(setup);
    const signIn = await device.json<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', { body: { email: 'totp-reset@example.co.ke', password: 'after-reset' } });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    await signedOut(device);
    expect((await device.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } })).status).toBe(200);
    expect((await device.json('/api/profile')).status).toBe(200);
  });
});

describe('the SMS code (an account with a phone)', () => {
  it('resets the password, ends every session, and the new password signs in with the phone number', async () => {
    const first = await phoneAccount('+254700200001');
    const second = client(t, nextIp());
    {
      const started = new Date();
      await t.database.db.deleteFrom('rate_limit_counters').where('key', '=', 'otp-phone:+254700200001').execute();
      await second.json('/api/auth/phone-number/send-otp', { body: { phoneNumber: '+254700200001' } });
      const code = codeIn((await latestMessageTo(t, '+254700200001', { after: started })).body_text);
      expect((await second.json('/api/auth/phone-number/verify', { body: { phoneNumber: '+254700200001', code } })).status).toBe(200);
    }
    const started = new Date();
    await requestCode('+254700200001');
    const code = codeIn((await latestMessageTo(t, '+254700200001', { after: started })).body_text);
    const device = client(t, nextIp());

    const short = await device.json<Err>('/api/auth/phone-number/reset-password', { body: { phoneNumber: '+254700200001', otp: code, newPassword: '12345' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields?.newPassword).toBe('Password must be at least 6 characters');

    expect((await device.json('/api/auth/phone-number/reset-password', { body: { phoneNumber: '+254700200001', otp: code, newPassword: 'phone-secret' } })).status).toBe(200);
    await signedOut(first);
    await signedOut(second);
    // The code is spent.
    expect((await device.json('/api/auth/phone-number/reset-password', { body: { phoneNumber: '+254700200001', otp: code, newPassword: 'other-secret' } })).status).toBe(400);
    expect((await device.json('/api/auth/sign-in/phone-number', { body: { phoneNumber: '+254700200001', password: 'wrong-secret' } })).status).toBe(401);
    expect((await device.json('/api/auth/sign-in/phone-number', { body: { phoneNumber: '+254700200001', password: 'phone-secret' } })).status).toBe(200);
    expect((await device.json<{ phone: string }>('/api/profile')).body.phone).toBe('+254700200001');
  });

  it('wrong codes slow that number down from any address (per account), and the right code after the wait clears it', async () => {
    await phoneAccount('+254700200002');
    const key = 'code:phone:+254700200002';
    const started = new Date();
    await requestCode('+254700200002');
    const code = codeIn((await latestMessageTo(t, '+254700200002', { after: started })).body_text);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guess = (otp: string) => client(t, nextIp()).json<Err>('/api/auth/phone-number/reset-password', { body: { phoneNumber: '+254700200002', otp, newPassword: 'guessed-secret' } });
    const passWait = () => sql`UPDATE rate_limit_counters SET window_started_at = window_started_at - make_interval(secs => ${GUESS_BACKOFF.capSeconds + 1}) WHERE key = ${key}`.execute(t.database.db);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess(wrong)).status);
    expect(statuses).not.toContain(429);
    for (let i = 0; i < 2; i++) {
      await passWait();
      expect((await guess(wrong)).status).not.toBe(429);
    }
    expect((await backoffState(t.database.db, key, GUESS_BACKOFF))?.waitSeconds).toBe(4);
    const slowed = await guess(wrong);
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.message).toBe('Too many attempts. Please try again later.');

    // better-auth spent that code after 5 wrong guesses; a new one, after the wait, works and clears the count.
    await clearLockouts();
    const again = new Date();
    await requestCode('+254700200002');
    const fresh = codeIn((await latestMessageTo(t, '+254700200002', { after: again })).body_text);
    await passWait();
    expect((await guess(fresh)).status).toBe(200);
    expect(await t.database.db.selectFrom('rate_limit_counters').select('key').where('key', '=', key).execute()).toEqual([]);
  });
});

describe('limits per address or number, and per IP', () => {
  it('per address: one request per 60 s, and after three a growing wait, alike for an address with an account and one without', async () => {
    await emailAccount('zuri@example.co.ke');
    for (const email of ['zuri@example.co.ke', 'not-zuri@example.co.ke']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        await clearLockouts(); // the one-per-60-s lockout is the test above
        statuses.push((await requestLink(email)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      // The same counter whatever the spelling of the address.
      await clearLockouts();
      expect((await requestLink(email.toUpperCase())).status).toBe(429);
    }
  });

  it('per number: the same lockout, shared with sign-in codes', async () => {
    await phoneAccount('+254700300001');
    await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', '%+254700300001').execute();
    expect((await requestCode('+254700300001')).status).toBe(200);
    const again = await requestCode('+254700300001');
    expect(again.status).toBe(429);
    expect((await requestCode('+254700300999')).status).toBe(200);
    expect((await requestCode('+254700300999')).status).toBe(429);
  });

  it('per IP: 30 requests a minute from one address, then 429 with Retry-After; another address is not slowed', async () => {
    const ip = '198.19.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await requestLink(`flood-${i}@example.co.ke`, ip)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await client(t, ip).request('/api/auth/request-password-reset', { body: { email: 'flood-more@example.co.ke' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestLink('flood-other@example.co.ke', '198.19.0.2')).status).toBe(200);
  });

  it('per IP: trying reset links is limited like a sign-in (10 a minute)', async () => {
    const device = client(t, '198.19.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await device.json('/api/auth/reset-password', { body: { token: `guess-${i}`, newPassword: 'secret123' } })).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
