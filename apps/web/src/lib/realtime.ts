// Live updates (spec §4 Transactions, §7 realtime subscriptions): one EventSource on /api/events per
// query client while someone is signed in. Events only invalidate queries, so the data itself always
// comes from the ordinary endpoints. Several components may call useRealtime(); they share one stream.
// The stream's code (lib/realtime-stream.ts) is a chunk of its own, fetched once someone is signed in:
// these hooks are all that every page's first load carries.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './auth/session';
import type { Stream } from './realtime-stream';

interface Connection {
  users: number;
  close: () => void;
  /** A challenge was added to the watched ones: open the stream again with it, unless it already carries it. */
  watchChanged: () => void;
}
const connections = new Map<QueryClient, Connection>();

/**
 * The challenges whose detail pages are open (issue #24 item 7), with how many components watch each:
 * the stream asks for them (?challenge=<id>) and refreshes the detail on their challenge.updated.
 */
const watching = new Map<QueryClient, Map<string, number>>();
const watchedIds = (queryClient: QueryClient) => [...(watching.get(queryClient)?.keys() ?? [])].sort();

/** The stream once its chunk has arrived; closed before that, it never opens. */
function open(queryClient: QueryClient): Connection {
  let stream: Stream | undefined;
  let closed = false;
  const connection: Connection = {
    users: 0,
    close: () => {
      closed = true;
      stream?.close();
    },
    watchChanged: () => stream?.watchChanged(),
  };
  import('./realtime-stream').then(
    ({ openStream }) => {
      if (!closed) stream = openStream(queryClient, () => watchedIds(queryClient));
    },
    // The chunk could not be fetched (offline): no live updates on this page; the next mount tries again.
    () => {
      if (connections.get(queryClient) === connection) connections.delete(queryClient);
    },
  );
  return connection;
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

/**
 * Keeps challenge `id`'s detail live while the component is mounted (issue #24 item 7): its participants,
 * jackpot, backers, status and result are read again on each challenge.updated. Signed-in readers only
 * (the stream is the signed-in person's).
 */
export function useLiveChallenge(id: string): void {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const signedIn = Boolean(profile);

  // Before useRealtime's effect below: a stream it opens already asks for this challenge.
  useEffect(() => {
    if (!signedIn || !id) return;
    let counts = watching.get(queryClient);
    if (!counts) watching.set(queryClient, (counts = new Map()));
    counts.set(id, (counts.get(id) ?? 0) + 1);
    connections.get(queryClient)?.watchChanged();
    return () => {
      const current = watching.get(queryClient);
      const left = (current?.get(id) ?? 1) - 1;
      if (left > 0) current?.set(id, left);
      else current?.delete(id);
    };
  }, [signedIn, id, queryClient]);

  useRealtime();
}
