import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, latestMessageTo, type Client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { totpFromUri } from '../../../test/helpers/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function emailCodeSignIn(c: Client, email: string) {
  const started = new Date();
  await c.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
  await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'otp-email:%').execute();
  const code = (await latestMessageTo(t, email, { after: started })).body_text.match(/code is (\d{6})/)![1];
  return c.json<{ twoFactorRedirect?: boolean; user?: unknown }>('/api/auth/sign-in/email-otp', { body: { email, otp: code } });
}

describe('TOTP two-factor', () => {
  it('is enabled by a passwordless account and then required on its e-mail-code sign-in too', async () => {
    const c = client(t, '198.51.100.120');
    await emailCodeSignIn(c, 'twofa@example.co.ke');
    const enabled = await c.json<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { body: {} });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Changamoto/);
    expect(enabled.body.backupCodes.length).toBeGreaterThan(0);
    expect((await c.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } })).status).toBe(200);
    expect((await c.json<{ twoFactorEnabled: boolean }>('/api/profile')).body.twoFactorEnabled).toBe(true);

    // A new device signs in with an e-mail code: no session until the TOTP code is given.
    const device = client(t, '198.51.100.121');
    const first = await emailCodeSignIn(device, 'twofa@example.co.ke');
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect((await device.json('/api/profile')).status).toBe(401);

    const wrong = await device.json('/api/auth/two-factor/verify-totp', { body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const right = await device.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } });
    expect(right.status).toBe(200);
    expect((await device.json<{ email: string }>('/api/profile')).body.email).toBe('twofa@example.co.ke');
  });

  it('can be disabled again, after which the code alone signs in', async () => {
    const c = client(t, '198.51.100.122');
    const uri = await (async () => {
      const first = await emailCodeSignIn(c, 'twofa2@example.co.ke');
      expect(first.body.user).toBeTruthy();
      const enabled = await c.json<{ totpURI: string }>('/api/auth/two-factor/enable', { body: {} });
      await c.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } });
      return enabled.body.totpURI;
    })();
    expect(uri).toBeTruthy();
    expect((await c.json('/api/auth/two-factor/disable', { body: {} })).status).toBe(200);
    const later = await emailCodeSignIn(client(t, '198.51.100.123'), 'twofa2@example.co.ke');
    expect(later.body.twoFactorRedirect).toBeUndefined();
    expect(later.body.user).toBeTruthy();
  });

  it('takes a backup code, in the format setup shows, once (issue #24 item 3)', async () => {
    const c = client(t, '198.51.100.124');
    await emailCodeSignIn(c, 'twofa3@example.co.ke');
    const enabled = await c.json<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { body: {} });
    await c.json('/api/auth/two-factor/verify-totp', { body: { code: totpFromUri(enabled.body.totpURI) } });
    const backup = enabled.body.backupCodes[0]!;
    expect(backup).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    const device = client(t, '198.51.100.125');
    expect((await emailCodeSignIn(device, 'twofa3@example.co.ke')).body.twoFactorRedirect).toBe(true);
    const wrong = await device.json('/api/auth/two-factor/verify-backup-code', { body: { code: 'AAAAA-BBBBB' } });
    expect(wrong.status).toBe(401);
    const right = await device.json('/api/auth/two-factor/verify-backup-code', { body: { code: backup } });
    expect(right.status).toBe(200);
    expect((await device.json<{ email: string }>('/api/profile')).body.email).toBe('twofa3@example.co.ke');

    // Used once: the same code does not sign in a third device.
    const again = client(t, '198.51.100.126');
    expect((await emailCodeSignIn(again, 'twofa3@example.co.ke')).body.twoFactorRedirect).toBe(true);
    expect((await again.json('/api/auth/two-factor/verify-backup-code', { body: { code: backup } })).status).toBe(401);
  });
});
