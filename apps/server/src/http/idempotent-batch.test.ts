// The batcher on a real database with a handler whose answers the test chooses: what is shared, what is
// stored, what is released and what runs alone. The money path through it: challenges.batch.test.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertUser } from '../../test/helpers/fixtures';
import type { Db } from '../db/client';
import { errors } from './errors';
import { createIdempotentBatcher, runKeyClaim, type BatchAnswer, type BatchRequest, type KeyClaim } from './idempotent-batch';
import type { IdempotentResult } from './idempotency';

type Plan = 'ok' | 'refuse' | 'alone' | 'explode';

let database: TestDatabase;
let userId: string;
/** The inputs each call of the handler did (those whose key it claimed), in order. */
let runs: Plan[][];
let alone: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertUser(database.db);
});
afterAll(() => database.drop());
beforeEach(() => {
  runs = [];
  alone = [];
});

const handler = {
  status: 201,
  async run(tx: Db, inputs: Plan[], claim: KeyClaim): Promise<BatchAnswer[]> {
    // A handler with no statement of its own to carry the claim runs it alone; the challenges' carries it (challenges.batch.test.ts).
    const mine = await runKeyClaim(tx, claim);
    const doing = inputs.filter((_, i) => mine[i]);
    if (doing.length) runs.push(doing);
    // Something written in the batch's transaction, to see it commit or roll back.
    await tx
      .insertInto('rate_limit_counters')
      .values({ key: `batch-test:${randomUUID()}`, window_started_at: new Date(), hits: inputs.length })
      .execute();
    if (doing.includes('explode')) throw new Error('the batch fails');
    return inputs.map((plan, i): BatchAnswer => (!mine[i] ? 'alone' : plan === 'ok' ? { body: { done: true } } : plan === 'refuse' ? { error: errors.conflict('Refused.') } : 'alone'));
  },
};

function request(plan: Plan, key: string = randomUUID()): BatchRequest<Plan> {
  return {
    userId,
    key,
    endpoint: 'test',
    hash: 'h',
    input: plan,
    async alone(): Promise<IdempotentResult> {
      alone.push(key);
      return { status: 200, body: { alone: key }, replayed: true };
    },
  };
}

const keyRow = (key: string) => database.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
const batchRows = async () => (await database.db.selectFrom('rate_limit_counters').select('key').where('key', 'like', 'batch-test:%').execute()).length;

describe('idempotent batches', () => {
  it('requests that arrive while a batch is in flight share the next one, and every answer is stored with its key', async () => {
    const batcher = createIdempotentBatcher(database.db, handler, { maxInFlight: 1 });
    const requests = Array.from({ length: 10 }, () => request('ok'));
    const results = await Promise.all(requests.map((r) => batcher.submit(r)));
    // The first goes at once on its own; the nine that came meanwhile go together.
    expect(runs.map((r) => r.length)).toEqual([1, 9]);
    expect(results).toEqual(requests.map(() => ({ status: 201, body: { done: true }, replayed: false })));
    for (const r of requests) expect(await keyRow(r.key)).toMatchObject({ endpoint: 'test', request_hash: 'h', response_status: 201, response_body: { done: true } });
  });

  it('never puts more than maxBatch requests in one transaction', async () => {
    const batcher = createIdempotentBatcher(database.db, handler, { maxInFlight: 1, maxBatch: 4 });
    await Promise.all(Array.from({ length: 10 }, () => batcher.submit(request('ok'))));
    expect(runs.map((r) => r.length)).toEqual([1, 4, 4, 1]);
  });

  it('a refusal is that request’s error alone: its key is free again, the others are answered', async () => {
    const batcher = createIdempotentBatcher(database.db, handler, { maxInFlight: 1 });
    const [first, refused, ok] = [request('ok'), request('refuse'), request('ok')];
    const settled = await Promise.allSettled([first, refused, ok].map((r) => batcher.submit(r)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: 'Refused.' });
    expect(await keyRow(refused.key)).toBeUndefined();
    expect(await keyRow(ok.key)).toMatchObject({ response_status: 201 });
  });

  it('what the batch cannot decide, a key already used, and the same key twice run alone after the batch commits', async () => {
    const batcher = createIdempotentBatcher(database.db, handler, { maxInFlight: 1 });
    const used = request('ok');
    await batcher.submit(used);
    await new Promise((resolve) => setImmediate(resolve)); // its batch has let go of its slot
    runs = [];
    const twice = randomUUID();
    const [lead, undecided, again, firstOfTwo, secondOfTwo] = [request('ok'), request('alone'), request('ok', used.key), request('ok', twice), request('ok', twice)];
    const results = await Promise.all([lead, undecided, again, firstOfTwo, secondOfTwo].map((r) => batcher.submit(r)));
    // The handler never saw the used key nor the second of the pair.
    expect(runs).toEqual([['ok'], ['alone', 'ok']]);
    expect(alone.sort()).toEqual([undecided.key, used.key, twice].sort());
    expect(results[1]).toEqual({ status: 200, body: { alone: undecided.key }, replayed: true });
    expect(results[3]).toEqual({ status: 201, body: { done: true }, replayed: false });
    expect(results[4]).toEqual({ status: 200, body: { alone: twice }, replayed: true });
    // The undecided one's claim was released for it to run alone.
    expect(await keyRow(undecided.key)).toBeUndefined();
  });

  it('a batch whose transaction fails writes nothing, and each of its requests runs alone', async () => {
    const batcher = createIdempotentBatcher(database.db, handler, { maxInFlight: 1 });
    const before = await batchRows();
    const requests = [request('ok'), request('ok'), request('explode'), request('refuse')];
    const results = await Promise.all(requests.map((r) => batcher.submit(r)));
    expect(runs.map((r) => r.length)).toEqual([1, 3]);
    expect(results.slice(1)).toEqual(requests.slice(1).map((r) => ({ status: 200, body: { alone: r.key }, replayed: true })));
    expect(await batchRows()).toBe(before + 1); // only the first batch's row
    for (const r of requests.slice(1)) expect(await keyRow(r.key)).toBeUndefined();
  });

  it('the claim rides in the handler’s statement: a handler that never runs it, or does a request whose key it did not get, undoes its batch', async () => {
    const before = await batchRows();
    const forgetful = createIdempotentBatcher(
      database.db,
      {
        ...handler,
        run: async (tx: Db, inputs: Plan[]) =>
          handler
            .run(tx, inputs, { insert: sql`SELECT NULL::uuid AS user_id, NULL::text AS key WHERE false`, claimed: () => inputs.map(() => false), answersWritten: () => [sql``, sql``] })
            .then(() => inputs.map((): BatchAnswer => ({ body: { done: true } }))),
      },
      { maxInFlight: 1 },
    );
    const lost = request('ok');
    expect(await forgetful.submit(lost)).toEqual({ status: 200, body: { alone: lost.key }, replayed: true });
    expect(alone).toEqual([lost.key]);

    const used = request('ok');
    await createIdempotentBatcher(database.db, handler).submit(used);
    // Does the used key's request too, as if it had been claimed.
    const greedy = createIdempotentBatcher(database.db, { ...handler, run: async (tx: Db, inputs: Plan[], claim: KeyClaim) => (await handler.run(tx, inputs, claim)).map((): BatchAnswer => ({ body: { done: true } })) }, { maxInFlight: 1 });
    const fresh = request('ok');
    alone = [];
    // The opener goes at once on its own; the two that came meanwhile share the next batch.
    const [, ...results] = await Promise.all([greedy.submit(request('ok')), greedy.submit(used), greedy.submit(fresh)]);
    // Nothing of the batch stands (not even the fresh key's answer): both ran alone.
    expect(alone.sort()).toEqual([used.key, fresh.key].sort());
    expect(results).toEqual([used, fresh].map((r) => ({ status: 200, body: { alone: r.key }, replayed: true })));
    expect(await keyRow(fresh.key)).toBeUndefined();
    expect(await keyRow(used.key)).toMatchObject({ response_status: 201, response_body: { done: true } });
    expect(await batchRows()).toBe(before + 2); // `used`'s own batch and the opener's
  });

  it('answers written with the handler’s own statement are stored and released there; answering otherwise than stored undoes the batch', async () => {
    /** A handler that writes its answers in its one write (as the challenges’ does with the money); `lie` answers otherwise. */
    const writing = (lie: boolean) => ({
      status: 201,
      async run(tx: Db, inputs: Plan[], claim: KeyClaim): Promise<BatchAnswer[]> {
        const mine = await runKeyClaim(tx, claim);
        const answers = inputs.map((plan, i): BatchAnswer => (!mine[i] ? 'alone' : plan === 'ok' ? { body: { done: true } } : { error: errors.conflict('Refused.') }));
        const [store, release] = claim.answersWritten(answers);
        await sql`WITH stored AS (${store}), released AS (${release}) INSERT INTO rate_limit_counters (key, window_started_at, hits) VALUES (${`batch-test:${randomUUID()}`}, now(), 1)`.execute(tx);
        return lie ? answers.map((a) => (a === 'alone' ? a : { body: { done: false } })) : answers;
      },
    });
    const honest = createIdempotentBatcher(database.db, writing(false), { maxInFlight: 1 });
    const [ok, refused] = [request('ok'), request('refuse')];
    const settled = await Promise.allSettled([honest.submit(request('ok')), honest.submit(ok), honest.submit(refused)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await keyRow(ok.key)).toMatchObject({ response_status: 201, response_body: { done: true } });
    expect(await keyRow(refused.key)).toBeUndefined();

    const before = await batchRows();
    const liar = createIdempotentBatcher(database.db, writing(true), { maxInFlight: 1 });
    const fooled = request('ok');
    expect(await liar.submit(fooled)).toEqual({ status: 200, body: { alone: fooled.key }, replayed: true });
    expect(await keyRow(fooled.key)).toBeUndefined();
    expect(await batchRows()).toBe(before);
  });
});
