// GET /api/events: the signed-in user's live events as Server-Sent Events (spec §7 subscriptions).
import { Hono, type Context } from 'hono';
import { REALTIME_EVENTS, REALTIME_EVENTS_PATH } from '@changamoto/shared/domain';
import type { Viewer } from '../../http/contract-router';
import { errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import type { Realtime, Subscriber } from './realtime.listener';
import { challengeTopic, type RealtimeEvent } from './realtime.publish';

export interface RealtimeRoutesOptions {
  /** Absent when the app runs without a listener: the stream answers 503. */
  realtime: Realtime | undefined;
  getViewer(c: Context<AppEnv>): Promise<Viewer | null>;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  pingIntervalMs?: number;
  /** How often the session is looked up again, so that a sign-out or suspension ends the stream. */
  sessionRecheckMs?: number;
  /** Open streams per user on one instance (tabs and devices). */
  maxStreamsPerUser?: number;
}

/** How long EventSource waits before reconnecting after the stream ends (ms, sent as `retry:`). */
const CLIENT_RETRY_MS = 3_000;
/** A client that stops reading is dropped once this many chunks wait for it. */
const MAX_QUEUED_CHUNKS = 500;
const EVENT_TYPE = /^[\w.-]{1,64}$/;
/** ?challenge=<id>: the challenges whose changes this stream also carries (their detail pages are open). */
const MAX_WATCHED_CHALLENGES = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function formatEvent(event: RealtimeEvent): string | null {
  if (!EVENT_TYPE.test(event.type)) return null; // never let a payload inject SSE fields
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`;
}

export function realtimeRoutes(options: RealtimeRoutesOptions): Hono<AppEnv> {
  const { realtime, getViewer, pingIntervalMs = 25_000, sessionRecheckMs = 5 * 60_000, maxStreamsPerUser = 10 } = options;
  const app = new Hono<AppEnv>();

  app.get(REALTIME_EVENTS_PATH, async (c) => {
    const viewer = await getViewer(c);
    if (!viewer) return c.json(errorBody('unauthorized', 'User not authenticated.'), 401);
    if (!realtime) return c.json(errorBody('internal_error', 'Live updates are not available right now.'), 503);
    if (realtime.subscriberCount(viewer.id) >= maxStreamsPerUser) {
      return c.json(errorBody('rate_limited', 'Too many live connections are open for your account. Close a tab and try again.'), 429);
    }

    const watched = [...new Set(c.req.queries('challenge') ?? [])];
    if (watched.length > MAX_WATCHED_CHALLENGES || watched.some((id) => !UUID.test(id))) {
      return c.json(errorBody('validation_error', `Watch up to ${MAX_WATCHED_CHALLENGES} challenges by their ids.`), 400);
    }

    const encoder = new TextEncoder();
    let open = true;
    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const end = () => {
          if (!open) return;
          open = false;
          cleanup();
          try {
            controller.close();
          } catch {
            // already cancelled by the client going away
          }
        };
        const write = (chunk: string | null) => {
          if (!open || chunk === null) return;
          if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) return end();
          controller.enqueue(encoder.encode(chunk));
        };
        const subscriber: Subscriber = { onEvent: (event) => write(formatEvent(event)), onClose: end };
        const unwatch = watched.map((id) => realtime.watch(challengeTopic(id.toLowerCase()), subscriber));
        const unsubscribeUser = realtime.subscribe(viewer.id, subscriber);
        const unsubscribe = () => {
          unsubscribeUser();
          for (const stop of unwatch) stop();
        };
        const ping = setInterval(() => write(': ping\n\n'), pingIntervalMs);
        const recheck = setInterval(() => {
          getViewer(c).then(
            (current) => current?.id !== viewer.id && end(),
            () => {}, // the database blinking is no reason to drop a stream
          );
        }, sessionRecheckMs);
        const signal = c.req.raw.signal;
        signal.addEventListener('abort', end);
        cleanup = () => {
          unsubscribe();
          clearInterval(ping);
          clearInterval(recheck);
          signal.removeEventListener('abort', end);
        };
        // Subscribed before this is written: a client that saw `realtime.ready` misses nothing published after it.
        write(`retry: ${CLIENT_RETRY_MS}\n\n`);
        write(formatEvent({ type: REALTIME_EVENTS.ready, data: {} }));
      },
      cancel() {
        open = false;
        cleanup();
      },
    });

    return c.body(body, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      // nginx and similar proxies must not hold events back in a buffer.
      'X-Accel-Buffering': 'no',
      // An ended stream frees its socket, so a graceful shutdown is not held open by idle keep-alives.
      Connection: 'close',
    });
  });

  return app;
}
