// Publishing a live event to one user: a pg_notify on the shared channel. Every server instance
// LISTENs on it (realtime.listener.ts) and forwards the event to that user's open /api/events streams.
import { sql } from 'kysely';
import { REALTIME_EVENTS } from '@changamoto/shared/domain';
import { named, type Db } from '../../db/client';

export const REALTIME_CHANNEL = 'changamoto_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build): send ids and small data. */
export const MAX_PAYLOAD_BYTES = 7999;

export interface RealtimeEvent {
  /** e.g. 'notification.created', 'transaction.created', 'balance.changed' (REALTIME_EVENTS in the shared domain). */
  type: string;
  data?: unknown;
}

/** What travels on the channel: for one user's streams, or for every stream that watches a topic. */
export type RealtimeMessage = { userId: string; topic?: undefined; event: RealtimeEvent } | { topic: string; userId?: undefined; event: RealtimeEvent };

/**
 * The topic of one challenge: every open stream that watches it (a detail page, whoever reads it) hears
 * when it changes (issue #24 item 7). The challenge is public, so the event says no more than its id.
 */
export const challengeTopic = (challengeId: string) => `challenge:${challengeId}`;

/** One message per challenge: its watchers refetch it. */
export function challengeChanged(challengeIds: Iterable<string>): RealtimeMessage[] {
  return [...new Set(challengeIds)].map((id) => ({ topic: challengeTopic(id), event: { type: REALTIME_EVENTS.challengeUpdated, data: { id } } }));
}

/** Tells the challenge's watchers it changed (delivered on commit, like every event). */
export async function publishChallengeChanged(tx: Db, challengeId: string): Promise<void> {
  await publishEvents(tx, challengeChanged([challengeId]));
}

/**
 * Queues `event` for `userId`'s live streams. Inside a transaction PostgreSQL delivers it only when
 * that transaction commits (and never if it rolls back), so a client never hears of a row it cannot
 * read yet. Outside one it is delivered at once.
 */
export async function publishEvent(tx: Db, userId: string, event: RealtimeEvent): Promise<void> {
  await publishEvents(tx, [{ userId, event }]);
}

function payloadOf(message: RealtimeMessage): string {
  const { event } = message;
  if (!/^[\w.-]{1,64}$/.test(event.type)) throw new Error(`Invalid realtime event type: ${JSON.stringify(event.type)}`);
  const to = message.topic === undefined ? { userId: message.userId } : { topic: message.topic };
  const payload = JSON.stringify({ ...to, event: { type: event.type, data: event.data ?? {} } });
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new Error(`Realtime event ${event.type} is ${Buffer.byteLength(payload, 'utf8')} bytes; keep it under 8000 (send ids, not rows).`);
  }
  return payload;
}

/** Transactions whose events wait for their commit (deferUntilCommit), with the payloads so far. */
const deferred = new WeakMap<Db, string[]>();

/**
 * Many events in one statement (a settlement publishes one per winner). Like publishEvent: delivered on
 * commit. PostgreSQL folds identical payloads of one transaction into one, which is what we want.
 * In a transaction opened with deferUntilCommit, the events are only collected here.
 */
export async function publishEvents(tx: Db, messages: RealtimeMessage[]): Promise<void> {
  if (!messages.length) return;
  const payloads = messages.map(payloadOf);
  const pending = deferred.get(tx);
  if (pending) {
    pending.push(...payloads);
    return;
  }
  await notifyAll(tx, payloads);
}

async function notifyAll(db: Db, payloads: string[]): Promise<void> {
  await sql`${named('realtime-notify-many')}SELECT pg_notify(${REALTIME_CHANNEL}, p) FROM unnest(${payloads}::text[]) AS p`.execute(db);
}

/**
 * For the busiest transactions (every token-moving request): their events are collected instead of
 * NOTIFYed inside them, and sent once they have committed (`publishCommitted`). Why: PostgreSQL
 * serialises every committing transaction that NOTIFYs on one database-wide lock, held through its
 * commit's WAL flush, so 64 people backing at once queued on it (Lock:object in bench:backing). The
 * events are hints to refetch; the rows they point to are committed before they are sent, and a
 * rolled-back transaction's events are never sent.
 * Returns the function that hands back what was collected.
 */
export function deferUntilCommit(tx: Db): () => string[] {
  deferred.set(tx, []);
  return () => deferred.get(tx) ?? [];
}

interface Publisher {
  queue: string[];
  draining: Promise<void> | null;
}
const publishers = new WeakMap<Db, Publisher>();
/** A NOTIFY statement's share of the queue (payloads are under 8 kB each). */
const BATCH = 1_000;

/**
 * Sends payloads collected by deferUntilCommit after their transaction committed. Requests that commit
 * at the same moment share one small transaction (they queue while one is in flight), which does not
 * wait for its WAL flush: losing a hint in a crash costs a refetch, never a token. Never rejects — the
 * money is committed by now, and the answer must not turn into an error over a missed hint.
 */
export async function publishCommitted(db: Db, payloads: string[]): Promise<void> {
  if (!payloads.length) return;
  let publisher = publishers.get(db);
  if (!publisher) publishers.set(db, (publisher = { queue: [], draining: null }));
  publisher.queue.push(...payloads);
  publisher.draining ??= drain(db, publisher);
  await publisher.draining;
}

async function drain(db: Db, publisher: Publisher): Promise<void> {
  try {
    while (publisher.queue.length) {
      const batch = publisher.queue.splice(0, BATCH);
      try {
        await db.transaction().execute(async (tx) => {
          await sql`SET LOCAL synchronous_commit = off`.execute(tx);
          await notifyAll(tx, batch);
        });
      } catch (error) {
        process.emitWarning(`realtime: ${batch.length} live events not sent (${(error as Error).message})`);
      }
    }
  } finally {
    publisher.draining = null;
  }
}
