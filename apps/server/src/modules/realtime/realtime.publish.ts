// Publishing a live event to one user: a pg_notify on the shared channel. Every server instance
// LISTENs on it (realtime.listener.ts) and forwards the event to that user's open /api/events streams.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { REALTIME_EVENTS } from '@changamoto/shared/domain';
import { named, type Db } from '../../db/client';
import { hasAfterCommit } from '../../db/unit-of-work';

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

/**
 * The topic of one person's public face (username, picture) as challenge pages show it: nobody's
 * stream watches it; the read models (modules/read-model) drop the answers that show the person.
 */
export const personTopic = (userId: string) => `person:${userId}`;

/** A person's name or picture changed (their own streams need not hear it: their pages reload it). */
export async function publishPersonChanged(db: Db, userId: string): Promise<void> {
  await publishEvents(db, [{ topic: personTopic(userId), event: { type: PERSON_UPDATED, data: { id: userId } } }]);
}
export const PERSON_UPDATED = 'person.updated';

/**
 * Who in this process hears every message as it is sent, before the NOTIFY comes back: the read model
 * (decision 037), so that whoever wrote reads their write on this instance. Process-wide, not per
 * pool: an extra hearer only drops answers early.
 */
type LocalHearer = (messages: RealtimeMessage[]) => void;
const localHearers = new Set<LocalHearer>();

/** Hears every message this process publishes, once it is committed; returns the way to stop. */
export function onPublished(hearer: LocalHearer): () => void {
  localHearers.add(hearer);
  return () => localHearers.delete(hearer);
}

function hearLocally(messages: RealtimeMessage[]): void {
  for (const hearer of localHearers) {
    try {
      hearer(messages);
    } catch (error) {
      process.emitWarning(`realtime: a local hearer failed (${(error as Error).message})`);
    }
  }
}

/** One message per challenge: its watchers refetch it. */
export function challengeChanged(challengeIds: Iterable<string>): RealtimeMessage[] {
  return [...new Set(challengeIds)].map((id) => ({ topic: challengeTopic(id), event: { type: REALTIME_EVENTS.challengeUpdated, data: { id } } }));
}

/** Tells the challenge's watchers it changed (delivered on commit, like every event). */
export async function publishChallengeChanged(tx: Db, challengeId: string): Promise<void> {
  await publishEvents(tx, challengeChanged([challengeId]));
}

/** Queues `event` for `userId`'s live streams: sent after the transaction commits (publishEvents). */
export async function publishEvent(tx: Db, userId: string, event: RealtimeEvent): Promise<void> {
  await publishEvents(tx, [{ userId, event }]);
}

/**
 * This process, as the topic payloads it has already heard locally name it: its read models skip the
 * echo of their own writes (they dropped what those changed before the request was answered). A
 * user's payload never carries it (only the read models, which hear topics, would read it).
 */
export const THIS_PROCESS = randomUUID();

const EVENT_TYPE = /^[\w.-]{1,64}$/;

/** An event as JSON, its type checked (it names the SSE event). */
function eventJson(event: RealtimeEvent): string {
  if (!EVENT_TYPE.test(event.type)) throw new Error(`Invalid realtime event type: ${JSON.stringify(event.type)}`);
  return JSON.stringify({ type: event.type, data: event.data ?? {} });
}

function tooBig(event: RealtimeEvent, bytes: number): never {
  throw new Error(`Realtime event ${event.type} is ${bytes} bytes; keep it under 8000 (send ids, not rows).`);
}

function payloadOf(message: RealtimeMessage, heardHere: boolean): string {
  const { event } = message;
  const to = message.topic === undefined ? { userId: message.userId } : { topic: message.topic };
  if (!EVENT_TYPE.test(event.type)) throw new Error(`Invalid realtime event type: ${JSON.stringify(event.type)}`);
  const payload = JSON.stringify({ ...to, event: { type: event.type, data: event.data ?? {} }, ...(heardHere && message.topic !== undefined ? { heardBy: THIS_PROCESS } : {}) });
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > MAX_PAYLOAD_BYTES) tooBig(event, bytes);
  return payload;
}

/**
 * The payloads of one publishEvents call: a topic's message alone, as payloadOf writes it; a person's
 * events together, in their order, as few payloads as fit under the limit — one alone keeps its single
 * form `{ userId, event }`, several travel as `{ userId, events: [...] }` (the listener hands each on). A
 * settlement tells each of 100k people of a notice and two wallet changes: one NOTIFY each instead of
 * three (issue #21 §4). Each event is turned into JSON once.
 */
function payloadsOf(messages: RealtimeMessage[], heardHere: boolean): string[] {
  type Person = { head: string; events: { json: string; bytes: number }[] };
  const people = new Map<string, Person>();
  const order: (string | Person)[] = [];
  for (const message of messages) {
    if (message.topic !== undefined) {
      order.push(payloadOf(message, heardHere));
      continue;
    }
    let person = people.get(message.userId);
    if (!person) {
      person = { head: `{"userId":${JSON.stringify(message.userId)},`, events: [] };
      people.set(message.userId, person);
      order.push(person);
    }
    const json = eventJson(message.event);
    const bytes = Buffer.byteLength(json, 'utf8');
    // The same size as the event alone would be: `{"userId":…,"event":…}`.
    const alone = Buffer.byteLength(person.head, 'utf8') + '"event":}'.length + bytes;
    if (alone > MAX_PAYLOAD_BYTES) tooBig(message.event, alone);
    person.events.push({ json, bytes });
  }
  return order.flatMap((entry) => (typeof entry === 'string' ? [entry] : packEvents(entry)));
}

/** One person's events packed into as few payloads under MAX_PAYLOAD_BYTES as they fit, in order. */
function packEvents({ head, events }: { head: string; events: { json: string; bytes: number }[] }): string[] {
  const room = MAX_PAYLOAD_BYTES - Buffer.byteLength(head, 'utf8') - '"events":[]}'.length;
  const packs: string[][] = [];
  let used = 0;
  for (const { json, bytes } of events) {
    const last = packs.at(-1);
    if (last && used + 1 + bytes <= room) {
      last.push(json);
      used += 1 + bytes;
    } else {
      packs.push([json]);
      used = bytes;
    }
  }
  return packs.map((pack) => (pack.length === 1 ? `${head}"event":${pack[0]}}` : `${head}"events":[${pack.join(',')}]}`));
}

/**
 * Many events in one statement (a settlement publishes one per winner), sent after the transaction
 * commits and never if it rolls back, so a client never hears of a row it cannot read yet:
 * - in a transaction of runInTransaction (db/unit-of-work.ts), every one in src: by an after-commit
 *   hook (publishCommitted). Why not NOTIFY inside it: PostgreSQL serialises every committing
 *   transaction that NOTIFYs on one database-wide lock, held through its commit's WAL flush, so 64
 *   people backing at once queued on it (Lock:object in bench:backing);
 * - in any other transaction: a NOTIFY, which PostgreSQL delivers on its commit;
 * - outside a transaction: a NOTIFY, delivered at once.
 */
export async function publishEvents(tx: Db, messages: RealtimeMessage[]): Promise<void> {
  if (!messages.length) return;
  // Heard here at once (below) unless a bare transaction delivers it only on its commit.
  const heardHere = hasAfterCommit(tx) || !tx.isTransaction;
  const payloads = payloadsOf(messages, heardHere);
  if (hasAfterCommit(tx)) {
    // Heard here first, synchronously once committed (before the request is answered), then sent.
    tx.afterCommit((db) => {
      hearLocally(messages);
      return publishCommitted(db, payloads);
    });
    return;
  }
  await notifyAll(tx, payloads);
  // Outside any transaction the NOTIFY is delivered at once; inside a bare one it is delivered on its
  // commit, and hearing it early could let a read keep what the commit is about to change: wait for it.
  if (!tx.isTransaction) hearLocally(messages);
}

async function notifyAll(db: Db, payloads: string[]): Promise<void> {
  await sql`${named('realtime-notify-many')}SELECT pg_notify(${REALTIME_CHANNEL}, p) FROM unnest(${payloads}::text[]) AS p`.execute(db);
}

/** The after-commit sends of one database (pool), queued while one is in flight. */
interface Publisher {
  queue: string[];
  draining: Promise<void> | null;
}
/** One send queue per connection pool (not per transaction): it lives as long as the pool does. */
const publishers = new WeakMap<Db, Publisher>();
/** A NOTIFY statement's share of the queue (payloads are under 8 kB each). */
const BATCH = 1_000;

/**
 * Sends the payloads of a transaction that has committed (its after-commit hook). Requests that commit
 * at the same moment share one statement (they queue while one is in flight), whose transaction does not
 * wait for its WAL flush: losing a hint in a crash costs a refetch, never a token. Never rejects — the
 * money is committed by now, and the answer must not turn into an error over a missed hint.
 */
export async function publishCommitted(db: Db, payloads: string[]): Promise<void> {
  if (!payloads.length) return;
  const publisher = publishers.get(db) ?? { queue: [], draining: null };
  publishers.set(db, publisher);
  // Not push(...payloads): a 100k-backer settlement's events as arguments overflow the call stack.
  for (const payload of payloads) publisher.queue.push(payload);
  // Started on the next microtask: the hooks of one commit (and of requests committing with it), all
  // started together, join the first statement instead of waiting for a second.
  publisher.draining ??= Promise.resolve().then(() => drain(db, publisher));
  await publisher.draining;
}

async function drain(db: Db, publisher: Publisher): Promise<void> {
  try {
    while (publisher.queue.length) {
      const batch = publisher.queue.splice(0, BATCH);
      try {
        // One autocommit statement, not BEGIN, SET LOCAL, NOTIFY, COMMIT: set_config(…, true) turns the
        // flush wait off for this statement's own transaction only, and its NOTIFYs go out as it commits.
        // Four round trips were one per stake batch, on the two cores the answers need (issue #21 §3).
        await sql`${named('realtime-notify-many-no-flush-wait')}
          SELECT pg_notify(${REALTIME_CHANNEL}, p) FROM unnest(${batch}::text[]) AS p
          CROSS JOIN (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait`.execute(db);
      } catch (error) {
        process.emitWarning(`realtime: ${batch.length} live events not sent (${(error as Error).message})`);
      }
    }
  } finally {
    publisher.draining = null;
  }
}
