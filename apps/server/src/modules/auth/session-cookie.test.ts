import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './session-cookie';

describe('session cookie', () => {
  it('is found by its name, plain or __Secure-, among other cookies, and only with a value', () => {
    expect(hasSessionCookie('changamoto.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Secure-changamoto.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('theme=dark;changamoto.session_token=abc')).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie('changamoto.session_token=')).toBe(false);
    expect(hasSessionCookie('other_changamoto.session_token=abc')).toBe(false);
    expect(hasSessionCookie('changamoto.session_data=abc')).toBe(false);
  });
});
