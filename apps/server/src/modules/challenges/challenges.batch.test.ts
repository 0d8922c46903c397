// Concurrent joins and backings through the real API share transactions (http/idempotent-batch.ts):
// in one burst, every request gets exactly the answer it would get alone — taken, refused for its own
// reason, replayed — bonus first, one person's two spends against one balance, and the ledger whole
// (checked when the file ends). Single requests: challenges.flow.test.ts.
import { randomUUID } from 'node:crypto';
import { CHALLENGE_MESSAGES as M } from '@changamoto/shared/domain';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUsers, type SignedInUser } from '../../../test/helpers/signed-sessions';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/helpers/test-app';
import { createSoloChallenges } from '../../../../../bench/backing-setup';
import { bonus, getBalances, move, platform } from '../ledger/ledger';
import { escrowBalance, insertTransaction } from '../ledger/ledger.test-helpers';
import { createIdempotentBatcher, type BatchAnswer, type BatchRequest, type KeyClaim } from '../../http/idempotent-batch';
import type { Tx } from '../../db/unit-of-work';
import type { IdempotentResult } from '../../http/idempotency';
import { responsiblePlayGuard } from '../responsible-play/responsible-play.service';
import { joinOrBackMany, type ParticipationRequest } from './participation';

let t: TestApp;
let creator: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  creator = (await createSignedInUsers(t.database.db, { tag: 'creator', count: 1, tokens: 0, secret: TEST_AUTH_SECRET }))[0]!;
});
afterAll(() => t.close());

type Answer = { status: number; replayed: boolean; body: { success?: true; message?: string; error?: { code: string; message: string } } };
let ip = 0;

async function back(person: SignedInUser, challengeId: string, { stake = 5, key = randomUUID(), outcome = 'solo_succeeds' } = {}): Promise<Answer> {
  ip += 1;
  const response = await t.request(`/api/challenges/${challengeId}/participation`, {
    method: 'POST',
    body: { actionType: 'back', backedOutcome: outcome, stakeAmount: stake },
    ip: `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
    headers: { Cookie: person.cookie, 'Idempotency-Key': key },
  });
  return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') === 'true', body: (await response.json()) as Answer['body'] };
}

const people = (tag: string, count: number, tokens: number) => createSignedInUsers(t.database.db, { tag, count, tokens, secret: TEST_AUTH_SECRET });
const challenge = async () => (await createSoloChallenges(t.database.db, { count: 1, creatorId: creator.userId }))[0]!;
const stakesOf = (challengeId: string) => t.database.db.selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', challengeId).execute();

async function giveBonus(userId: string, tokens: number) {
  await t.database.db.transaction().execute(async (tx) => {
    const id = await insertTransaction(tx, { userId, type: 'daily_bonus_credit', status: 'completed', amountTokens: tokens });
    await move(tx, [{ from: platform('promotions'), to: bonus(userId), amount: tokens, kind: 'daily_bonus_credit', transactionId: id }]);
  });
}

describe('a burst of backings on one challenge', () => {
  it('shares transactions, and each request gets its own answer', async () => {
    const id = await challenge();
    const backers = await people('burst', 20, 10);
    const [poor] = await people('poor', 1, 2);
    const [twice] = await people('twice', 1, 10);
    const [retrier] = await people('retrier', 1, 10);
    const [resting] = await people('resting', 1, 10);
    const [mixed] = await people('mixed', 1, 10);
    await giveBonus(mixed!.userId, 3);
    await t.database.db
      .insertInto('self_exclusions')
      .values({ user_id: resting!.userId, kind: 'break_7d', starts_at: new Date(Date.now() - 60_000), ends_at: new Date(Date.now() + 7 * 86_400_000) })
      .execute();
    const retryKey = randomUUID();

    const [answers, poorAnswer, twiceAnswers, retryAnswers, restingAnswer, ownAnswer, mixedAnswer] = await Promise.all([
      Promise.all(backers.map((b) => back(b, id))),
      back(poor!, id),
      Promise.all([back(twice!, id), back(twice!, id)]),
      Promise.all([back(retrier!, id, { key: retryKey }), back(retrier!, id, { key: retryKey })]),
      back(resting!, id),
      back(creator, id),
      back(mixed!, id),
    ]);

    for (const a of answers) expect(a).toEqual({ status: 200, replayed: false, body: { success: true, message: M.backed } });
    expect(poorAnswer).toMatchObject({ status: 409, body: { error: { message: M.insufficient } } });
    expect(twiceAnswers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(twiceAnswers.find((a) => a.status === 409)!.body.error!.message).toBe(M.alreadyBacked);
    // The same Idempotency-Key twice: one backing, the same answer twice, the second marked replayed.
    expect(retryAnswers.map((a) => a.body)).toEqual([
      { success: true, message: M.backed },
      { success: true, message: M.backed },
    ]);
    expect(retryAnswers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(restingAnswer.status).toBe(403);
    expect(restingAnswer.body.error!.message).toMatch(/break/i);
    expect(ownAnswer).toMatchObject({ status: 403, body: { error: { message: M.ownChallenge } } });
    expect(mixedAnswer.status).toBe(200);

    const stakes = await stakesOf(id);
    // 20 backers + twice + retrier + mixed; nobody refused holds a stake.
    expect(stakes).toHaveLength(23);
    expect(new Set(stakes.map((s) => s.user_id)).size).toBe(23);
    expect(Number(await escrowBalance(t.database.db, id))).toBe(23 * 5);
    // Bonus first, then cash, even inside a shared transaction.
    expect(stakes.find((s) => s.user_id === mixed!.userId)).toMatchObject({ from_bonus: '3', from_cash: '2' });
    expect(await getBalances(t.database.db, mixed!.userId)).toEqual({ cash: 8, bonus: 0, total: 8 });
    expect(await getBalances(t.database.db, poor!.userId)).toEqual({ cash: 2, bonus: 0, total: 2 });
    // Shared: the stake rows were written by fewer transactions than there were backings.
    const { rows } = await sql<{ writers: string }>`SELECT count(DISTINCT xmin::text) AS writers FROM challenge_stakes WHERE challenge_id = ${id}`.execute(t.database.db);
    expect(Number(rows[0]!.writers)).toBeLessThan(23);
    // A batch puts all its stakes into one escrow shard, and the next batch into another: two batches in
    // flight on one challenge do not lock the same escrow row.
    const { rows: batches } = await sql<{ shards: string[] }>`
      SELECT array_agg(DISTINCT escrow_shard::text) AS shards FROM challenge_stakes WHERE challenge_id = ${id} GROUP BY xmin::text`.execute(t.database.db);
    expect(batches.every((b) => b.shards.length === 1)).toBe(true);
    expect(new Set(batches.map((b) => b.shards[0])).size).toBeGreaterThan(1);
  });

  it('a refused request’s Idempotency-Key stays free: the same key goes through once the person can pay', async () => {
    const id = await challenge();
    const [poor] = await people('later', 1, 1);
    const others = await people('crowd', 8, 10);
    const key = randomUUID();
    const [refused] = await Promise.all([back(poor!, id, { key }), ...others.map((o) => back(o, id))]);
    expect(refused).toMatchObject({ status: 409, body: { error: { message: M.insufficient } } });
    await giveBonus(poor!.userId, 4);
    expect(await back(poor!, id, { key })).toEqual({ status: 200, replayed: false, body: { success: true, message: M.backed } });
  });

  it('one person backing two challenges at once spends one balance: the second finds what the first left', async () => {
    const [first, second] = [await challenge(), await challenge()];
    const [person] = await people('split', 1, 7);
    const crowd = await people('crowd2', 6, 10);
    const answers = await Promise.all([back(person!, first), back(person!, second), ...crowd.map((c) => back(c, first))]);
    expect(
      answers
        .slice(0, 2)
        .map((a) => a.status)
        .sort(),
    ).toEqual([200, 409]);
    expect(answers.slice(0, 2).find((a) => a.status === 409)!.body.error!.message).toBe(M.insufficient);
    expect(await getBalances(t.database.db, person!.userId)).toEqual({ cash: 2, bonus: 0, total: 2 });
  });
});

describe('a batch through the challenges’ set-based handler', () => {
  it('claims its keys, locks the challenges and reads the self-exclusions in one statement, stores its answers with the money; a used key is not done by it but runs alone', async () => {
    const id = await challenge();
    const crowd = await people('counted', 4, 10);
    const [resting] = await people('resting2', 1, 10);
    const [returning] = await people('returning', 1, 10);
    await t.database.db
      .insertInto('self_exclusions')
      .values({ user_id: resting!.userId, kind: 'closed', starts_at: new Date(Date.now() - 60_000), ends_at: null })
      .execute();
    const usedKey = randomUUID();
    expect((await back(returning!, id, { key: usedKey, stake: 1 })).status).toBe(200);

    // The statements of the second batch's transaction (BEGIN and COMMIT aside), not its live events after commit.
    let statements = 0;
    let counting = false;
    let calls = 0;
    const counter: KyselyPlugin = { transformQuery: (args) => ((statements += counting ? 1 : 0), args.node), transformResult: async (args) => args.result };
    const ranAlone: string[] = [];
    const handler = {
      status: 200,
      run: async (tx: Tx, inputs: ParticipationRequest[], claim: KeyClaim) => {
        calls += 1;
        if (calls === 2) {
          counting = true;
          tx.afterCommit(() => (counting = false));
        }
        return (await joinOrBackMany(tx, responsiblePlayGuard(), inputs, { shard: 7, claim })).map((a): BatchAnswer => (a === 'alone' ? a : a instanceof Error ? { error: a } : { body: a }));
      },
    };
    const batcher = createIdempotentBatcher(t.database.db.withPlugin(counter), handler, { maxInFlight: 1 });
    const submit = (person: SignedInUser, key = randomUUID()) =>
      batcher.submit({
        userId: person.userId,
        key,
        endpoint: 'joinOrBackChallenge',
        hash: 'h',
        input: { viewer: { id: person.userId, email: `${person.userId}@example.co.ke`, role: 'user' }, challengeId: id, body: { actionType: 'back', backedOutcome: 'solo_succeeds', stakeAmount: 2 } },
        alone: async (): Promise<IdempotentResult> => (ranAlone.push(person.userId), { status: 200, body: { alone: true }, replayed: true }),
      } satisfies BatchRequest<ParticipationRequest>);
    // The first goes alone (and makes shard 7: more statements, not counted); the rest share the next batch.
    const settled = await Promise.allSettled([submit(crowd[0]!), ...crowd.slice(1).map((p) => submit(p)), submit(resting!), submit(returning!, usedKey)]);
    expect(calls).toBe(2);

    // Claim + lock + self-exclusions (1), find and lock the pockets (1), and one write: the money, the stakes,
    // the stored answers and the refused key's release (1) — 3, where they were 7 (decision 048).
    expect(statements).toBe(3);
    expect(settled.slice(0, 4).map((s) => s.status === 'fulfilled' && s.value)).toEqual(crowd.map(() => ({ status: 200, body: { success: true, message: M.backed }, replayed: false })));
    expect(settled[4]).toMatchObject({ status: 'rejected', reason: { status: 403 } });
    // The used key was not the batch's: no second stake, and it ran alone (which replays).
    expect(settled[5]).toEqual({ status: 'fulfilled', value: { status: 200, body: { alone: true }, replayed: true } });
    expect(ranAlone).toEqual([returning!.userId]);
    const stakes = await stakesOf(id);
    expect(stakes.map((s) => s.user_id).sort()).toEqual([...crowd.map((p) => p.userId), returning!.userId].sort());
    const keys = await t.database.db
      .selectFrom('idempotency_keys')
      .select(['user_id', 'response_status'])
      .where('user_id', 'in', [resting!.userId, ...crowd.map((p) => p.userId)])
      .execute();
    expect(keys.filter((k) => k.user_id === resting!.userId)).toEqual([]);
    expect(keys.filter((k) => k.response_status === 200)).toHaveLength(4);
    const stored = await t.database.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .where(
        'user_id',
        'in',
        crowd.map((p) => p.userId),
      )
      .execute();
    expect(stored.map((k) => k.response_body)).toEqual(crowd.map(() => ({ success: true, message: M.backed })));
  });
});
