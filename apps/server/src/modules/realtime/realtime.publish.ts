// Publishing a live event to one user: a pg_notify on the shared channel. Every server instance
// LISTENs on it (realtime.listener.ts) and forwards the event to that user's open /api/events streams.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export const REALTIME_CHANNEL = 'changamoto_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build): send ids and small data. */
export const MAX_PAYLOAD_BYTES = 7999;

export interface RealtimeEvent {
  /** e.g. 'notification.created', 'transaction.created', 'balance.changed' (REALTIME_EVENTS in the shared domain). */
  type: string;
  data?: unknown;
}

/** What travels on the channel. */
export interface RealtimeMessage {
  userId: string;
  event: RealtimeEvent;
}

/**
 * Queues `event` for `userId`'s live streams. Inside a transaction PostgreSQL delivers it only when
 * that transaction commits (and never if it rolls back), so a client never hears of a row it cannot
 * read yet. Outside one it is delivered at once.
 */
export async function publishEvent(tx: Db, userId: string, event: RealtimeEvent): Promise<void> {
  await publishEvents(tx, [{ userId, event }]);
}

function payloadOf({ userId, event }: RealtimeMessage): string {
  if (!/^[\w.-]{1,64}$/.test(event.type)) throw new Error(`Invalid realtime event type: ${JSON.stringify(event.type)}`);
  const payload = JSON.stringify({ userId, event: { type: event.type, data: event.data ?? {} } } satisfies RealtimeMessage);
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new Error(`Realtime event ${event.type} is ${Buffer.byteLength(payload, 'utf8')} bytes; keep it under 8000 (send ids, not rows).`);
  }
  return payload;
}

/**
 * Many events in one statement (a settlement publishes one per winner). Like publishEvent: delivered on
 * commit. PostgreSQL folds identical payloads of one transaction into one, which is what we want.
 */
export async function publishEvents(tx: Db, messages: RealtimeMessage[]): Promise<void> {
  if (!messages.length) return;
  const payloads = messages.map(payloadOf);
  await sql`SELECT pg_notify(${REALTIME_CHANNEL}, p) FROM unnest(${payloads}::text[]) AS p`.execute(tx);
}
