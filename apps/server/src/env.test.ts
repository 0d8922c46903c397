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
