import { describe, expect, it } from 'vitest';
import { dataPreloadTags, preloadTags, routeFor, type RoutePreload } from './route-preloads';

const routes: RoutePreload[] = [
  { path: '', files: ['assets/home-1.js', 'assets/card-1.js'] },
  { path: 'wallet', files: ['assets/wallet-1.js'] },
  { path: 'challenges/new', files: ['assets/new-challenge-1.js'] },
  { path: 'challenges/invite/:id', files: ['assets/invite-1.js'] },
  { path: 'challenges/:id', files: ['assets/challenge-detail-1.js'] },
  { path: 'wallet/paystack-callback', files: ['assets/paystack-callback-1.js'] },
  { path: 'admin/*', files: ['assets/admin-layout-1.js'] },
  { path: '*', files: ['assets/not-found-1.js'] },
];
const pathOf = (pathname: string) => routeFor(routes, pathname)?.path;

describe('route preloads', () => {
  it('finds the route the web router would show for a path', () => {
    expect(pathOf('/')).toBe('');
    expect(pathOf('/wallet')).toBe('wallet');
    expect(pathOf('/wallet/')).toBe('wallet');
    expect(pathOf('/Wallet')).toBe('wallet');
    expect(pathOf('/wallet/paystack-callback')).toBe('wallet/paystack-callback');
    expect(pathOf('/challenges/new')).toBe('challenges/new');
    expect(pathOf('/challenges/invite/abc')).toBe('challenges/invite/:id');
    expect(pathOf('/challenges/0f7c')).toBe('challenges/:id');
    expect(pathOf('/admin')).toBe('admin/*');
    expect(pathOf('/admin/users/7')).toBe('admin/*');
    expect(pathOf('/challenges/0f7c/extra')).toBe('*');
    expect(pathOf('/nowhere')).toBe('*');
  });

  it('writes one modulepreload link per file, and none without a route', () => {
    expect(preloadTags(routeFor(routes, '/'))).toBe('<link rel="modulepreload" crossorigin href="/assets/home-1.js"><link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(preloadTags(routeFor([], '/'))).toBe('');
  });

  it("preloads the session on every page and the challenge on a challenge's page, only for a real challenge id", () => {
    const session = '<link rel="preload" href="/api/profile" as="fetch" crossorigin>';
    const visitor = { session: false };
    expect(dataPreloadTags('/wallet', visitor)).toBe(session);
    expect(dataPreloadTags('/challenges/0f7c2a3e-1b2c-4d5e-8f90-123456789abc', visitor)).toBe(`${session}<link rel="preload" href="/api/challenges/0f7c2a3e-1b2c-4d5e-8f90-123456789abc" as="fetch" crossorigin>`);
    expect(dataPreloadTags('/challenges/new', visitor)).toBe(session);
    expect(dataPreloadTags('/challenges/"><script>alert(1)</script>', visitor)).toBe(session);
  });

  it("preloads the wallet's reads on /wallet only for a request with a session cookie", () => {
    const walletReads = ['/api/profile', '/api/wallet', '/api/wallet/bundles', '/api/config', '/api/wallet/payout-accounts', '/api/wallet/transactions'];
    expect(dataPreloadTags('/wallet', { session: true })).toBe(walletReads.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`).join(''));
    expect(dataPreloadTags('/wallet/', { session: true })).toContain('href="/api/wallet/transactions"');
    expect(dataPreloadTags('/wallet', { session: false })).not.toContain('/api/wallet');
    expect(dataPreloadTags('/wallet/paystack-callback', { session: true })).not.toContain('/api/wallet');
    expect(dataPreloadTags('/dashboard', { session: true })).not.toContain('/api/wallet');
  });
});
