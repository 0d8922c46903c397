import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LocationProbe } from '../test/auth-test-utils';
import { accessTokenHashTarget, redirectAccessTokenHash, useAccessTokenHashRedirect } from './use-access-token-hash-redirect';

function Root() {
  useAccessTokenHashRedirect();
  return <LocationProbe />;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('root behaviour: an access token in the hash of / goes to /auth/callback (spec §2)', () => {
  it('computes the target only for / with access_token in the hash', () => {
    expect(accessTokenHashTarget({ pathname: '/', hash: '#access_token=abc&type=signup' })).toBe('/auth/callback#access_token=abc&type=signup');
    expect(accessTokenHashTarget({ pathname: '/', hash: '#section-2' })).toBeNull();
    expect(accessTokenHashTarget({ pathname: '/faqs', hash: '#access_token=abc' })).toBeNull();
  });

  it('the hook replaces the location inside the router, keeping the hash', async () => {
    renderWithProviders(<Root />, { path: '/#access_token=abc&refresh_token=def' });
    expect(await screen.findByText('/auth/callback')).toBeInTheDocument();
  });

  it('the plain function rewrites window.location before the router starts', () => {
    window.history.replaceState(null, '', '/#access_token=abc');
    expect(redirectAccessTokenHash()).toBe(true);
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/auth/callback#access_token=abc');
    expect(redirectAccessTokenHash()).toBe(false);
  });
});
