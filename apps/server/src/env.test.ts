import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('environment validation at boot', () => {
  it('fills every default when nothing is set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, PUBLIC_URL: 'http://localhost:3000', WITHDRAWAL_FEE_MODE: 'tiered', DAILY_BONUS_TOKENS: 5, REFERRAL_BONUS_TOKENS: 20, INVITE_TTL_HOURS: 72 });
    expect(env.DATA_DIR).toMatch(/\.data$/);
  });

  it('names each bad variable on its own line with the value it got', () => {
    expect(problems({ PORT: 'abc', WITHDRAWAL_FEE_MODE: 'cheap' })).toEqual([
      "Invalid environment: PORT must be a whole number between 1 and 65535 (got 'abc')",
      "Invalid environment: WITHDRAWAL_FEE_MODE must be tiered or free (got 'cheap')",
    ]);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, "Invalid environment: DATABASE_URL must start with postgres:// or postgresql:// (got 'mysql://x')"],
    [{ PORT: '70000' }, "Invalid environment: PORT must be a whole number between 1 and 65535 (got '70000')"],
    [{ DAILY_BONUS_TOKENS: '2.5' }, "Invalid environment: DAILY_BONUS_TOKENS must be a whole number of tokens (got '2.5')"],
    [{ AT_API_KEY: 'k' }, "Invalid environment: AT_USERNAME: AT_API_KEY and AT_USERNAME must be set together (Africa's Talking)"],
    [{ SMTP_URL: 'http://mail' }, "Invalid environment: SMTP_URL must start with smtp:// or smtps:// (got 'http://mail')"],
  ])('%o is refused with a clear line', (source, line) => {
    expect(problems(source)).toEqual([line]);
  });

  it('treats an empty variable as unset', () => {
    const env = loadEnv({ PORT: '', SMTP_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.SMTP_URL).toBeUndefined();
  });

  describe('production never runs on the simulators (issue #15 item 4)', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(32) };
    const providers = { PAYSTACK_SECRET_KEY: 'sk_live_abc', SMTP_URL: 'smtps://u:p@smtp.example.com', AT_API_KEY: 'key', AT_USERNAME: 'changamoto' };

    it('refuses to start with one line naming every missing provider variable', () => {
      expect(problems(production)).toEqual([
        'Invalid environment: PAYSTACK_SECRET_KEY, SMTP_URL, AT_API_KEY and AT_USERNAME are required in production (real payments, e-mail and SMS instead of the local simulators); a staging server may set ALLOW_SIMULATORS=true instead',
      ]);
    });

    it.each([
      [{ PAYSTACK_SECRET_KEY: '' }, 'PAYSTACK_SECRET_KEY is required'],
      [{ SMTP_URL: '', AT_USERNAME: '' }, 'SMTP_URL and AT_USERNAME are required'],
      [{ AT_API_KEY: '' }, 'AT_API_KEY is required'],
    ])('names only what is missing: %o', (unset, start) => {
      const lines = problems({ ...production, ...providers, ...unset });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid environment: ${start} in production \\(real payments, e-mail and SMS`));
    });

    it('starts with every provider set, or on the simulators when ALLOW_SIMULATORS=true (staging)', () => {
      expect(problems({ ...production, ...providers })).toEqual([]);
      expect(loadEnv({ ...production, ALLOW_SIMULATORS: 'true' }).ALLOW_SIMULATORS).toBe(true);
      expect(problems({ ...production, ALLOW_SIMULATORS: 'yes' })).toEqual(["Invalid environment: ALLOW_SIMULATORS: must be true or false (got 'yes')"]);
    });

    it('lets development and tests run on the simulators', () => {
      expect(problems({ NODE_ENV: 'development' })).toEqual([]);
      expect(problems({ NODE_ENV: 'test' })).toEqual([]);
    });
  });

  describe('where the server listens (issue #15 item 7)', () => {
    it('is this machine only outside production, every interface in production (containers), and HOST wins', () => {
      expect(loadEnv({}).HOST).toBe('127.0.0.1');
      expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
      expect(loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(32), ALLOW_SIMULATORS: 'true' }).HOST).toBe('0.0.0.0');
      expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
      expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    });
  });

  it('reads which proxies to trust: none by default, one hop for TRUST_PROXY=true, or TRUSTED_PROXIES', () => {
    expect(loadEnv({})).toMatchObject({ TRUST_PROXY: false, TRUSTED_PROXIES: { hops: 0 } });
    expect(loadEnv({ TRUST_PROXY: 'true' })).toMatchObject({ TRUST_PROXY: true, TRUSTED_PROXIES: { hops: 1 } });
    expect(loadEnv({ TRUSTED_PROXIES: '2' })).toMatchObject({ TRUST_PROXY: true, TRUSTED_PROXIES: { hops: 2 } });
    expect(loadEnv({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' })).toMatchObject({ TRUSTED_PROXIES: { description: '10.0.0.0/8,fd00::/8' } });
  });

  it.each([
    [{ TRUSTED_PROXIES: '10.0.0.0/40' }, "Invalid environment: TRUSTED_PROXIES must be a number of proxy hops (1–10) or a comma-separated list of IP addresses or CIDR ranges, such as 10.0.0.0/8,2001:db8::/32 (got '10.0.0.0/40')"],
    [{ TRUSTED_PROXIES: 'loadbalancer' }, "Invalid environment: TRUSTED_PROXIES must be a number of proxy hops (1–10) or a comma-separated list of IP addresses or CIDR ranges, such as 10.0.0.0/8,2001:db8::/32 (got 'loadbalancer')"],
    [{ TRUSTED_PROXIES: '1', TRUST_PROXY: 'false' }, "Invalid environment: TRUST_PROXY=false contradicts TRUSTED_PROXIES: unset one of them (got 'false')"],
  ])('a bad proxy setting %o is refused with one line', (source, line) => {
    expect(problems(source)).toEqual([line]);
  });
});
