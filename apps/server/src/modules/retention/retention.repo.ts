// Retention of the tables that only grow (docs/scaling.md): rows past their use are deleted in small
// batches, each its own statement, so a night's backlog never holds a long lock or one huge transaction.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** How long each kind of row is kept, in days (docs/scaling.md says why each). */
export const RETENTION_DAYS = {
  /**
   * A replay of a money request must find its first answer: clients retry within minutes, Paystack's
   * webhooks for up to 72 h. A week covers both with room; after that a reused key is simply a new request.
   */
  idempotencyKeys: 7,
  /** The dev outbox (staging's e-mails and SMS) is for reading recent messages, not an archive. */
  devOutbox: 30,
  /** Read notifications: the bell shows recent ones; unread ones are kept until read. */
  readNotifications: 90,
} as const;

const BATCH = 5_000;

/** Deletes `table` rows matching `where`, BATCH at a time by ctid; returns how many. */
async function deleteInBatches(db: Db, table: string, where: ReturnType<typeof sql>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM ${sql.table(table)} WHERE ctid IN (SELECT ctid FROM ${sql.table(table)} WHERE ${where} LIMIT ${BATCH})`.execute(db);
    const count = Number(result.numAffectedRows ?? 0n);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

const olderThan = (days: number) => sql`created_at < now() - make_interval(days => ${days})`;

export interface RetentionResult {
  idempotencyKeys: number;
  devOutbox: number;
  readNotifications: number;
}

export async function applyRetention(db: Db, days: typeof RETENTION_DAYS = RETENTION_DAYS): Promise<RetentionResult> {
  return {
    idempotencyKeys: await deleteInBatches(db, 'idempotency_keys', olderThan(days.idempotencyKeys)),
    devOutbox: await deleteInBatches(db, 'dev_outbox', olderThan(days.devOutbox)),
    readNotifications: await deleteInBatches(db, 'notifications', sql`status = 'read' AND ${olderThan(days.readNotifications)}`),
  };
}
