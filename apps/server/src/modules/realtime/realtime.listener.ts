// One dedicated PostgreSQL connection per server instance that LISTENs on the events channel and
// hands each event to the subscribers (open /api/events streams) of its user on this instance.
// Every instance hears every event and keeps only its own users' (ARCHITECTURE.md "Beyond one machine").
import pg from 'pg';
import { REALTIME_EVENTS } from '@changamoto/shared/domain';
import type { Logger } from '../../logger';
import { REALTIME_CHANNEL, type RealtimeEvent } from './realtime.publish';

export interface Subscriber {
  onEvent(event: RealtimeEvent): void;
  /** The hub is stopping (server shutdown): end the stream. */
  onClose(): void;
}

export interface Tapper {
  /** `heardBy`: the process that heard the message locally when it published it (realtime.publish.ts THIS_PROCESS). */
  onMessage(message: { userId?: string; topic?: string; event: RealtimeEvent; heardBy?: string }): void;
  onResync(): void;
}

export interface RealtimeStatus {
  listening: boolean;
  /** Backend pid of the LISTEN connection, null while disconnected. */
  pid: number | null;
  /** How many times the connection was re-established after a loss. */
  reconnects: number;
  subscribers: number;
}

export interface Realtime {
  /** Connects and LISTENs; resolves once events can arrive. Rejects if the first connection fails. */
  start(): Promise<void>;
  /** Stops reconnecting, ends every open stream and closes the connection. Idempotent. */
  stop(): Promise<void>;
  subscribe(userId: string, subscriber: Subscriber): () => void;
  /** Also hands `subscriber` the events published to `topic` (realtime.publish.ts challengeTopic). */
  watch(topic: string, subscriber: Subscriber): () => void;
  /**
   * Hears every message on the channel (whatever its user or topic), and `onResync` after a lost
   * connection comes back (messages were missed): the read model (modules/read-model).
   */
  tap(tapper: Tapper): () => void;
  subscriberCount(userId: string): number;
  status(): RealtimeStatus;
}

export interface RealtimeOptions {
  connectionString: string;
  log: Logger;
  channel?: string;
  /** First delay before reconnecting; doubles up to maxRetryMs. */
  initialRetryMs?: number;
  maxRetryMs?: number;
  /** A LISTEN-only connection would not notice a silently dead peer: ping it this often. */
  healthCheckMs?: number;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { connectionString, log } = options;
  const channel = options.channel ?? REALTIME_CHANNEL;
  const initialRetryMs = options.initialRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  const healthCheckMs = options.healthCheckMs ?? 30_000;

  const subscribers = new Map<string, Set<Subscriber>>();
  /** Topic watchers: the same subscribers, also keyed by what they watch. */
  const watchers = new Map<string, Set<Subscriber>>();
  const tappers = new Set<Tapper>();
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let stopped = false;
  let started = false;
  let reconnects = 0;
  let retryMs = initialRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let healthTimer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  function dispatch(payload: string | undefined) {
    type Sent = { type?: unknown; data?: unknown } | undefined;
    let message: { userId?: unknown; topic?: unknown; event?: Sent; events?: unknown; heardBy?: unknown };
    try {
      message = JSON.parse(payload ?? '') as typeof message;
    } catch {
      log.warn({ channel }, 'realtime: ignoring a payload that is not JSON');
      return;
    }
    const userId = typeof message.userId === 'string' ? message.userId : undefined;
    const topic = typeof message.topic === 'string' ? message.topic : undefined;
    const heardBy = typeof message.heardBy === 'string' ? message.heardBy : undefined;
    // One event, or a person's several in one payload (realtime.publish.ts packEvents), in their order.
    const sent: Sent[] = Array.isArray(message.events) ? (message.events as Sent[]) : [message.event];
    for (const one of sent) {
      if (typeof one?.type !== 'string') continue;
      const event: RealtimeEvent = { type: one.type, data: one.data ?? {} };
      for (const tapper of tappers) safely(() => tapper.onMessage({ userId, topic, event, heardBy }));
      const targets = userId !== undefined ? subscribers.get(userId) : topic !== undefined ? watchers.get(topic) : undefined;
      if (!targets) continue;
      for (const subscriber of [...targets]) deliver(subscriber, event);
    }
  }

  function deliver(subscriber: Subscriber, event: RealtimeEvent) {
    try {
      subscriber.onEvent(event);
    } catch (error) {
      log.warn({ err: error, event: event.type }, 'realtime: a subscriber failed');
    }
  }

  function safely(work: () => void) {
    try {
      work();
    } catch (error) {
      log.warn({ err: error }, 'realtime: a tapper failed');
    }
  }

  function broadcast(event: RealtimeEvent) {
    for (const targets of [...subscribers.values()]) for (const subscriber of [...targets]) deliver(subscriber, event);
  }

  function dropClient(lost: pg.Client) {
    if (client !== lost) return;
    client = null;
    pid = null;
    if (healthTimer) clearInterval(healthTimer);
    healthTimer = null;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
  }

  function scheduleReconnect(reason: string) {
    if (stopped || retryTimer || connecting) return;
    const delay = Math.round(retryMs * (0.75 + Math.random() * 0.5));
    log.warn({ reason, retryInMs: delay }, 'realtime: listener connection lost; reconnecting');
    retryMs = Math.min(retryMs * 2, maxRetryMs);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect()
        .then(() => {
          reconnects += 1;
          log.info({ reconnects }, 'realtime: listener reconnected');
          // Events published while we were away are gone: tell clients to refetch.
          for (const tapper of tappers) safely(() => tapper.onResync());
          broadcast({ type: REALTIME_EVENTS.resync, data: {} });
        })
        .catch((error: unknown) => scheduleReconnect((error as Error).message));
    }, delay);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, query_timeout: 10_000, connectionTimeoutMillis: 5_000 });
    next.on('error', (error: Error & { code?: string }) => {
      // Expected when the server terminates us (57P01) or restarts: 'end' follows and we reconnect.
      if (!stopped) log.warn({ error: error.message, code: error.code }, 'realtime: listener connection error');
    });
    next.on('end', () => {
      if (client !== next) return;
      dropClient(next);
      scheduleReconnect('connection ended');
    });
    next.on('notification', (notification) => {
      if (notification.channel === channel) dispatch(notification.payload);
    });
    const attempt = (async () => {
      try {
        await next.connect();
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
        const { rows } = await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        if (stopped) throw new Error('realtime stopped while connecting');
        client = next;
        pid = rows[0]?.pid ?? null;
        retryMs = initialRetryMs;
        healthTimer = setInterval(() => {
          next.query('SELECT 1').catch((error: Error) => {
            if (client !== next) return;
            dropClient(next);
            scheduleReconnect(`health check failed: ${error.message}`);
          });
        }, healthCheckMs);
        healthTimer.unref();
      } catch (error) {
        next.removeAllListeners('notification');
        await next.end().catch(() => {});
        throw error;
      }
    })();
    connecting = attempt;
    try {
      await attempt;
    } finally {
      connecting = null;
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      await connect();
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      for (const targets of [...subscribers.values()]) for (const subscriber of [...targets]) subscriber.onClose();
      subscribers.clear();
      watchers.clear();
      const current = client;
      if (current) {
        client = null;
        pid = null;
        if (healthTimer) clearInterval(healthTimer);
        healthTimer = null;
        await current.end().catch(() => {});
      }
    },

    subscribe(userId, subscriber) {
      if (stopped) {
        subscriber.onClose();
        return () => {};
      }
      let targets = subscribers.get(userId);
      if (!targets) subscribers.set(userId, (targets = new Set()));
      targets.add(subscriber);
      return () => {
        const current = subscribers.get(userId);
        if (!current) return;
        current.delete(subscriber);
        if (!current.size) subscribers.delete(userId);
      };
    },

    watch(topic, subscriber) {
      if (stopped) return () => {};
      let targets = watchers.get(topic);
      if (!targets) watchers.set(topic, (targets = new Set()));
      targets.add(subscriber);
      return () => {
        const current = watchers.get(topic);
        if (!current) return;
        current.delete(subscriber);
        if (!current.size) watchers.delete(topic);
      };
    },

    tap(tapper) {
      tappers.add(tapper);
      return () => tappers.delete(tapper);
    },

    subscriberCount: (userId) => subscribers.get(userId)?.size ?? 0,

    status: () => ({
      listening: client !== null,
      pid,
      reconnects,
      subscribers: [...subscribers.values()].reduce((sum, targets) => sum + targets.size, 0),
    }),
  };
}
