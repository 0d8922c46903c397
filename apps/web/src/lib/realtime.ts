// Live updates (spec §4 Transactions, §7 realtime subscriptions): one EventSource on /api/events per
// query client while someone is signed in. Events only invalidate queries, so the data itself always
// comes from the ordinary endpoints. Several components may call useRealtime(); they share one stream.
import type { REALTIME_EVENTS } from '@changamoto/shared/domain';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './auth/session';
import { refreshQueries } from './query-client';
import { notificationsQueryKey } from './queries/notifications';
import { transactionsQueryKey, walletQueryKey } from './queries/wallet';

export const REALTIME_URL = '/api/events';

/** The server's event names (shared REALTIME_EVENTS), written out and type-checked against it: a value import would put the domain module in every page's first load. */
type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
const eventName = <const E extends RealtimeEventName>(name: E): E => name;

/** Which queries each server event makes stale: the shared keys of lib/queries/. */
export const REALTIME_INVALIDATIONS: Record<string, readonly QueryKey[]> = {
  'transaction.created': [walletQueryKey, transactionsQueryKey],
  'transaction.updated': [walletQueryKey, transactionsQueryKey],
  'balance.changed': [walletQueryKey, transactionsQueryKey],
  // The bell's count and the unread list (features/notifications): a new one, one read, all read —
  // also when that happened in another tab or on another device.
  [eventName('notification.created')]: [notificationsQueryKey],
  [eventName('notification.read')]: [notificationsQueryKey],
  [eventName('notification.all_read')]: [notificationsQueryKey],
};

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

interface Connection {
  users: number;
  close: () => void;
}
const connections = new Map<QueryClient, Connection>();

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
  const keys = new Map(Object.values(REALTIME_INVALIDATIONS).flat().map((key) => [JSON.stringify(key), key]));
  invalidateKeys(queryClient, [...keys.values()]);
}

function open(queryClient: QueryClient): Connection {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;
  let closed = false;
  let connectedBefore = false;

  const connect = () => {
    source = new EventSource(REALTIME_URL, { withCredentials: true });
    source.onopen = () => {
      delay = RECONNECT_MIN_MS;
      if (connectedBefore) invalidateAll(queryClient);
      connectedBefore = true;
    };
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
  connect();

  return {
    users: 0,
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    },
  };
}

/**
 * Keeps the live stream open while signed in and closes it on sign-out. Call it from the app shell
 * once; pages that need live data (the wallet) call it too and share the same stream.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const signedIn = Boolean(profile);

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let connection = connections.get(queryClient);
    if (!connection) {
      connection = open(queryClient);
      connections.set(queryClient, connection);
    }
    connection.users += 1;
    return () => {
      const current = connections.get(queryClient);
      if (!current) return;
      current.users -= 1;
      if (current.users <= 0) {
        current.close();
        connections.delete(queryClient);
      }
    };
  }, [signedIn, queryClient]);
}
