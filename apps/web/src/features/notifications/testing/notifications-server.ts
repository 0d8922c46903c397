// Test-only: a signed-in person and a mockApi stand-in for the notification endpoints that keeps
// its own state (reading one lowers the count), so each test states only the notifications it needs.
import type { Notification } from '@changamoto/shared/contract';
import { baseProfile } from '@/test/profile';
import { mockApi, type MockResponse } from '@/test/render';

const ids = { invite: '40000000-0000-4000-8000-000000000001', challenge: '50000000-0000-4000-8000-000000000001', transaction: '60000000-0000-4000-8000-000000000001' };
export const relatedIds = ids;

let counter = 0;
/** An unread notification; `target` defaults to what the server would answer for its type and id. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `70000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'challenge_invite_received',
    message: `akinyi invited you to a challenge (#${counter})`,
    status: 'unread',
    createdAt: new Date(Date.now() - counter * 60_000).toISOString(),
    relatedEntityUuid: ids.invite,
    target: `/challenges/invite/${ids.invite}`,
    ...overrides,
  };
}

export interface NotificationsServerState {
  notifications: Notification[];
  /** When set, GET /api/notifications answers this error. */
  listError?: MockResponse;
  /** How many read ones a GET /api/notifications/earlier page holds (the server's default is 20). */
  earlierPageSize: number;
}

export function serveNotifications(initial: Notification[] = []) {
  const state: NotificationsServerState = { notifications: [...initial], earlierPageSize: 20 };
  const unread = () => state.notifications.filter((n) => n.status === 'unread');
  const spy = mockApi(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/profile') return { body: baseProfile };
    if (method === 'GET' && path === '/api/notifications') return state.listError ?? { body: { notifications: url.searchParams.get('status') === 'all' ? state.notifications : unread() } };
    if (method === 'GET' && path === '/api/notifications/earlier') {
      // The cursor is the index of the next read one (the real server's is opaque).
      const read = state.notifications.filter((n) => n.status === 'read');
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const to = from + state.earlierPageSize;
      return { body: { notifications: read.slice(from, to), nextCursor: to < read.length ? String(to) : null } };
    }
    if (method === 'GET' && path === '/api/notifications/unread-count') return { body: { count: unread().length } };
    if (method === 'POST' && path === '/api/notifications/read-all') {
      const updated = unread().length;
      state.notifications = state.notifications.map((n) => ({ ...n, status: 'read' }));
      return { body: { updated } };
    }
    const read = method === 'POST' ? path.match(/^\/api\/notifications\/([^/]+)\/read$/) : null;
    if (read) {
      const found = state.notifications.find((n) => n.id === read[1]);
      if (!found) return { status: 404, body: { error: { code: 'not_found', message: 'Notification not found.' } } };
      found.status = 'read';
      return { body: found };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  /** The paths of the POSTs made, in order. */
  const posts = () => spy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => new URL(String(input), 'http://localhost').pathname);
  return { spy, state, posts };
}
