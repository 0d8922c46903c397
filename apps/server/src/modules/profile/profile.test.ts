import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let alice: Client;
let bob: Client;
let aliceId: string;
let bobId: string;

async function member(email: string, username: string, ip: string) {
  const c = client(t, ip);
  const started = new Date();
  await c.json('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: username, username, region: 'KE', isAdultConfirmed: true } });
  const mail = await latestMessageTo(t, email, { after: started });
  await c.request(`/api/auth/verify-email?token=${mail.body_text.match(/verify-email\?token=([^\s]+)/)![1]}`);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await member('alice@example.co.ke', 'Alice_W', '203.0.113.71');
  bob = await member('bob@example.co.ke', 'bob_k', '203.0.113.72');
  aliceId = (await alice.json<{ id: string }>('/api/profile')).body.id;
  bobId = (await bob.json<{ id: string }>('/api/profile')).body.id;
});
afterAll(() => t.close());

describe('own profile', () => {
  it('needs a session: signed out gets 401 with the spec message', async () => {
    const anonymous = client(t);
    for (const [path, method, body] of [
      ['/api/profile', 'GET'],
      ['/api/profile', 'PATCH', { region: 'US' }],
      ['/api/users/search?q=a', 'GET'],
      ['/api/profile/password', 'POST', { password: 'secret123' }],
    ] as const) {
      const res = await anonymous.json<{ error: { message: string } }>(path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.message).toBe('User not authenticated.');
    }
  });

  it('an update changes only the caller: another user cannot change someone else’s profile', async () => {
    const res = await bob.json<{ id: string; region: string }>('/api/profile', { method: 'PATCH', body: { region: 'US' } });
    expect(res.body).toMatchObject({ id: bobId, region: 'US' });
    expect((await alice.json<{ region: string }>('/api/profile')).body.region).toBe('KE');
    // There is no way to name another user: an id in the body is refused, not obeyed.
    const sneaky = await bob.json<{ error: { fields: Record<string, string> } }>('/api/profile', { method: 'PATCH', body: { id: aliceId, region: 'EU' } });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error.fields.id).toBe('Unknown field.');
    // Nor can a user grant themselves protected fields through better-auth's own update endpoint.
    await bob.json('/api/auth/update-user', { body: { kycStatus: 'verified', role: 'admin', balanceFrozen: true } });
    expect((await bob.json<{ kycStatus: string; role: string }>('/api/profile')).body).toMatchObject({ kycStatus: 'unverified', role: 'user' });
  });

  it('keeps the language on the profile: English by default, switched by the caller only, anything else refused (issue #20 §1)', async () => {
    expect((await alice.json<{ locale: string }>('/api/profile')).body.locale).toBe('en');
    const switched = await bob.json<{ locale: string }>('/api/profile', { method: 'PATCH', body: { locale: 'sw' } });
    expect(switched.status).toBe(200);
    expect(switched.body.locale).toBe('sw');
    expect((await bob.json<{ locale: string }>('/api/profile')).body.locale).toBe('sw');
    expect((await alice.json<{ locale: string }>('/api/profile')).body.locale).toBe('en');
    const bad = await alice.json<{ error: { fields: Record<string, string> } }>('/api/profile', { method: 'PATCH', body: { locale: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.locale).toBe('Choose English or Kiswahili.');
    // Bob reads Kiswahili now, and so are his refusals (decision 039).
    const badInKiswahili = await bob.json<{ error: { fields: Record<string, string> } }>('/api/profile', { method: 'PATCH', body: { locale: 'fr' } });
    expect(badInKiswahili.status).toBe(400);
    expect(badInKiswahili.body.error.fields.locale).toBe('Chagua English au Kiswahili.');
    expect((await bob.json<{ locale: string }>('/api/profile')).body.locale).toBe('sw');
    await bob.json('/api/profile', { method: 'PATCH', body: { locale: 'en' } });
  });

  it('refuses a bad region with the spec message and a phone given directly (it needs an SMS code)', async () => {
    const region = await alice.json<{ error: { fields: Record<string, string> } }>('/api/profile', { method: 'PATCH', body: { region: 'UG' } });
    expect(region.body.error.fields.region).toBe('Please select a valid region');
    const phone = await alice.json<{ error: { fields: Record<string, string> } }>('/api/profile', { method: 'PATCH', body: { phone: '+254700000000' } });
    expect(phone.status).toBe(400);
    expect(phone.body.error.fields.phone).toBe('To add or change a phone number, verify it with the SMS code we send.');
  });
});

describe('finding people', () => {
  it('search: blank gives [], matches by prefix ignoring case, never returns the caller', async () => {
    expect((await alice.json<{ users: unknown[] }>('/api/users/search?q=%20%20')).body.users).toEqual([]);
    expect((await alice.json<{ users: { username: string }[] }>('/api/users/search?q=BOB')).body.users).toEqual([{ id: bobId, username: 'bob_k' }]);
    expect((await alice.json<{ users: unknown[] }>('/api/users/search?q=alice')).body.users).toEqual([]);
    // LIKE wildcards are plain text, not patterns.
    expect((await alice.json<{ users: unknown[] }>('/api/users/search?q=%25')).body.users).toEqual([]);
  });

  it('public profiles give only id, username and avatar', async () => {
    const res = await client(t).json<{ profiles: Record<string, unknown>[] }>('/api/users/public-profiles', { body: { userIds: [aliceId, bobId, aliceId] } });
    expect(res.body.profiles.sort((a, b) => String(a.username).localeCompare(String(b.username)))).toEqual([
      { id: aliceId, username: 'Alice_W', avatarUrl: null },
      { id: bobId, username: 'bob_k', avatarUrl: null },
    ]);
  });

  it('nothing tells whether an e-mail has an account: the old e-mail status check answers the same 404 for a member and a stranger', async () => {
    const c = client(t, '198.51.100.200');
    const member = await c.json('/api/account/email-status', { body: { email: 'ALICE@example.co.ke' } });
    const stranger = await c.json('/api/account/email-status', { body: { email: 'nobody@example.co.ke' } });
    expect(member.status).toBe(404);
    expect([stranger.status, stranger.body]).toEqual([member.status, member.body]);
  });
});

describe('optional password for a passwordless account', () => {
  it('can be set once, then used to sign in', async () => {
    const c = client(t, '198.51.100.90');
    const started = new Date();
    await c.json('/api/auth/email-otp/send-verification-otp', { body: { email: 'nopass@example.co.ke', type: 'sign-in' } });
    const code = (await latestMessageTo(t, 'nopass@example.co.ke', { after: started })).body_text.match(/code is (\d{6})/)![1];
    await c.json('/api/auth/sign-in/email-otp', { body: { email: 'nopass@example.co.ke', otp: code } });
    expect((await c.json('/api/profile/password', { body: { password: 'newpass1' } })).status).toBe(200);
    const again = await c.json<{ error: { message: string } }>('/api/profile/password', { body: { password: 'another1' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Your account already has a password.');
    const signIn = await client(t, '198.51.100.91').json('/api/auth/sign-in/email', { body: { email: 'nopass@example.co.ke', password: 'newpass1' } });
    expect(signIn.status).toBe(200);
  });

  it('setting it signs every other device out (a new credential, DOMAIN.md §8); this one stays signed in', async () => {
    const devices = [client(t, '198.51.100.92'), client(t, '198.51.100.93')];
    for (const device of devices) {
      const started = new Date();
      await device.json('/api/auth/email-otp/send-verification-otp', { body: { email: 'twodevices@example.co.ke', type: 'sign-in' } });
      const code = (await latestMessageTo(t, 'twodevices@example.co.ke', { after: started })).body_text.match(/code is (\d{6})/)![1];
      expect((await device.json('/api/auth/sign-in/email-otp', { body: { email: 'twodevices@example.co.ke', otp: code } })).status).toBe(200);
      // One code a minute per address (spec §9): the second device's code may be sent once that has passed.
      await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', '%twodevices@example.co.ke').execute();
    }
    const [phone, laptop] = devices as [ReturnType<typeof client>, ReturnType<typeof client>];
    expect((await laptop.json('/api/profile')).status).toBe(200);
    expect((await phone.json('/api/profile/password', { body: { password: 'newpass1' } })).status).toBe(200);
    expect((await laptop.json('/api/profile')).status).toBe(401);
    expect((await phone.json('/api/profile')).status).toBe(200);
  });
});

describe("the optional 'Add Phone Number' step (issue #16 item 11)", () => {
  const shownAt = async (email: string) => (await t.database.db.selectFrom('users').select('phone_step_shown_at').where('email', '=', email).executeTakeFirstOrThrow()).phone_step_shown_at;

  it('is offered at the first sign-in after the e-mail is confirmed, once: showing it turns it off for good, for the caller only', async () => {
    const carol = await member('carol@example.co.ke', 'carol_p', '203.0.113.73');
    const dave = await member('dave@example.co.ke', 'dave_p', '203.0.113.74');
    expect((await carol.json<{ emailVerified: boolean; offerPhoneStep: boolean }>('/api/profile')).body).toMatchObject({ emailVerified: true, offerPhoneStep: true });

    const shown = await carol.json<{ id: string; offerPhoneStep: boolean }>('/api/profile/phone-step', { method: 'POST', body: {} });
    expect(shown.status).toBe(200);
    expect(shown.body.offerPhoneStep).toBe(false);
    const first = await shownAt('carol@example.co.ke');
    expect(first).toBeInstanceOf(Date);
    // Again: harmless, and the first time is kept.
    expect((await carol.json<{ offerPhoneStep: boolean }>('/api/profile/phone-step', { method: 'POST', body: {} })).body.offerPhoneStep).toBe(false);
    expect(await shownAt('carol@example.co.ke')).toEqual(first);
    expect((await carol.json<{ offerPhoneStep: boolean }>('/api/profile')).body.offerPhoneStep).toBe(false);
    // Carol's call changed nothing of Dave's.
    expect((await dave.json<{ offerPhoneStep: boolean }>('/api/profile')).body.offerPhoneStep).toBe(true);
    expect(await shownAt('dave@example.co.ke')).toBeNull();
  });

  it('is not offered with the e-mail still unconfirmed, nor to an account with a phone; a visitor gets 401', async () => {
    const erin = await member('erin@example.co.ke', 'erin_p', '203.0.113.75');
    await t.database.db.updateTable('users').set({ phone: '+254712000111', phone_verified: true }).where('email', '=', 'erin@example.co.ke').execute();
    expect((await erin.json<{ offerPhoneStep: boolean }>('/api/profile')).body.offerPhoneStep).toBe(false);
    await t.database.db.updateTable('users').set({ phone: null, phone_verified: false, email_verified: false }).where('email', '=', 'erin@example.co.ke').execute();
    expect((await erin.json<{ offerPhoneStep: boolean }>('/api/profile')).body.offerPhoneStep).toBe(false);

    const anonymous = await client(t).json<{ error: { message: string } }>('/api/profile/phone-step', { method: 'POST', body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User not authenticated.');
  });
});
