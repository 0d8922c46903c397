import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/helpers/session';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('are created once (idempotent) and sign in with the demo password; the admin is an admin', async () => {
    expect(await seedDemoAccounts(t.database.db, t.auth, 'demo-pass-1')).toBe(DEMO_ACCOUNTS.length);
    expect(await seedDemoAccounts(t.database.db, t.auth, 'demo-pass-1')).toBe(0);
    for (const account of DEMO_ACCOUNTS) {
      const c = client(t, `198.51.100.${160 + DEMO_ACCOUNTS.indexOf(account)}`);
      const signed = await c.json('/api/auth/sign-in/email', { body: { email: account.email, password: 'demo-pass-1' } });
      expect(signed.status, account.email).toBe(200);
      const profile = await c.json<{ role: string; username: string; emailVerified: boolean; isAdultConfirmed: boolean }>('/api/profile');
      expect(profile.body).toMatchObject({ role: account.role, username: account.username, emailVerified: true, isAdultConfirmed: true });
    }
  });
});
