import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { OTP_RATE_LIMIT_MESSAGE, PHONE_TAKEN_MESSAGE, SUSPENDED_MESSAGE } from './auth.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codeIn = (text: string) => text.match(/code is (\d{6})/)?.[1];
type Err = { error: { code: string; message: string }; code?: string };

async function emailCode(email: string, ip?: string) {
  const started = new Date();
  const c = client(t, ip);
  const sent = await c.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
  expect(sent.status).toBe(200);
  const mail = await latestMessageTo(t, email, { after: started });
  return { c, code: codeIn(mail.body_text)!, mail };
}

describe('passwordless e-mail code', () => {
  it('signs a new person in with the 6-digit code; the account has no username until they complete their profile', async () => {
    const { c, code, mail } = await emailCode('njeri@example.co.ke');
    expect(code).toMatch(/^\d{6}$/);
    // The link goes to a page that signs in only on a click (mail scanners just fetch links).
    expect(mail.body_text).toContain(`http://localhost:3000/auth/email-link?email=njeri%40example.co.ke&code=${code}`);
    const signed = await c.json<{ user: { email: string } }>('/api/auth/sign-in/email-otp', { body: { email: 'njeri@example.co.ke', otp: code } });
    expect(signed.status).toBe(200);
    const profile = await c.json<{ username: string | null; emailVerified: boolean }>('/api/profile');
    expect(profile.body).toMatchObject({ username: null, emailVerified: true });

    const completed = await c.json<{ username: string; region: string; isAdultConfirmed: boolean }>('/api/profile', { method: 'PATCH', body: { username: 'Njeri_W', region: 'EU', isAdultConfirmed: true } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ username: 'Njeri_W', region: 'EU', isAdultConfirmed: true });
  });

  it('refuses a wrong code and an expired code', async () => {
    const { c, code } = await emailCode('wrongcode@example.co.ke', '198.51.100.31');
    const wrong = await c.json<Err>('/api/auth/sign-in/email-otp', { body: { email: 'wrongcode@example.co.ke', otp: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_OTP');

    await t.database.db.executeQuery(sql`UPDATE auth_verifications SET expires_at = now() - interval '1 minute' WHERE identifier LIKE ${'%wrongcode@example.co.ke%'}`.compile(t.database.db));
    const expired = await c.json<Err>('/api/auth/sign-in/email-otp', { body: { email: 'wrongcode@example.co.ke', otp: code } });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('OTP_EXPIRED');
  });

  it('allows one code per e-mail per 60 seconds, whatever the IP, with the spec message', async () => {
    await emailCode('lockout@example.co.ke', '198.51.100.41');
    const again = await client(t, '198.51.100.42').json<Err>('/api/auth/email-otp/send-verification-otp', { body: { email: 'LockOut@example.co.ke', type: 'sign-in' } });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(OTP_RATE_LIMIT_MESSAGE);
    // Another address is not affected.
    await emailCode('other-lockout@example.co.ke', '198.51.100.41');
  });
});

describe('phone code (Kenya, +254)', () => {
  it('signs in with an SMS code and creates a phone account; a second code within 60 s is refused', async () => {
    const c = client(t, '198.51.100.51');
    const started = new Date();
    expect((await c.json('/api/auth/phone-number/send-otp', { body: { phoneNumber: '+254712345678' } })).status).toBe(200);
    const sms = await latestMessageTo(t, '+254712345678', { after: started });
    expect(sms.channel).toBe('sms');
    const code = codeIn(sms.body_text)!;

    const again = await c.json<Err>('/api/auth/phone-number/send-otp', { body: { phoneNumber: '+254712345678' } });
    expect(again.status).toBe(429);
    expect(again.body.error.message).toBe(OTP_RATE_LIMIT_MESSAGE);

    const wrong = await c.json<Err>('/api/auth/phone-number/verify', { body: { phoneNumber: '+254712345678', code: code === '123456' ? '654321' : '123456' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_OTP');

    const verified = await c.json('/api/auth/phone-number/verify', { body: { phoneNumber: '+254712345678', code } });
    expect(verified.status).toBe(200);
    const profile = await c.json<{ phone: string; username: string | null }>('/api/profile');
    expect(profile.body).toMatchObject({ phone: '+254712345678', username: null });
  });

  it('refuses a phone that already belongs to another account before any SMS is sent (issue #24 item 9)', async () => {
    const { c, code } = await emailCode('phone-taker@example.co.ke', '198.51.100.61');
    await c.json('/api/auth/sign-in/email-otp', { body: { email: 'phone-taker@example.co.ke', otp: code } });
    const started = new Date();
    // The number was used above less than 60 s ago: clear the lockout to test the ownership rule alone.
    await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'otp-phone:%').execute();
    const refused = await c.json<Err>('/api/auth/phone-number/send-otp', { body: { phoneNumber: '+254712345678' } });
    expect([refused.status, refused.body.error]).toEqual([409, { code: 'conflict', message: PHONE_TAKEN_MESSAGE }]);
    await expect(latestMessageTo(t, '+254712345678', { after: started, timeoutMs: 1500 })).rejects.toThrow(/no message/);
    // Nor did the refusal use up the number's 60 s lockout: its owner can still ask for a sign-in code.
    expect((await client(t, '198.51.100.62').json('/api/auth/phone-number/send-otp', { body: { phoneNumber: '+254712345678' } })).status).toBe(200);
    // better-auth's own check stays behind it, should a code reach the account some other way.
    const sms = await latestMessageTo(t, '+254712345678', { after: started });
    const taken = await c.json<Err>('/api/auth/phone-number/verify', { body: { phoneNumber: '+254712345678', code: codeIn(sms.body_text)!, updatePhoneNumber: true } });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('PHONE_NUMBER_EXIST');
  });
});

describe('suspended accounts', () => {
  it('get no code and cannot sign in, with a clear message', async () => {
    const c = client(t, '198.51.100.71');
    await c.json('/api/auth/sign-up/email', { body: { email: 'suspended@example.co.ke', password: 'secret123', name: 'susp', username: 'susp', region: 'KE', isAdultConfirmed: true } });
    await latestMessageTo(t, 'suspended@example.co.ke'); // the sign-up confirmation, sent by a job
    await t.database.db.updateTable('users').set({ email_verified: true, banned: true, ban_reason: 'fraud' }).where('email', '=', 'suspended@example.co.ke').execute();

    const before = await t.database.db
      .selectFrom('dev_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('recipient', '=', 'suspended@example.co.ke')
      .executeTakeFirstOrThrow();
    const otp = await c.json<Err>('/api/auth/email-otp/send-verification-otp', { body: { email: 'suspended@example.co.ke', type: 'sign-in' } });
    expect(otp.status).toBe(403);
    expect(otp.body.error.message).toBe(SUSPENDED_MESSAGE);

    const password = await c.json<Err>('/api/auth/sign-in/email', { body: { email: 'suspended@example.co.ke', password: 'secret123' } });
    expect(password.status).toBe(403);
    expect(password.body.error.message).toBe(SUSPENDED_MESSAGE);
    expect((await c.json('/api/profile')).status).toBe(401);

    await new Promise((resolve) => setTimeout(resolve, 700)); // give a stray e-mail job the time to land
    const after = await t.database.db
      .selectFrom('dev_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('recipient', '=', 'suspended@example.co.ke')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('an expired suspension no longer blocks', async () => {
    await t.database.db
      .updateTable('users')
      .set({ ban_expires: new Date(Date.now() - 1000) })
      .where('email', '=', 'suspended@example.co.ke')
      .execute();
    const otp = await client(t, '198.51.100.72').json('/api/auth/email-otp/send-verification-otp', { body: { email: 'suspended@example.co.ke', type: 'sign-in' } });
    expect(otp.status).toBe(200);
  });
});

describe('a suspension during an open session', () => {
  it('ends access at once: the open session no longer reaches the API', async () => {
    const { c, code } = await emailCode('midsession@example.co.ke', '198.51.100.81');
    await c.json('/api/auth/sign-in/email-otp', { body: { email: 'midsession@example.co.ke', otp: code } });
    expect((await c.json('/api/profile')).status).toBe(200);
    await t.database.db.updateTable('users').set({ banned: true }).where('email', '=', 'midsession@example.co.ke').execute();
    expect((await c.json('/api/profile')).status).toBe(401);
  });
});

describe('code guessing', () => {
  it('stops accepting a code after 5 wrong tries, even the right one', async () => {
    const { c, code } = await emailCode('guesser@example.co.ke', '198.51.100.95');
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await c.json<Err>('/api/auth/sign-in/email-otp', { body: { email: 'guesser@example.co.ke', otp: wrong } })).body.code ?? '');
    expect(codes.slice(0, 5).every((value) => value === 'INVALID_OTP' || value === 'TOO_MANY_ATTEMPTS')).toBe(true);
    const right = await c.json<Err>('/api/auth/sign-in/email-otp', { body: { email: 'guesser@example.co.ke', otp: code } });
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('many people behind one IP (carrier-grade NAT)', () => {
  it('can each get a code: the per-IP limit is not better-auth’s default of 3 a minute', async () => {
    const c = client(t, '198.51.100.250');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await c.json('/api/auth/email-otp/send-verification-otp', { body: { email: `nat-${i}@example.co.ke`, type: 'sign-in' } })).status);
    expect(statuses).toEqual(Array(8).fill(200));
  });
});
