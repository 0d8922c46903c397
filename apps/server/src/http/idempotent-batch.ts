// Concurrent requests of one idempotent endpoint sharing one database transaction (group commit).
// Why: a backing costs ~15 statements, and 64 people backing at once spent the two cores on round trips
// and per-statement work, not on locks (bench:backing). Requests that arrive while a batch is in flight
// wait for the next one, which claims all their Idempotency-Keys, runs the endpoint's set-based handler
// once and stores every answer: a fixed number of statements for the whole batch. The claim and the
// answers' writes ride in the handler's own statements (KeyClaim, decision 048), so a backing batch is
// three statements between BEGIN and COMMIT.
//
// Each request still gets exactly what it would have got alone:
// - an answer is committed together with its key (the same transaction), and only then returned;
// - a refusal (4xx) is returned as its error, and its key is released in the same transaction, as a
//   failed request alone leaves its key free for a retry;
// - a key already used (a retry, a replay) and anything the batch cannot decide (the same person
//   twice, a database error such as a unique violation raced by another server) runs alone afterwards
//   through runIdempotent, which replays, waits or refuses exactly as before. If the batch's
//   transaction fails, nothing of it was written and every request of it runs alone.
import { sql, type RawBuilder } from 'kysely';
import { named, type Db } from '../db/client';
import { runInTransaction, type Tx } from '../db/unit-of-work';
import type { IdempotentResult } from './idempotency';

/** What one request of a batch comes to: its response body, its refusal, or "run me alone". */
export type BatchAnswer = { body: unknown } | { error: unknown } | 'alone';

export interface BatchRequest<I> {
  userId: string;
  key: string;
  endpoint: string;
  hash: string;
  input: I;
  /** The request on its own (runIdempotent), for what the batch hands back. */
  alone(): Promise<IdempotentResult>;
}

/**
 * The batch's claim of its Idempotency-Keys, run by the handler as a CTE of its first statement
 * (decision 048: one round trip less per batch). The handler hands back what the CTE returned, learns
 * which inputs are the batch's, and does nothing for the others: it answers them 'alone' (a key already
 * used, or in flight elsewhere, runs alone afterwards and replays, waits or refuses exactly as before).
 */
export interface KeyClaim {
  /** `INSERT … ON CONFLICT DO NOTHING RETURNING user_id, key`, for `WITH claimed AS (…)`. */
  readonly insert: RawBuilder<unknown>;
  /** The rows that CTE returned → per input, in order: is it the batch's to do. */
  claimed(rows: readonly { user_id: string; key: string }[]): boolean[];
  /**
   * The answers' writes — each done request's answer stored with its key, each refused one's key released —
   * as two CTEs (always both: one fixed text) for the handler's statement that moves the money (decision
   * 048): they commit with it and cost no statement of their own. Call it only when that statement runs;
   * the handler must then return exactly these answers (a refusal's error aside), or the batch is undone.
   * A handler that does not call it leaves the writes to the batcher.
   */
  answersWritten(answers: readonly BatchAnswer[]): [RawBuilder<unknown>, RawBuilder<unknown>];
}

export interface IdempotentBatchHandler<I> {
  /** The status of an answer (the endpoint's success status). */
  status: number;
  /**
   * Does every request's work in `tx`, in one go; one answer per input, in order. Runs `claim` first
   * (in its first statement, or alone with `runKeyClaim`) and answers 'alone' every input it did not get.
   */
  run(tx: Tx, inputs: I[], claim: KeyClaim): Promise<BatchAnswer[]>;
}

export interface BatcherOptions {
  /** Most requests in one transaction. */
  maxBatch?: number;
  /** Batches in flight at once: while one commits (its WAL flush), the next is being built. */
  maxInFlight?: number;
}

interface Waiting<I> {
  request: BatchRequest<I>;
  resolve(result: IdempotentResult): void;
  reject(error: unknown): void;
}

export interface IdempotentBatcher<I> {
  submit(request: BatchRequest<I>): Promise<IdempotentResult>;
}

export function createIdempotentBatcher<I>(db: Db, handler: IdempotentBatchHandler<I>, { maxBatch = 64, maxInFlight = 2 }: BatcherOptions = {}): IdempotentBatcher<I> {
  const queue: Waiting<I>[] = [];
  let inFlight = 0;

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      void runBatch(db, handler, batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    submit(request) {
      return new Promise<IdempotentResult>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        pump();
      });
    },
  };
}

const keyOf = (r: { userId: string; key: string }) => `${r.userId}\n${r.key}`;

/** Runs a request alone and settles its promise with whatever that gives. */
function runAlone<I>(waiting: Waiting<I>): Promise<void> {
  return waiting.request.alone().then(waiting.resolve, waiting.reject);
}

async function runBatch<I>(db: Db, handler: IdempotentBatchHandler<I>, batch: Waiting<I>[]): Promise<void> {
  // The same key twice in one batch (a retry racing its first attempt): the second waits for the first's answer.
  const seen = new Set<string>();
  const first = batch.filter((w) => !seen.has(keyOf(w.request)) && seen.add(keyOf(w.request)));
  const later = batch.filter((w) => !first.includes(w));
  let done: { waiting: Waiting<I>; answer: BatchAnswer }[];
  try {
    // The live hints (after-commit hooks) go out in the background once committed: they never reject,
    // and waiting for their round trip held every answer and the next batch back (issue #8 p99).
    done = await runInTransaction(
      db,
      async (tx) => {
        const claim = keyClaim(
          first.map((w) => w.request),
          handler.status,
        );
        const answers = await handler.run(
          tx,
          first.map((w) => w.request.input),
          claim,
        );
        const { got, written } = claim.result();
        const results = first.map((waiting, i) => ({ waiting, answer: answers[i]! }));
        // A request whose key the batch did not get must not have been done: its answer is 'alone', or the whole batch is undone.
        if (results.some(({ answer }, i) => !got[i] && answer !== 'alone')) throw new Error('the batch handler answered a request whose Idempotency-Key it did not claim');
        if (written) {
          // Stored with the money: what each request is answered must be what was stored for it.
          if (results.some(({ answer }, i) => !sameAnswer(answer, written[i]!))) throw new Error('the batch handler answered otherwise than it stored');
          return results;
        }
        await storeAnswers(
          tx,
          handler.status,
          results.flatMap(({ waiting, answer }) => (typeof answer === 'object' && 'body' in answer ? [{ ...waiting.request, body: answer.body }] : [])),
        );
        // A refused request's key is free again, as alone; so is a claimed one the handler sent to run alone.
        await releaseKeys(
          tx,
          results.flatMap(({ waiting, answer }, i) => (got[i] && !(typeof answer === 'object' && 'body' in answer) ? [waiting.request] : [])),
        );
        return results;
      },
      { hooks: 'background' },
    );
  } catch {
    // Nothing of the batch was written: each request goes again on its own, and meets its own error if any.
    await Promise.all(batch.map(runAlone));
    return;
  }
  for (const { waiting, answer } of done) {
    if (answer === 'alone') later.push(waiting);
    else if ('body' in answer) waiting.resolve({ status: handler.status, body: answer.body, replayed: false });
    else waiting.reject(answer.error);
  }
  await Promise.all(later.map(runAlone));
}

/**
 * The claim of every key not used yet (as runIdempotent's INSERT does), for the handler's first statement.
 * `result()` throws if the handler never handed back what it claimed: then nothing of the batch stands.
 */
function keyClaim(requests: BatchRequest<unknown>[], status: number): KeyClaim & { result(): { got: boolean[]; written?: readonly BatchAnswer[] } } {
  // In key order: two batches claiming overlapping keys never wait on each other in a circle.
  const sorted = [...requests].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  let got: boolean[] | undefined;
  let written: readonly BatchAnswer[] | undefined;
  return {
    insert: sql`
      INSERT INTO idempotency_keys (user_id, key, endpoint, request_hash, response_status, response_body)
      SELECT u, k, e, h, 0, 'null'::jsonb
      FROM unnest(${sorted.map((r) => r.userId)}::uuid[], ${sorted.map((r) => r.key)}::text[], ${sorted.map((r) => r.endpoint)}::text[], ${sorted.map((r) => r.hash)}::text[]) AS v(u, k, e, h)
      ON CONFLICT DO NOTHING
      RETURNING user_id, key`,
    claimed(rows) {
      if (got) throw new Error('the batch claimed its keys twice');
      const keys = new Set(rows.map((row) => keyOf({ userId: row.user_id, key: row.key })));
      got = requests.map((r) => keys.has(keyOf(r)));
      return got;
    },
    answersWritten(answers) {
      if (!got) throw new Error('the batch handler wrote its answers before it claimed its keys');
      if (written) throw new Error('the batch handler wrote its answers twice');
      if (answers.length !== requests.length) throw new Error('the batch handler wrote an answer count unlike its requests');
      written = [...answers];
      const mine = requests.filter((_, i) => got![i]);
      const mineAnswers = answers.filter((_, i) => got![i]);
      return [
        storeAnswersSql(
          status,
          mine.flatMap((r, i) => (isBody(mineAnswers[i]!) ? [{ ...r, body: mineAnswers[i].body }] : [])),
        ),
        releaseKeysSql(mine.filter((_, i) => !isBody(mineAnswers[i]!))),
      ];
    },
    result() {
      if (!got) throw new Error('the batch handler did not claim its Idempotency-Keys');
      return { got, written };
    },
  };
}

const isBody = (answer: BatchAnswer): answer is { body: unknown } => typeof answer === 'object' && 'body' in answer;

/** The same answer: the same body, or both refusals (the error's words are not stored), or both 'alone'. */
function sameAnswer(a: BatchAnswer, b: BatchAnswer): boolean {
  if (isBody(a) || isBody(b)) return isBody(a) && isBody(b) && JSON.stringify(a.body) === JSON.stringify(b.body);
  return (a === 'alone') === (b === 'alone');
}

/** The claim as a statement of its own, for a handler with no statement to carry it. */
export async function runKeyClaim(tx: Db, claim: KeyClaim): Promise<boolean[]> {
  const { rows } = await sql<{ user_id: string; key: string }>`${named('idempotency-claim-many')}${claim.insert}`.execute(tx);
  return claim.claimed(rows);
}

async function storeAnswers(tx: Db, status: number, answered: { userId: string; key: string; body: unknown }[]): Promise<void> {
  if (!answered.length) return;
  await sql`${named('idempotency-store-many')}${storeAnswersSql(status, answered)}`.execute(tx);
}

function storeAnswersSql(status: number, answered: { userId: string; key: string; body: unknown }[]): RawBuilder<unknown> {
  return sql`
    UPDATE idempotency_keys k SET response_status = ${status}, response_body = v.b
    FROM unnest(${answered.map((a) => a.userId)}::uuid[], ${answered.map((a) => a.key)}::text[], ${answered.map((a) => JSON.stringify(a.body))}::jsonb[]) AS v(u, k, b)
    WHERE k.user_id = v.u AND k.key = v.k`;
}

async function releaseKeys(tx: Db, refused: { userId: string; key: string }[]): Promise<void> {
  if (!refused.length) return;
  await sql`${named('idempotency-release-many')}${releaseKeysSql(refused)}`.execute(tx);
}

function releaseKeysSql(refused: { userId: string; key: string }[]): RawBuilder<unknown> {
  return sql`
    DELETE FROM idempotency_keys k
    USING unnest(${refused.map((r) => r.userId)}::uuid[], ${refused.map((r) => r.key)}::text[]) AS v(u, k)
    WHERE k.user_id = v.u AND k.key = v.k`;
}
