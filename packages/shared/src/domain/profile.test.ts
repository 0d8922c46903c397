import { describe, expect, it } from 'vitest';
import { normalizeKenyanPhone, PHONE_MESSAGES, USERNAME_PATTERN } from './profile';

describe('Kenyan phone numbers (spec §5)', () => {
  it.each([
    ['712345678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['112345678', '+254112345678'],
    ['0112345678', '+254112345678'],
    ['0712 345 678', '+254712345678'],
  ])('%s becomes %s', (input, e164) => {
    expect(normalizeKenyanPhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['71234567', PHONE_MESSAGES.tooShort],
    ['', PHONE_MESSAGES.tooShort],
    ['812345678', PHONE_MESSAGES.format],
    ['0812345678', PHONE_MESSAGES.format],
    ['07123456789', PHONE_MESSAGES.format],
    ['71234567a', PHONE_MESSAGES.format],
    ['+254712345678', PHONE_MESSAGES.format],
  ])('%s is refused with %s', (input, message) => {
    expect(normalizeKenyanPhone(input)).toEqual({ ok: false, message });
  });
});

describe('usernames', () => {
  it.each(['abc', 'Wanjiru_254', 'a'.repeat(20)])('accepts %s', (name) => expect(USERNAME_PATTERN.test(name)).toBe(true));
  it.each(['ab', 'a'.repeat(21), 'has space', 'dash-ed', 'émile'])('refuses %s', (name) => expect(USERNAME_PATTERN.test(name)).toBe(false));
});
