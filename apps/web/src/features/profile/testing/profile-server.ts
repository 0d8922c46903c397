// Test-only: a signed-in profile and a mockApi stand-in for the profile and auth endpoints, so each
// profile test states only the answers it cares about.
import type { Profile } from '@changamoto/shared/contract';
import { mockApi, type MockResponse } from '@/test/render';
import { baseProfile } from '@/test/profile';

export const testProfile: Profile = { ...baseProfile };

export interface ServerState {
  /** What GET /api/profile answers; null answers 401. Handlers update it as the real server would. */
  profile: Profile | null;
}
type Handler = (body: unknown, state: ServerState) => MockResponse | Promise<MockResponse>;

/** `routes` maps 'METHOD /path' to an answer; GET /api/profile answers with the current profile. */
export function serveProfile(initial: Partial<Profile> = {}, routes: Record<string, Handler> = {}) {
  const state: ServerState = { profile: { ...testProfile, ...initial } };
  const spy = mockApi(({ method, url, body }) => {
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler(body, state);
    if (method === 'GET' && url.pathname === '/api/profile') {
      return state.profile ? { body: state.profile } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  /** The JSON bodies sent to one endpoint, in order. */
  const bodies = (method: string, path: string) =>
    spy.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
  return { spy, state, bodies };
}
