// Error bodies in the reader's language (issue #20 §1, decision 039), on the whole app against a real
// PostgreSQL: a Kiswahili reader — by their profile, else the locale cookie, else Accept-Language —
// gets Kiswahili messages (validation, business rule, better-auth, rate limit, 404); an English reader
// the spec's English, unchanged; `code` is the same for both.
import { REFERRAL_MESSAGES } from '@changamoto/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, send } from '../../../test/helpers/members';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Err = { error: { code: string; message: string; fields?: Record<string, string> }; code?: string };

async function post(path: string, body: unknown, headers: Record<string, string>, ip: string) {
  const response = await t.app.request(path, { method: 'POST', headers: { Origin: t.env.PUBLIC_URL, 'X-Forwarded-For': ip, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Err };
}

describe('a visitor', () => {
  it('gets a validation error in the language of the locale cookie, fields included', async () => {
    const body = { name: '', email: 'amina@example.co.ke', subject: 'Hi', message: 'Hello' };
    const sw = await post('/api/contact', body, { Cookie: 'locale=sw', 'Accept-Language': 'en' }, '203.0.113.91');
    expect(sw.status).toBe(400);
    expect(sw.body.error).toEqual({ code: 'validation_error', message: 'Jina inahitajika.', fields: { name: 'Jina inahitajika.' } });
    expect(sw.headers.get('content-language')).toBe('sw');
    const en = await post('/api/contact', body, { Cookie: 'locale=en', 'Accept-Language': 'sw' }, '203.0.113.92');
    expect(en.body.error).toEqual({ code: 'validation_error', message: 'Name is required.', fields: { name: 'Name is required.' } });
    expect(en.headers.get('content-language')).toBeNull();
  });

  it("gets better-auth's refusal of a wrong password by Accept-Language, its code unchanged", async () => {
    const body = { email: 'nobody@example.co.ke', password: 'wrong-password' };
    const sw = await post('/api/auth/sign-in/email', body, { 'Accept-Language': 'sw-KE,sw;q=0.9,en;q=0.8' }, '203.0.113.93');
    expect(sw.status).toBe(401);
    expect(sw.body.error.message).toBe('Barua pepe au nenosiri si sahihi');
    expect(sw.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const en = await post('/api/auth/sign-in/email', body, { 'Accept-Language': 'en-GB' }, '203.0.113.94');
    expect(en.body.error.message).toBe('Invalid email or password');
  });

  it('gets the one-code-a-minute refusal (429) and an unknown endpoint (404) in Kiswahili', async () => {
    const headers = { Cookie: 'locale=sw' };
    expect((await post('/api/auth/phone-number/send-otp', { phoneNumber: '+254712000391' }, headers, '203.0.113.95')).status).toBe(200);
    const again = await post('/api/auth/phone-number/send-otp', { phoneNumber: '+254712000391' }, headers, '203.0.113.95');
    expect(again.status).toBe(429);
    expect(again.body.error).toEqual({ code: 'rate_limited', message: 'Umejaribu mara nyingi mno. Tafadhali subiri kabla ya kujaribu tena.' });
    expect(again.headers.get('retry-after')).toBeTruthy();

    const missing = await t.app.request('/api/nothing-here', { headers: { Cookie: 'locale=sw' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Hakuna huduma ya API GET /api/nothing-here.' } });
  });
});

describe('a signed-in person', () => {
  it("gets a business rule's refusal in the language of their profile, over the cookie", async () => {
    const amina = await member(t, 'amina_sw');
    const refer = (cookie: string) => send<Err>(t, amina, '/api/rewards/referral', { method: 'POST', body: { referralCode: 'no_such_user' }, headers: { 'Idempotency-Key': crypto.randomUUID(), Cookie: cookie } });
    const cookies = [...amina.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    const en = await refer(`${cookies}; locale=sw`); // profile still 'en': the profile wins
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({ message: REFERRAL_MESSAGES.unknownCode });

    await t.database.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', amina.id).execute();
    const sw = await refer(`${cookies}; locale=en`);
    expect(sw.status).toBe(en.status);
    expect(sw.body.error.code).toBe(en.body.error.code);
    expect(sw.body.error.message).toBe('Msimbo huo wa rufaa haupo.');

    // A success that carries a message for the person is in their language too; its figures unchanged.
    await member(t, 'baraka_sw');
    const applied = await send<{ success: boolean; message: string; tokens: number }>(t, amina, '/api/rewards/referral', { method: 'POST', body: { referralCode: 'baraka_sw' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ success: true, message: `Msimbo wa rufaa umekubaliwa! Wewe na rafiki yako kila mmoja amepokea tokeni ${applied.body.tokens} za bonasi.`, tokens: applied.body.tokens });
  });
});
