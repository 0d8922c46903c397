// Google sign-in through OpenID discovery, against a local OIDC server speaking the same protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/helpers/oidc';
import { client, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'changamoto-web', GOOGLE_CLIENT_SECRET: 'shh', GOOGLE_DISCOVERY_URL: google.discoveryUrl } });
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

/** What the browser does: ask for the Google URL, follow Google's redirect back to our callback. */
async function signInWithGoogle(c: Client): Promise<Response> {
  const start = await c.json<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: '/auth/callback', newUserCallbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
  });
  expect(start.status).toBe(200);
  const authorize = await fetch(start.body.url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/callback/google');
  return c.request(`${back.pathname}${back.search}`);
}

describe('Continue with Google', () => {
  it('is advertised as available when configured', async () => {
    expect((await client(t).json<{ googleSignInEnabled: boolean }>('/api/config')).body.googleSignInEnabled).toBe(true);
  });

  it('creates a new account (no username yet: Complete Your Profile) and signs in', async () => {
    google.as({ sub: 'g-100', email: 'zawadi@gmail.com' });
    const c = client(t);
    const callback = await signInWithGoogle(c);
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!, t.env.PUBLIC_URL).pathname).toBe('/auth/callback');
    const profile = await c.json<{ email: string; username: string | null; emailVerified: boolean }>('/api/profile');
    expect(profile.body).toMatchObject({ email: 'zawadi@gmail.com', username: null, emailVerified: true });
  });

  it('signs the same Google person into the same account the next time', async () => {
    google.as({ sub: 'g-100', email: 'zawadi@gmail.com' });
    const first = client(t);
    await signInWithGoogle(first);
    const id1 = (await first.json<{ id: string }>('/api/profile')).body.id;
    const second = client(t);
    await signInWithGoogle(second);
    expect((await second.json<{ id: string }>('/api/profile')).body.id).toBe(id1);
  });
});

describe('without Google settings', () => {
  it('says Google is not configured and the provider is unknown', async () => {
    const plain = await createTestApp();
    try {
      expect((await client(plain).json<{ googleSignInEnabled: boolean }>('/api/config')).body.googleSignInEnabled).toBe(false);
      const res = await client(plain).json('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: '/auth/callback' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});

describe('Google sign-in with two-factor on', () => {
  it('sends the browser to the TOTP page without a session, and the code completes the sign-in', async () => {
    const { totpFromUri } = await import('../../../test/helpers/totp');
    google.as({ sub: 'g-200', email: 'tfa-google@gmail.com' });
    const first = client(t, '198.51.100.150');
    await signInWithGoogle(first);
    const enabled = await first.json<{ totpURI: string }>('/api/auth/two-factor/enable', { body: {} });
    await first.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } });

    const device = client(t, '198.51.100.151');
    const callback = await signInWithGoogle(device);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${t.env.PUBLIC_URL}/auth/two-factor`);
    expect((await device.json('/api/profile')).status).toBe(401);
    expect((await device.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } })).status).toBe(200);
    expect((await device.json<{ email: string }>('/api/profile')).body.email).toBe('tfa-google@gmail.com');
  });
});
