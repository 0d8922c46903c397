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
});
