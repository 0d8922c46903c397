// Idempotency-Key for token-moving endpoints (DOMAIN.md §1). The key row and the stored response are
// written inside the handler's own database transaction: either the movement and its record commit
// together, or neither does (a failed attempt leaves the key free for a retry). An endpoint whose work
// waits on a provider runs in steps instead (runIdempotentAroundCall, docs/decisions/016).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { runInTransaction, type RunInTransactionOptions, type Tx } from '../db/unit-of-work';
import { AppError, errors } from './errors';

export const IDEMPOTENCY_MESSAGES = {
  missing: 'Send an Idempotency-Key header (one per action, reused when retrying).',
  invalid: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  reused: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'This request is still in progress. Please wait a few seconds, then try again with the same Idempotency-Key.',
} as const;

/**
 * A key claimed by runIdempotentAroundCall whose answer never came (the process died during the
 * provider call) may be claimed again after this long: Paystack's calls time out after 15 s, so a claim
 * unanswered at twice that was cut short, and the person's retry should not wait longer than it must.
 */
export const STALE_CLAIM_SECONDS = 30;

export function readIdempotencyKey(header: string | undefined): string {
  if (!header) throw errors.validation(IDEMPOTENCY_MESSAGES.missing);
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(header)) throw errors.validation(IDEMPOTENCY_MESSAGES.invalid);
  return header;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
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
  { userId, key, endpoint, hash, log }: { userId: string; key: string; endpoint: string; hash: string; log?: RunInTransactionOptions['log'] },
  work: (tx: Tx) => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentResult> {
  // No look-up first: the key's INSERT below refuses a key already used (23505), and the catch then
  // replays it — one round trip less for every first attempt, which is nearly every request.
  try {
    // Live events the work publishes go out after the commit (tx.afterCommit, db/unit-of-work.ts).
    return await runInTransaction(
      db,
      async (tx) => {
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
      },
      { log },
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && !(error instanceof AppError)) {
      const winner = await previous(db, userId, key, hash);
      if (winner) return winner;
    }
    throw error;
  }
}

/**
 * The steps of an idempotent endpoint whose work waits on an outside provider (contract `providerCall`):
 * no database transaction is open while the provider answers (DOMAIN.md §8, docs/decisions/016).
 */
export interface AroundCallSteps<P, R, O> {
  /** First transaction, the one that claims the key: check the rules (under their locks) and write what is pending. */
  prepare(tx: Tx): Promise<P>;
  /** The provider call, with no transaction open. Throw an AppError to say what the client sees. */
  call(prepared: P): Promise<R>;
  /** Second transaction: store what the provider answered; the key's answer is stored with it. */
  finish(tx: Tx, prepared: P, result: R): Promise<O>;
  /** The call failed: undo what prepare wrote (e.g. mark the purchase failed), in a transaction that also releases the key. */
  abandon(tx: Tx, prepared: P, error: unknown): Promise<void>;
}

type Claim<P> = { claimed: true; prepared: P } | { claimed: false; held: IdempotentResult | 'in_progress' };

/**
 * runIdempotent for work with a provider call in the middle. The key is claimed (answer status 0 =
 * in progress) and committed with prepare's writes; a replay of it meanwhile gets 409 "still in
 * progress" and starts nothing. If the call fails, abandon runs and the key is deleted, so a retry with
 * the same key goes again. A key whose answer never came (crash) may be claimed again after STALE_CLAIM_SECONDS.
 */
export async function runIdempotentAroundCall<P, R, O>(
  db: Db,
  { userId, key, endpoint, hash, status, log }: { userId: string; key: string; endpoint: string; hash: string; status: number; log?: RunInTransactionOptions['log'] },
  steps: AroundCallSteps<P, R, O>,
): Promise<IdempotentResult> {
  const inTransaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => runInTransaction(db, work, { log });

  const claim: Claim<P> = await inTransaction(async (tx) => {
    // Waits for a concurrent claim of the same key to end; takes over only a stale, unanswered claim of the same request.
    const claimed = await sql<{ key: string }>`
      INSERT INTO idempotency_keys (user_id, key, endpoint, request_hash, response_status, response_body)
      VALUES (${userId}, ${key}, ${endpoint}, ${hash}, 0, 'null')
      ON CONFLICT (user_id, key) DO UPDATE SET created_at = now()
        WHERE idempotency_keys.response_status = 0
          AND idempotency_keys.request_hash = EXCLUDED.request_hash
          AND idempotency_keys.created_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})
      RETURNING key`.execute(tx);
    if (claimed.rows.length === 0) {
      const held = await previous(tx, userId, key, hash);
      return { claimed: false, held: !held || held.status === 0 ? 'in_progress' : held };
    }
    return { claimed: true, prepared: await steps.prepare(tx) };
  });
  if (!claim.claimed) {
    if (claim.held === 'in_progress') throw errors.conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return claim.held;
  }

  let result: R;
  try {
    result = await steps.call(claim.prepared);
  } catch (error) {
    await inTransaction(async (tx) => {
      await steps.abandon(tx, claim.prepared, error);
      await tx.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).where('response_status', '=', 0).execute();
    });
    throw error;
  }

  const body = await inTransaction(async (tx) => {
    const output = await steps.finish(tx, claim.prepared, result);
    await tx
      .updateTable('idempotency_keys')
      .set({ response_status: status, response_body: JSON.stringify(output) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    return output;
  });
  return { status, body, replayed: false };
}
