// The live stream itself (lib/realtime.ts): one EventSource on /api/events and what each event makes
// stale. A chunk of its own, loaded once someone is signed in: visitors' first load does not carry it.
import type { REALTIME_EVENTS } from '@changamoto/shared/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { refreshQueries } from './query-client';
import { notificationsQueryKey } from './queries/notifications';
import { sessionQueryKey } from './queries/session';
import { paymentsQueryKey, transactionsQueryKey, walletQueryKey } from './queries/wallet';

export const REALTIME_URL = '/api/events';

/** The server's event names (shared REALTIME_EVENTS), written out and type-checked against it: a value import would put the domain module in every page's first load. */
type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
const eventName = <const E extends RealtimeEventName>(name: E): E => name;

/** Which queries each server event makes stale: the shared keys of lib/queries/. */
export const REALTIME_INVALIDATIONS: Record<string, readonly QueryKey[]> = {
  'transaction.created': [walletQueryKey, transactionsQueryKey],
  // A purchase waiting on Paystack (the M-Pesa prompt's live status, issue #19 §1) is re-read at once.
  'transaction.updated': [walletQueryKey, transactionsQueryKey, paymentsQueryKey],
  'balance.changed': [walletQueryKey, transactionsQueryKey],
  // The bell's count and the unread list (features/notifications): a new one, one read, all read —
  // also when that happened in another tab or on another device.
  [eventName('notification.created')]: [notificationsQueryKey],
  [eventName('notification.read')]: [notificationsQueryKey],
  [eventName('notification.all_read')]: [notificationsQueryKey],
  // A frozen or unfrozen balance: the profile (lib/queries/session.ts) carries it, and the banner follows it.
  [eventName('account.changed')]: [sessionQueryKey],
};

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/** An open stream: closed on sign-out; reopened when a page starts watching a challenge it does not carry. */
export interface Stream {
  close: () => void;
  watchChanged: () => void;
}

/** Key spelled as features/challenge-detail's challengeQueryKey (lib/ never imports a feature). */
const challengeDetailKey = (id: string): QueryKey => ['challenges', 'detail', id];

export function realtimeUrl(challengeIds: readonly string[]): string {
  return challengeIds.length ? `${REALTIME_URL}?${challengeIds.map((id) => `challenge=${encodeURIComponent(id)}`).join('&')}` : REALTIME_URL;
}

/** The detail (and its stake pages and claims, under its key) of each watched challenge. */
function invalidateWatched(queryClient: QueryClient, ids: readonly string[]) {
  for (const id of ids) void refreshQueries(queryClient, { queryKey: challengeDetailKey(id) });
}

function invalidateKeys(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  for (const queryKey of queryKeys) {
    // ['wallet'] exactly: the balance; ['wallet','transactions'] with its children (detail pages).
    // refreshQueries: an event can arrive while a first read (started before the change) is running.
    void refreshQueries(queryClient, { queryKey, exact: queryKey.length === 1 && queryKey[0] === walletQueryKey[0] });
  }
}

function invalidate(queryClient: QueryClient, event: string) {
  invalidateKeys(queryClient, REALTIME_INVALIDATIONS[event] ?? []);
}

/** Events may have been missed (our stream reconnected, or the server's listener did): refresh each key once. */
function invalidateAll(queryClient: QueryClient) {
  const keys = new Map(
    Object.values(REALTIME_INVALIDATIONS)
      .flat()
      .map((key) => [JSON.stringify(key), key]),
  );
  invalidateKeys(queryClient, [...keys.values()]);
}

/** `watchedIds`: the challenges whose detail pages are open now (lib/realtime.ts). */
export function openStream(queryClient: QueryClient, watchedIds: () => string[]): Stream {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;
  let closed = false;
  let connectedBefore = false;
  /** The challenges the current stream carries. */
  let carried: string[] = [];

  const connect = () => {
    carried = watchedIds();
    source = new EventSource(realtimeUrl(carried), { withCredentials: true });
    source.onopen = () => {
      delay = RECONNECT_MIN_MS;
      if (connectedBefore) invalidateAll(queryClient);
      connectedBefore = true;
      // What changed between the page's first read and this stream's start was not sent to it.
      invalidateWatched(queryClient, carried);
    };
    // Suspended while the page is open: say why before the sign-out lands (issue #24 item 11).
    source.addEventListener(eventName('session.ended'), (message: MessageEvent) => {
      try {
        const reason = (JSON.parse(String(message.data)) as { message?: unknown }).message;
        // Loaded here: the toasts are not part of every page's first load.
        if (typeof reason === 'string' && reason) void import('./toast').then(({ toast }) => toast.error(reason, { durationMs: Infinity }));
      } catch {
        // Not JSON: the sign-out alone.
      }
      void refreshQueries(queryClient, { queryKey: sessionQueryKey });
    });
    source.addEventListener(eventName('challenge.updated'), (message: MessageEvent) => {
      try {
        const id = (JSON.parse(String(message.data)) as { id?: unknown }).id;
        if (typeof id === 'string' && watchedIds().includes(id)) invalidateWatched(queryClient, [id]);
      } catch {
        // Not JSON: nothing to do.
      }
    });
    for (const event of Object.keys(REALTIME_INVALIDATIONS)) source.addEventListener(event, () => invalidate(queryClient, event));
    source.addEventListener(eventName('realtime.resync'), () => invalidateAll(queryClient));
    // Unnamed messages carrying { type } are understood too.
    source.onmessage = (message: MessageEvent) => {
      try {
        const type = (JSON.parse(String(message.data)) as { type?: unknown }).type;
        if (typeof type === 'string') invalidate(queryClient, type);
      } catch {
        // Not JSON: nothing to do.
      }
    };
    source.onerror = () => {
      // The browser retries by itself unless the stream is CLOSED (e.g. an HTTP error); then we do, with backoff.
      if (!source || source.readyState !== EventSource.CLOSED || closed) return;
      source.close();
      retryTimer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
  };
  // After the effects of this render: a challenge page rendered with the app shell is in the first URL,
  // instead of a stream opened without it and at once again with it.
  let started = false;
  retryTimer = setTimeout(() => {
    started = true;
    connect();
  }, 0);

  return {
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    },
    watchChanged: () => {
      // A page left stays in the stream until the next reopen: its events are ignored, not worth a reconnect.
      if (closed || !started || watchedIds().every((id) => carried.includes(id))) return;
      clearTimeout(retryTimer);
      source?.close();
      connect();
    },
  };
}
