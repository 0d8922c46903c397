// Idempotency-Key for token-moving endpoints (DOMAIN.md §1). The key row and the stored response are
// written inside the handler's own database transaction: either the movement and its record commit
// together, or neither does (a failed attempt leaves the key free for a retry).
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { AppError, errors } from './errors';
import { deferUntilCommit, publishCommitted } from '../modules/realtime/realtime.publish';

export const IDEMPOTENCY_MESSAGES = {
  missing: 'Send an Idempotency-Key header (one per action, reused when retrying).',
  invalid: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  reused: 'This Idempotency-Key was already used with a different request.',
} as const;

export function readIdempotencyKey(header: string | undefined): string {
  if (!header) throw errors.validation(IDEMPOTENCY_MESSAGES.missing);
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(header)) throw errors.validation(IDEMPOTENCY_MESSAGES.invalid);
  return header;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export interface IdempotentResult {
  status: number;
  body: unknown;
  replayed: boolean;
}

async function previous(db: Db, userId: string, key: string, hash: string): Promise<IdempotentResult | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw errors.conflict(IDEMPOTENCY_MESSAGES.reused);
  return { status: row.response_status, body: row.response_body, replayed: true };
}

export async function runIdempotent(
  db: Db,
  { userId, key, endpoint, hash }: { userId: string; key: string; endpoint: string; hash: string },
  work: (tx: Db) => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentResult> {
  // No look-up first: the key's INSERT below refuses a key already used (23505), and the catch then
  // replays it — one round trip less for every first attempt, which is nearly every request.
  let collected: () => string[] = () => [];
  try {
    const result = await db.transaction().execute(async (tx) => {
      // Live events go out after the commit (realtime.publish: NOTIFY inside serialises commits).
      collected = deferUntilCommit(tx);
      // Claims the key first: a used key fails here at once; a concurrent request with the same key waits
      // here, then fails on the primary key once this transaction commits, and replays what it stored.
      await tx.insertInto('idempotency_keys').values({ user_id: userId, key, endpoint, request_hash: hash, response_status: 0, response_body: 'null' }).execute();
      const result = await work(tx);
      await tx
        .updateTable('idempotency_keys')
        .set({ response_status: result.status, response_body: JSON.stringify(result.body) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      return { ...result, replayed: false };
    });
    await publishCommitted(db, collected());
    return result;
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && !(error instanceof AppError)) {
      const winner = await previous(db, userId, key, hash);
      if (winner) return winner;
    }
    throw error;
  }
}
