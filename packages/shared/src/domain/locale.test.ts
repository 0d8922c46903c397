import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeFromCookieHeader } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-KE,en;q=0.9,sw;q=0.8', 'en'],
    ['fr-FR,sw;q=0.5', 'sw'],
    ['fr-FR,de;q=0.5', 'en'],
    ['en;q=0.4,sw;q=0.6', 'sw'],
    ['sw;q=0,en', 'en'],
    ['SW-ke', 'sw'],
    ['sw;q=abc', 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('localeFromCookieHeader', () => {
  it('reads the locale cookie among others and ignores unsupported values', () => {
    expect(localeFromCookieHeader('a=1; locale=sw; b=2')).toBe('sw');
    expect(localeFromCookieHeader('locale=fr')).toBeNull();
    expect(localeFromCookieHeader('xlocale=sw')).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
  });
});
