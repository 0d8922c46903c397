// Test-only: a signed-in person and a mockApi stand-in for the endpoints the create form calls.
import type { Profile } from '@changamoto/shared/contract';
import { mockApi, type MockResponse } from '@/test/render';
import { baseProfile } from '@/test/profile';

export const me: Profile = { ...baseProfile, kycStatus: 'verified', tokens: 500 };
export const bob = { id: '00000000-0000-4000-8000-00000000000b', username: 'bob' };
export const createdId = '40000000-0000-4000-8000-000000000009';

export const apiError = (status: number, message: string, code = 'conflict'): MockResponse => ({ status, body: { error: { code, message } } });

type Handler = (request: { body: unknown; url: URL }) => MockResponse | Promise<MockResponse>;

export function serveCreate(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/profile': () => ({ body: me }),
    // The server never returns the caller; the client filters anyway (spec §5), so this stand-in does return them.
    'GET /api/users/search': () => ({ body: { users: [{ id: me.id, username: 'wanjiku' }, bob] } }),
    'POST /api/challenges/images': () => ({ status: 201, body: { url: '/uploads/challenges/abc.webp' } }),
    'POST /api/challenges': () => ({ status: 201, body: { success: true, challengeId: createdId, message: 'Challenge created successfully!' } }),
  };
  const spy = mockApi(({ method, url, body }) => {
    const key = `${method} ${url.pathname}`;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler({ body, url }) : apiError(404, 'Not found', 'not_found');
  });
  const calls = (method: string, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
        headers: new Headers(init?.headers),
      }));
  return { spy, calls };
}
