// Two real server processes (src/main.ts) on one database, with no sticky routing between them
// (ARCHITECTURE.md "Beyond one machine"): live events cross instances through PostgreSQL, concurrent
// stakes and decisions through both keep every ledger invariant, and each job's work is done once.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaystackSimulator, type RunningPaystackSimulator } from '@changamoto/paystack-simulator';
import { JOB_SCHEMA } from '../../src/jobs/queue';
import { EXPIRE_INVITES_JOB } from '../../src/modules/challenges/challenges.jobs';
import { verifyLedger } from '../../src/modules/ledger/ledger.verify';
import { openEventStream, type SseStream } from '../../src/modules/realtime/sse-test-client';
import { SETTLE_CHALLENGE_JOB } from '../../src/modules/settlement/settlement.service';
import { startAppProcess, type AppProcess } from '../helpers/app-process';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createSignedInUsers, type SignedInUser } from '../helpers/signed-sessions';
import { eventually } from '../helpers/test-app';

const SECRET = 'two-instances-not-a-secret-0123456789abcdef';
// Both instances sit behind one address, as behind a load balancer: the same PUBLIC_URL and Origin.
const PUBLIC_URL = 'http://changamoto.test';
const BACKERS = 10;
const START_TOKENS = 1_000;

let database: TestDatabase;
let paystack: RunningPaystackSimulator;
let dataDir: string;
let a: AppProcess;
let b: AppProcess;
let people: SignedInUser[];
let admin: SignedInUser;
const streams: SseStream[] = [];
/** Every JSON log line of each instance, parsed (they run at LOG_LEVEL=info). */
const logs: Record<'A' | 'B', Record<string, unknown>[]> = { A: [], B: [] };

interface Answer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

async function call(instance: AppProcess, who: SignedInUser, method: string, pathname: string, { body, key }: { body?: unknown; key?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Cookie: who.cookie, Origin: PUBLIC_URL, 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  const response = await fetch(`${instance.url}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

const either = () => (Math.random() < 0.5 ? a : b);
const inAWeek = () => ({ startDate: new Date().toISOString(), endDate: new Date(Date.now() + 7 * 86_400_000).toISOString() });

async function createSolo(instance: AppProcess, creator: SignedInUser, title: string, stake: number): Promise<string> {
  const answer = await call(instance, creator, 'POST', '/api/challenges', { key: randomUUID(), body: { title, type: 'solo', categorySlug: 'fitness', ...inAWeek(), solo: { playerAStake: stake } } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.challengeId as string;
}

async function invite(instance: AppProcess, creator: SignedInUser, opponent: SignedInUser, title: string): Promise<string> {
  const answer = await call(instance, creator, 'POST', '/api/challenges', {
    key: randomUUID(),
    body: { title, type: 'two_player', categorySlug: 'gaming', ...inAWeek(), two_player: { opponentId: opponent.userId, playerAStake: 30, playerBStake: 30 } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.challengeId as string;
}

/** Log lines of both instances with this message. */
const logged = (msg: string) => [...logs.A, ...logs.B].filter((line) => line.msg === msg);

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'changamoto-two-instances-'));
  chmodSync(dataDir, 0o755);
  // One Paystack for the deployment, as in production (nothing here pays; it keeps each process from starting its own).
  paystack = await startPaystackSimulator({ port: 0, secretKey: 'sk_test_two_instances' });
  people = await createSignedInUsers(database.db, { tag: 'twoinst', count: BACKERS + 2, tokens: START_TOKENS, secret: SECRET });
  admin = (await createSignedInUsers(database.db, { tag: 'twoadmin', count: 1, tokens: 0, secret: SECRET }))[0]!;
  await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();

  const start = (name: 'A' | 'B') =>
    startAppProcess({
      databaseUrl: database.url,
      secret: SECRET,
      dataDir: path.join(dataDir, name),
      env: { PUBLIC_URL, LOG_LEVEL: 'info', PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url },
      onLine: (line) => {
        if (!line.startsWith('{')) return;
        try {
          logs[name].push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // a line cut by the pipe is of no interest here
        }
      },
    });
  // Both at once, as a deploy starts them; if one fails, the other is stopped too.
  const started = await Promise.allSettled([start('A'), start('B')]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    throw failed.reason;
  }
  [a, b] = started.map((result) => (result as PromiseFulfilledResult<AppProcess>).value) as [AppProcess, AppProcess];
}, 180_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await paystack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop(); // fails the file if any ledger invariant is broken
}, 120_000);

describe('two server processes on one database, no sticky routing', () => {
  it('a notification created through instance A reaches an SSE client of instance B', async () => {
    const [playerA, playerB] = people;
    const stream = await openEventStream(`${b.url}/api/events`, { Cookie: playerB!.cookie });
    streams.push(stream);
    const challengeId = await invite(a, playerA!, playerB!, 'Chess on A, heard on B');
    for (;;) {
      const event = await stream.next(30_000);
      if (event.event !== 'notification.created') continue;
      expect(event.data).toMatchObject({ type: 'challenge_invite_received', relatedEntityUuid: challengeId });
      break;
    }
  });

  it("a backing through A is on B's detail (kept in B's read model) by the time B hears it", async () => {
    const [creator, backer, reader] = [people[0]!, people[1]!, people[BACKERS + 1]!];
    const challengeId = await createSolo(a, creator, 'Kept on B, changed on A', 40);
    const detailOn = async (instance: AppProcess, who: SignedInUser) => (await call(instance, who, 'GET', `/api/challenges/${challengeId}`)).body.challenge as { totalJackpot: number; backersCount: number; myStakes: unknown[] };
    // B keeps the detail (the second read comes from memory: the same answer).
    expect(await detailOn(b, reader)).toMatchObject({ totalJackpot: 40, backersCount: 0 });
    expect(await detailOn(b, reader)).toMatchObject({ totalJackpot: 40, backersCount: 0 });
    // B's watcher of the challenge hears what B's read model hears (the same LISTEN connection, the read model first).
    const stream = await openEventStream(`${b.url}/api/events?challenge=${challengeId}`, { Cookie: reader.cookie });
    streams.push(stream);
    const backed = await call(a, backer, 'POST', `/api/challenges/${challengeId}/participation`, { key: randomUUID(), body: { actionType: 'back', backedOutcome: 'solo_fails', stakeAmount: 7 } });
    expect(backed.status, JSON.stringify(backed.body)).toBe(200);
    for (;;) {
      const event = await stream.next(30_000);
      if (event.event === 'challenge.updated') break;
    }
    // One read, once B has heard: the backing is there, the backer's own stake only for the backer.
    expect(await detailOn(b, reader)).toMatchObject({ totalJackpot: 47, backersCount: 1, myStakes: [] });
    expect((await detailOn(b, backer)).myStakes).toHaveLength(1);
    // How soon B hears (issue #21: within 100 ms) is a speed figure, measured by bench:reads (the NOTIFY
    // round trip), not asserted here: a shared CI machine's timing is noise (README, tests).
  });

  it('concurrent backings through both keep one stake per person and challenge, and a key replayed on the other instance applies once', async () => {
    const creator = people[0]!;
    const backers = people.slice(2);
    const challenges = await Promise.all([0, 1, 2, 3].map((i) => createSolo(either(), creator, `Two instances ${i}`, 50)));

    // Every backer backs every challenge at once; each backing goes to both instances with the same key.
    const plan = challenges.flatMap((challengeId, c) =>
      backers.map((backer, i) => ({ challengeId, backer, key: randomUUID(), body: { actionType: 'back', backedOutcome: (i + c) % 3 ? 'solo_succeeds' : 'solo_fails', stakeAmount: 1 + ((i * 7 + c) % 20) } })),
    );
    const answers = await Promise.all(plan.map(({ challengeId, backer, key, body }) => Promise.all([a, b].map((instance) => call(instance, backer, 'POST', `/api/challenges/${challengeId}/participation`, { key, body })))));
    for (const pair of answers) {
      expect(pair.map((answer) => answer.status)).toEqual([200, 200]);
      expect(pair.filter((answer) => !answer.replayed)).toHaveLength(1);
    }
    // A second backing of the same challenge with a new key is refused, on whichever instance.
    const again = await call(either(), backers[0]!, 'POST', `/api/challenges/${challenges[0]}/participation`, { key: randomUUID(), body: plan[0]!.body });
    expect(again.status).toBe(409);

    const stakes = await database.db.selectFrom('challenge_stakes').select(['challenge_id', 'user_id', 'amount', 'outcome']).where('challenge_id', 'in', challenges).where('role', '=', 'backer').execute();
    expect(stakes).toHaveLength(plan.length);
    for (const { challengeId, backer, body } of plan) {
      expect(stakes.filter((s) => s.challenge_id === challengeId && s.user_id === backer.userId)).toEqual([{ challenge_id: challengeId, user_id: backer.userId, amount: String(body.stakeAmount), outcome: body.backedOutcome }]);
    }
    // Each backer paid exactly what their backings say, once.
    for (const backer of backers) {
      const staked = plan.filter((p) => p.backer === backer).reduce((sum, p) => sum + p.body.stakeAmount, 0);
      const { rows } = await sql<{ balance: string }>`SELECT COALESCE(SUM(balance), 0)::text AS balance FROM ledger_accounts WHERE user_id = ${backer.userId}`.execute(database.db);
      expect(Number(rows[0]!.balance)).toBe(START_TOKENS - staked);
    }

    // Decisions sent to both instances at once: with two keys one wins and the other is refused; with
    // one key both answer the same decision. Settlement runs as a job that both instances work on.
    const [first, second, third] = challenges;
    const decide = (instance: AppProcess, challengeId: string, outcome: string, key = randomUUID()) => call(instance, admin, 'POST', `/api/admin/challenges/${challengeId}/decision`, { key, body: { outcome } });
    for (const challengeId of [first!, second!]) {
      const race = await Promise.all([decide(a, challengeId, 'solo_succeeds'), decide(b, challengeId, 'solo_fails')]);
      expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(race.find((answer) => answer.status === 409)!.body).toMatchObject({ error: { message: 'This challenge has already been decided.' } });
    }
    const sameKey = randomUUID();
    const twice = await Promise.all([decide(a, third!, 'solo_fails', sameKey), decide(b, third!, 'solo_fails', sameKey)]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(twice.filter((answer) => !answer.replayed)).toHaveLength(1);

    const decided = [first!, second!, third!];
    await eventually(
      async () => {
        const open = await database.db.selectFrom('challenges').select('id').where('id', 'in', decided).where('status', 'not in', ['paid_out', 'cancelled']).execute();
        return open.length ? undefined : true;
      },
      { timeoutMs: 90_000, intervalMs: 250 },
    );

    // The job ran once per challenge: one settlement job, one "settled" log line across both instances,
    // one credit per stake, and nothing left in escrow. pg-boss marks a job completed just after its
    // handler returns, a moment after the settlement committed: wait for that mark, not only the money.
    const settleJobs = () =>
      sql<{ challenge_id: string; n: number; states: string[] }>`
        SELECT data->>'challengeId' AS challenge_id, count(*)::int AS n, array_agg(state::text) AS states
        FROM ${sql.table(`${JOB_SCHEMA}.job`)} WHERE name = ${SETTLE_CHALLENGE_JOB} GROUP BY 1`.execute(database.db);
    await eventually(async () => ((await settleJobs()).rows.every((row) => row.states.every((state) => ['completed', 'failed', 'cancelled'].includes(state))) ? true : undefined), { timeoutMs: 30_000, intervalMs: 100 });
    const jobs = await settleJobs();
    expect(jobs.rows.sort((x, y) => decided.indexOf(x.challenge_id) - decided.indexOf(y.challenge_id))).toEqual(decided.map((id) => ({ challenge_id: id, n: 1, states: ['completed'] })));
    const settledLines = logged('challenge settled');
    for (const challengeId of decided) expect(settledLines.filter((line) => line.challengeId === challengeId)).toHaveLength(1);

    // One credit per stake at most, and each winning stake has its one.
    const credits = await sql<{ stake_id: string; n: number }>`
      SELECT metadata->>'stakeId' AS stake_id, count(*)::int AS n FROM transactions
      WHERE type IN ('challenge_winnings_credit', 'loss_mitigation_credit', 'challenge_refund') AND metadata->>'challengeId' IN (${sql.join(decided)})
      GROUP BY 1`.execute(database.db);
    expect(credits.rows.filter((row) => row.n !== 1)).toEqual([]);
    const settledStakes = await database.db.selectFrom('challenge_stakes').select(['id', 'status']).where('challenge_id', 'in', decided).execute();
    expect(settledStakes.filter((s) => s.status === 'active')).toEqual([]);
    const credited = new Set(credits.rows.map((row) => row.stake_id));
    expect(settledStakes.filter((s) => s.status === 'won' && !credited.has(s.id))).toEqual([]);
    const { rows: escrow } = await sql<{ held: string }>`SELECT COALESCE(SUM(balance), 0)::text AS held FROM ledger_accounts WHERE kind = 'escrow' AND challenge_id IN (${sql.join(decided)})`.execute(database.db);
    expect(escrow[0]!.held).toBe('0');
    expect(await verifyLedger(database.db)).toEqual([]);
  }, 180_000);

  it('the invite-expiry job cancels and refunds each lapsed invite once, whichever instance works it and however often it is queued', async () => {
    const [creator, , ...opponents] = people;
    const invites = await Promise.all(opponents.slice(0, 3).map((opponent, i) => invite(either(), creator!, opponent, `Lapsing invite ${i}`)));
    // Time passes: their answer is now overdue.
    await database.db
      .updateTable('challenges')
      .set({ invite_expires_at: new Date(Date.now() - 60_000) })
      .where('id', 'in', invites)
      .execute();

    // What the cron does every minute, here five times at once so both instances run it concurrently.
    const boss = new PgBoss({ connectionString: database.url, schema: JOB_SCHEMA, max: 2, supervise: false, schedule: false, migrate: false });
    boss.on('error', () => {});
    await boss.start();
    try {
      await Promise.all([1, 2, 3, 4, 5].map(() => boss.send(EXPIRE_INVITES_JOB, {})));
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
    await eventually(
      async () => {
        const { rows } = await sql<{ open: number }>`
          SELECT count(*)::int AS open FROM ${sql.table(`${JOB_SCHEMA}.job`)} WHERE name = ${EXPIRE_INVITES_JOB} AND state NOT IN ('completed', 'failed')`.execute(database.db);
        return rows[0]!.open === 0 ? true : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 250 },
    );

    const rows = await database.db.selectFrom('challenges').select(['id', 'status']).where('id', 'in', invites).execute();
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const refunds = await sql<{ challenge_id: string; n: number; tokens: string }>`
      SELECT metadata->>'challenge_id' AS challenge_id, count(*)::int AS n, SUM(amount_tokens)::text AS tokens FROM transactions
      WHERE type = 'challenge_refund' AND metadata->>'challenge_id' IN (${sql.join(invites)}) GROUP BY 1`.execute(database.db);
    expect(refunds.rows.map(({ n, tokens }) => ({ n, tokens }))).toEqual(invites.map(() => ({ n: 1, tokens: '30' })));
    // The work was logged by whichever instance did it, three invites in all (a run finding nothing logs nothing).
    const cancelled = logged('expired challenge invites cancelled and refunded').reduce((sum, line) => sum + Number(line.cancelled), 0);
    expect(cancelled).toBe(3);
    expect(await verifyLedger(database.db)).toEqual([]);
  }, 180_000);
});
