import { describe, expect, it } from 'vitest';
import { normaliseIdentifier } from './account-limits';

describe('normaliseIdentifier', () => {
  it('gives each account identifier one spelling, so spellings share one counter', () => {
    expect(normaliseIdentifier('email', '  Jo@Example.CO.KE ')).toBe('jo@example.co.ke');
    expect(normaliseIdentifier('username', 'Amina_K')).toBe('amina_k');
    for (const phone of ['+254712345678', '254712345678', '0712 345 678', '0712-345-678', '712345678', ' +254 (712) 345.678 ']) {
      expect(normaliseIdentifier('phone', phone), phone).toBe('+254712345678');
    }
    expect(normaliseIdentifier('phone', 'not a phone')).toBe('notaphone');
  });
});
