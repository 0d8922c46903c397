// Idempotency through the real contract router, with an endpoint that really moves tokens.
import { endpoint } from '@changamoto/shared/contract';
import { Hono } from 'hono';
import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertUser } from '../../test/helpers/fixtures';
import { createDatabase, type Database } from '../db/client';
import { cash, getBalances, move, platform } from '../modules/ledger/ledger';
import { insertTransaction } from '../modules/ledger/ledger.test-helpers';
import { mountContract, type Handlers } from './contract-router';
import { handleError } from './errors';
import { IDEMPOTENCY_MESSAGES } from './idempotency';
import type { AppEnv } from './types';

const testContract = {
  payOut: endpoint({
    method: 'POST',
    path: '/api/test/pay-out',
    access: 'user',
    idempotent: true,
    tag: 'Test',
    summary: 'Moves tokens from the caller to payout_pending.',
    body: z.strictObject({ tokens: z.number().int().positive() }),
    response: z.object({ transactionId: z.uuid(), tokens: z.number() }),
    status: 201,
  }),
};

let database: TestDatabase;
let wide: Database;
let app: Hono<AppEnv>;
let userId: string;
let calls = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  wide = createDatabase(database.url, { max: 20 });
  userId = await insertUser(database.db);
  const handlers: Handlers<typeof testContract> = {
    payOut: async ({ body }, _c, viewer, tx) => {
      calls += 1;
      const transactionId = await insertTransaction(tx, { userId: viewer.id, type: 'token_bundle_redemption', status: 'pending', amountTokens: -body.tokens });
      await move(tx, [{ from: cash(viewer.id), to: platform('payout_pending'), amount: body.tokens, kind: 'token_bundle_redemption', transactionId }]);
      return { transactionId, tokens: body.tokens };
    },
  };
  app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('log', pino({ level: 'silent' }));
    await next();
  });
  app.onError(handleError);
  mountContract(app, testContract, handlers, { checkResponses: true, db: wide.db, getViewer: async () => ({ id: userId, email: 'x@example.com', role: 'user' }) });
  await database.db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'token_bundle_purchase', status: 'completed', amountTokens: 100 });
    await move(tx, [{ from: platform('payments_in'), to: cash(userId), amount: 100, kind: 'token_bundle_purchase', transactionId: id }]);
  });
});
afterAll(async () => {
  await wide.close();
  await database.drop();
});

const payOut = (tokens: number, key?: string) => app.request('/api/test/pay-out', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, body: JSON.stringify({ tokens }) });

describe('Idempotency-Key', () => {
  it('is required on token-moving endpoints', async () => {
    const res = await payOut(5);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'validation_error', message: IDEMPOTENCY_MESSAGES.missing } });
    expect((await payOut(5, 'short')).status).toBe(400);
  });

  it('a retry with the same key replays the first response and moves nothing more', async () => {
    const first = await payOut(10, 'key-replay-0001');
    expect(first.status).toBe(201);
    const body = await first.json();
    const again = await payOut(10, 'key-replay-0001');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    expect((await getBalances(database.db, userId)).cash).toBe(90);
  });

  it('the same key with a different body is refused with 409', async () => {
    const res = await payOut(11, 'key-replay-0001');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'conflict', message: IDEMPOTENCY_MESSAGES.reused } });
  });

  it('ten simultaneous requests with one key move the tokens once and all get the same answer', async () => {
    const before = calls;
    const responses = await Promise.all(Array.from({ length: 10 }, () => payOut(7, 'key-concurrent-01')));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect((await getBalances(database.db, userId)).cash).toBe(83);
    expect(calls - before).toBeGreaterThanOrEqual(1); // losers may have started, but only one committed
  });

  it('a failed attempt stores nothing, so the same key can be retried once the cause is fixed', async () => {
    const refused = await payOut(500, 'key-after-fix-01');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Insufficient tokens.');
    await database.db.transaction().execute(async (tx) => {
      const id = await insertTransaction(tx, { userId, type: 'token_bundle_purchase', status: 'completed', amountTokens: 500 });
      await move(tx, [{ from: platform('payments_in'), to: cash(userId), amount: 500, kind: 'token_bundle_purchase', transactionId: id }]);
    });
    expect((await payOut(500, 'key-after-fix-01')).status).toBe(201);
    expect((await getBalances(database.db, userId)).cash).toBe(83);
  });
});
