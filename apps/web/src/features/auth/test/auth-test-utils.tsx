// Test-only: a fake of the auth endpoints for mockApi, a profile fixture, and harnesses that show
// where the app navigated and open the modal the way the top bar does.
import type { Profile } from '@changamoto/shared/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuthModal, type AuthModalStep } from '@/lib/auth-modal';
import { tieredConfig } from '@/test/public-config';
import { mockApi, type MockResponse } from '@/test/render';
import AuthModal from '../components/auth-modal';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '0b7a3c55-3f1e-4a51-9a3c-2f7f0f6a1c11',
    username: 'wanjiru',
    avatarUrl: null,
    role: 'user',
    region: 'KE',
    locale: 'en',
    email: 'wanjiru@example.co.ke',
    emailVerified: true,
    phone: null,
    referredByUserId: null,
    createdAt: '2025-06-01T08:00:00.000Z',
    lastLoginRewardClaimedAt: null,
    isAdultConfirmed: true,
    kycStatus: 'unverified',
    balanceFrozen: false,
    twoFactorEnabled: false,
    offerPhoneStep: false,
    tokens: 0,
    ...overrides,
  };
}

export type Handler = (request: { body: unknown; url: URL }) => MockResponse | Promise<MockResponse>;

/** better-auth's error answer as our server relays it. */
export const authError = (status: number, code: string, message = 'Error'): MockResponse => ({
  status,
  body: { error: { code: status === 429 ? 'rate_limited' : 'validation_error', message }, code },
});
export const signedOut: MockResponse = { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } };

/**
 * Answers '<METHOD> <path>' from `routes`; GET /api/config and GET /api/profile (signed out) have
 * defaults; anything else is a 404 so an unexpected call shows up as a failure.
 */
export function serveAuth(routes: Record<string, Handler>, { config = tieredConfig } = {}) {
  return mockApi(({ method, url, body }) => {
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler({ body, url });
    if (method === 'GET' && url.pathname === '/api/config') return { body: config };
    if (method === 'GET' && url.pathname === '/api/profile') return signedOut;
    return { status: 404, body: { error: { code: 'not_found', message: `No fake for ${method} ${url.pathname}` } } };
  });
}

/** The requests made to one endpoint, with their parsed JSON bodies. */
export function requestsTo(spy: ReturnType<typeof mockApi>, method: string, path: string) {
  return spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined }));
}

/** Shows the router's current location so a test can see where a flow navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the modal the way app/provider.tsx does (while a request is set), opened by a button. */
export function ModalHarness({ step = 'email', redirectTo, children }: { step?: AuthModalStep; redirectTo?: string; children?: ReactNode }) {
  const { request, open } = useAuthModal();
  return (
    <>
      <LocationProbe />
      <button type="button" onClick={() => open({ step, redirectTo })}>
        Open sign-in
      </button>
      {children}
      {request && <AuthModal />}
    </>
  );
}

/** Several pages under one memory router: each path renders its page, any other path only the probe. */
export function Pages({ pages }: { pages: Record<string, ReactNode> }) {
  const { pathname } = useLocation();
  return (
    <>
      <LocationProbe />
      {pages[pathname]}
    </>
  );
}
