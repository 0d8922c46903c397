// Issue #24 items 2 and 4: an account keeps a way to sign in, a number given up can make a new account,
// and a sign-up with a registered e-mail says so in the spec's words (§8) instead of a false "sent".
import { PROFILE_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { PHONE_ONLY_EMAIL_SUFFIX } from './auth';
import { EMAIL_REGISTERED_MESSAGE } from './registered-email-sign-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string } };
type Profile = { id: string; email: string | null; phone: string | null };
const codeIn = (text: string) => text.match(/code is (\d{6})/)![1]!;
const clearLockouts = () => t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'otp-%').execute();

async function phoneCode(c: Client, phoneNumber: string) {
  const started = new Date();
  await clearLockouts();
  expect((await c.json('/api/auth/phone-number/send-otp', { body: { phoneNumber } })).status).toBe(200);
  // The number may also be told of a change made a moment ago (a security notice): wait for the code's SMS.
  for (;;) {
    const text = (await latestMessageTo(t, phoneNumber, { after: started })).body_text;
    if (/code is \d{6}/.test(text)) return codeIn(text);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function phoneSignIn(phoneNumber: string, ip: string) {
  const c = client(t, ip);
  const signed = await c.json('/api/auth/phone-number/verify', { body: { phoneNumber, code: await phoneCode(c, phoneNumber) } });
  return { c, status: signed.status, body: signed.body };
}

async function emailSignIn(email: string, ip: string) {
  const c = client(t, ip);
  const started = new Date();
  await clearLockouts();
  await c.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
  const otp = codeIn((await latestMessageTo(t, email, { after: started })).body_text);
  expect((await c.json('/api/auth/sign-in/email-otp', { body: { email, otp } })).status).toBe(200);
  return c;
}

describe('the last way to sign in', () => {
  it('a phone-only account cannot remove its phone: refused with a clear message, nothing changed', async () => {
    const { c, status } = await phoneSignIn('+254712345681', '198.51.100.140');
    expect(status).toBe(200);
    const refused = await c.json<Err>('/api/profile', { method: 'PATCH', body: { phone: null } });
    expect([refused.status, refused.body.error]).toEqual([409, { code: 'conflict', message: PROFILE_MESSAGES.lastSignInMethod }]);
    expect((await c.json<Profile>('/api/profile')).body.phone).toBe('+254712345681');
  });

  it('an account with a confirmed e-mail may remove its phone', async () => {
    const c = await emailSignIn('has-email@example.co.ke', '198.51.100.141');
    const code = await phoneCode(c, '+254712345682');
    expect((await c.json('/api/auth/phone-number/verify', { body: { phoneNumber: '+254712345682', code, updatePhoneNumber: true } })).status).toBe(200);
    const removed = await c.json<Profile>('/api/profile', { method: 'PATCH', body: { phone: null } });
    expect([removed.status, removed.body.phone]).toEqual([200, null]);
  });

  it('a number a phone-only account gave up makes a new account (was a 500 on users_email_key)', async () => {
    const first = await phoneSignIn('+254712345683', '198.51.100.142');
    const before = (await first.c.json<Profile>('/api/profile')).body;
    // The owner moves to a new number; the old one is free again.
    const code = await phoneCode(first.c, '+254712345684');
    expect((await first.c.json('/api/auth/phone-number/verify', { body: { phoneNumber: '+254712345684', code, updatePhoneNumber: true } })).status).toBe(200);

    const again = await phoneSignIn('+254712345683', '198.51.100.143');
    expect(again.status).toBe(200);
    const after = (await again.c.json<Profile>('/api/profile')).body;
    expect(after.id).not.toBe(before.id);
    expect(after.phone).toBe('+254712345683');
    // Both accounts have a placeholder address, neither shown.
    expect([before.email, after.email]).toEqual([null, null]);
    const stored = await t.database.db.selectFrom('users').select('email').where('id', 'in', [before.id, after.id]).execute();
    expect(stored.every((row) => row.email.endsWith(PHONE_ONLY_EMAIL_SUFFIX))).toBe(true);
  });
});

describe('sign-up with a registered e-mail', () => {
  const signUp = (c: Client, email: string, username: string) => c.json<Err & { user?: unknown }>('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: username, username, region: 'KE', isAdultConfirmed: true } });

  it("says 'This email is already registered. Try logging in instead.' and sends nothing", async () => {
    const c = client(t, '198.51.100.150');
    expect((await signUp(c, 'amani@example.co.ke', 'amani')).status).toBe(200);
    await latestMessageTo(t, 'amani@example.co.ke'); // the confirmation of the first sign-up
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('dev_outbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('recipient', '=', 'amani@example.co.ke')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sent = await count();

    const again = await signUp(client(t, '198.51.100.151'), 'Amani@Example.co.ke', 'amani2');
    expect([again.status, again.body.error.message]).toEqual([422, EMAIL_REGISTERED_MESSAGE]);
    expect(again.body.user).toBeUndefined();
    expect(await count()).toBe(sent);
    // No account was made under the second username.
    expect(await t.database.db.selectFrom('users').select('id').where('username', '=', 'amani2').executeTakeFirst()).toBeUndefined();
  });

  it('the per-IP sign-up limit still applies to trying addresses', async () => {
    const c = client(t, '198.51.100.152');
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await signUp(c, 'amani@example.co.ke', `amani_try${i}`)).status);
    expect(answers.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
