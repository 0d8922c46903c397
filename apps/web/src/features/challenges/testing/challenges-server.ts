// Test-only: a mockApi stand-in for GET /api/challenges (and GET /api/profile for the signed-in pages).
import type { ChallengeListItem, Profile } from '@changamoto/shared/contract';
import { mockApi, type MockResponse } from '@/test/render';
import { baseProfile } from '@/test/profile';

export const me: Profile = { ...baseProfile, id: '00000000-0000-4000-8000-0000000000ee' };

export const listPage = (challenges: ChallengeListItem[], nextCursor: string | null = null): MockResponse => ({ body: { challenges, nextCursor } });

/** `list` answers each GET /api/challenges from its query string. */
export function serveChallenges(list: (query: URLSearchParams) => MockResponse | Promise<MockResponse>) {
  const spy = mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/challenges') return list(url.searchParams);
    if (method === 'GET' && url.pathname === '/api/profile') return { body: me };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  /** The query strings sent to GET /api/challenges, in order. */
  const listQueries = () =>
    spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/challenges')
      .map((url) => url.searchParams);
  return { spy, listQueries };
}
