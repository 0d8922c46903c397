import { afterEach, describe, expect, it } from 'vitest';
import { afterPaymentPath, buyTokensPath, recalledReturnTo, rememberReturnTo, safeReturnPath } from './return-to';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath: only a path on this site (no open redirect)', () => {
  it.each([
    ['/challenges/new', '/challenges/new'],
    ['/challenges/invite/abc?from=mail', '/challenges/invite/abc?from=mail'],
    ['/challenges/abc#join', '/challenges/abc#join'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each([
    ['//evil.com'],
    ['//evil.com/path'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['https://evil.com'],
    ['https:evil.com'],
    ['http://localhost/dashboard'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['evil.com'],
    ['challenges/new'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    [' /dashboard'],
    [''],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBeNull());

  it('refuses nothing given', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('buyTokensPath', () => {
  it('is /wallet with the way back encoded, or plain /wallet for an unsafe one', () => {
    expect(buyTokensPath('/challenges/abc?tab=x')).toBe('/wallet?returnTo=%2Fchallenges%2Fabc%3Ftab%3Dx');
    expect(buyTokensPath('//evil.com')).toBe('/wallet');
  });
});

describe('the way back across the Paystack checkout', () => {
  it('is kept per payment reference in this tab, and only when safe', () => {
    rememberReturnTo('R1', '/challenges/abc');
    rememberReturnTo('R2', 'https://evil.com');
    rememberReturnTo('R3', null);
    expect(recalledReturnTo('R1')).toBe('/challenges/abc');
    expect(recalledReturnTo('R2')).toBeNull();
    expect(recalledReturnTo('R3')).toBeNull();
    expect(recalledReturnTo(null)).toBeNull();
  });

  it('a tampered stored value is still refused', () => {
    sessionStorage.setItem('changamoto:return-to:R9', '//evil.com');
    expect(recalledReturnTo('R9')).toBeNull();
    expect(afterPaymentPath('R9', 'completed')).toBe('/wallet');
  });

  it('after the payment: back there once completed; /wallet (still carrying the way back) otherwise; /wallet without one', () => {
    rememberReturnTo('R1', '/challenges/abc');
    expect(afterPaymentPath('R1', 'completed')).toBe('/challenges/abc');
    expect(afterPaymentPath('R1', 'failed')).toBe('/wallet?returnTo=%2Fchallenges%2Fabc');
    expect(afterPaymentPath('R1', 'pending')).toBe('/wallet?returnTo=%2Fchallenges%2Fabc');
    expect(afterPaymentPath('R1', undefined)).toBe('/wallet?returnTo=%2Fchallenges%2Fabc');
    expect(afterPaymentPath('R2', 'completed')).toBe('/wallet');
    expect(afterPaymentPath(null, 'completed')).toBe('/wallet');
  });
});
