// Fault injection (issue #8): while signed-in clients buy, create, back, redeem and an admin decides
// through the real server process, the server is killed with SIGKILL and restarted, PostgreSQL is
// stopped and started, and Paystack fails, lags, duplicates, reorders and reverses. Afterwards every
// request that got a 2xx is in the database exactly once, nothing is left pending, nobody gained or
// lost a token, and the ledger's invariants hold. Short by default (npm test); CHAOS_LONG=1 (npm run
// test:chaos) runs more rounds with more clients.
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaystackSimulator, type RunningPaystackSimulator } from '@changamoto/paystack-simulator';
import { createDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { installJobSchema } from '../../src/jobs/queue';
import { verifyLedger } from '../../src/modules/ledger/ledger.verify';
import { startAppProcess } from '../helpers/app-process';
import { freePort } from '../helpers/ports';
import { startScratchPostgres, type ScratchPostgres } from '../helpers/scratch-postgres';
import { createSignedInUsers } from '../helpers/signed-sessions';
import * as checks from './chaos/checks';
import { adminLoop, playerLoop, type Bundle, type Player, type World } from './chaos/clients';
import { createFaults, type Faults } from './chaos/faults';
import { reconcileUntilFinal, replayUndecided, type Reconciled } from './chaos/recovery';
import { applied, createRecorder, type Kind, type Recorder } from './chaos/requests';

const LONG = process.env.CHAOS_LONG === '1';
const PLAN = LONG ? { players: 10, rounds: 5, postgresRestarts: 3, loadMs: 6_000 } : { players: 6, rounds: 2, postgresRestarts: 1, loadMs: 2_500 };
const SEED_TOKENS = 300;
const SECRET = 'chaos-not-a-secret-0123456789abcdefghij';

let postgres: ScratchPostgres;
let database: Database;
let databaseUrl: string;
let paystack: RunningPaystackSimulator;
let faults: Faults;
let recorder: Recorder;
let world: World;
let bundles: Map<string, number>;
let stopped = false;
let replayed = 0;
let reconciled: Reconciled;
const started = Date.now();
/** Seconds since the start at the end of each phase, for the summary. */
const phases: string[] = [];
const phaseDone = (name: string) => phases.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUp(): Promise<void> {
  postgres = await startScratchPostgres();
  databaseUrl = await postgres.createDatabase('chaos');
  database = createDatabase(databaseUrl, { max: 4 });
  await migrate(database.pool);
  await installJobSchema(databaseUrl);

  // Paystack lives outside the server (it must outlive every kill) and calls it back on its fixed port.
  const port = await freePort();
  paystack = await startPaystackSimulator({ secretKey: 'sk_test_chaos', webhookUrl: `http://127.0.0.1:${port}/api/paystack/webhook`, webhookRetryDelaysMs: [250, 500, 1_000, 2_000, 4_000, 8_000] });
  const dataDir = path.join(postgres.dir, 'server');
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o755);
  const start = () => startAppProcess({ databaseUrl, secret: SECRET, dataDir, port, env: { PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url } });

  const signedIn = await createSignedInUsers(database.db, { tag: 'chaos', count: PLAN.players, tokens: SEED_TOKENS, secret: SECRET });
  const [admin] = await createSignedInUsers(database.db, { tag: 'chaosadmin', count: 1, tokens: 0, secret: SECRET });
  await database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin!.userId).execute();
  // Half the players have a verified identity: they may redeem.
  const verified = signedIn.filter((_, i) => i % 2 === 0).map((p) => p.userId);
  await database.db.updateTable('users').set({ kyc_status: 'verified' }).where('id', 'in', verified).execute();

  const server = await start();
  faults = createFaults({ start, first: server, postgres, paystack, db: database.db });
  recorder = createRecorder({ baseUrl: server.url });
  const list = (await (await fetch(`${server.url}/api/wallet/bundles`)).json()) as { bundles: Bundle[] };
  bundles = new Map(list.bundles.map((b) => [b.id, b.tokenAmount]));

  const players: Player[] = [];
  for (const [i, person] of signedIn.entries()) {
    let recipientCode: string | null = null;
    if (verified.includes(person.userId)) {
      const response = await fetch(`${server.url}/api/wallet/payout-accounts`, {
        method: 'POST',
        headers: { Cookie: person.cookie, Origin: server.url, 'Content-Type': 'application/json', 'X-Forwarded-For': `10.200.0.${i + 1}` },
        body: JSON.stringify({ type: 'mobile_money', name: `Chaos ${i}`, accountNumber: `07120000${String(i).padStart(2, '0')}`, bankCode: 'MPESA', setAsDefault: true }),
      });
      const body = (await response.json()) as { account?: { recipientCode: string } };
      if (!body.account) throw new Error(`adding a payout account failed: ${response.status} ${JSON.stringify(body)}`);
      recipientCode = body.account.recipientCode;
    }
    players.push({ ...person, name: `chaos_${i + 1}`, recipientCode });
  }
  world = { recorder, players, admin: admin!, bundles: list.bundles, challenges: [], stopped: () => stopped };
}

/** The clients run throughout; the faults come in rounds, with quiet load in between. */
async function runChaos(): Promise<void> {
  const loops = [...world.players.map((p) => playerLoop(world, p)), adminLoop(world)];
  try {
    for (let round = 0; round < PLAN.rounds; round += 1) {
      await pause(PLAN.loadMs);
      faults.breakPayments();
      await pause(PLAN.loadMs / 2);
      await faults.killServer();
      await pause(PLAN.loadMs / 2);
      if (round < PLAN.postgresRestarts) await faults.restartPostgres(2_000);
      faults.breakPayouts();
      await pause(PLAN.loadMs / 2);
      faults.clear();
      await faults.reverseAPayout();
      await pause(PLAN.loadMs / 2);
    }
  } finally {
    stopped = true;
    await Promise.all(loops);
  }
}

beforeAll(
  async () => {
    await setUp();
    phaseDone('set up');
    await runChaos();
    phaseDone('chaos');
    await faults.ensureServer();
    faults.clear();
    replayed = await replayUndecided(recorder);
    // A reversal is one of the faults promised: if no payout had completed when the rounds tried, one now.
    if (!faults.log.some((line) => line.includes('reversed'))) {
      for (let i = 0; i < 40 && !(await faults.reverseAPayout()); i += 1) await pause(500);
    }
    phaseDone('replayed');
    reconciled = await reconcileUntilFinal({ db: database.db, databaseUrl, paystack, publicUrl: faults.server().url, jobGraceMs: 20_000 });
    phaseDone('reconciled');
  },
  LONG ? 1_200_000 : 300_000,
);

afterAll(async () => {
  const kinds: Kind[] = ['buy', 'create', 'back', 'redeem', 'decide'];
  const count = (kind: Kind, test: (s: Recorder['all'][number]) => boolean) => recorder?.all.filter((s) => s.kind === kind && test(s)).length ?? 0;
  console.log(
    [
      `chaos (${LONG ? 'long' : 'short'}): ${((Date.now() - started) / 1000).toFixed(0)} s (${phases.join(', ')}), ${recorder?.all.length ?? 0} token-moving requests, ${replayed} replayed after recovery, ${reconciled?.rounds ?? '?'} reconciliation rounds, ${reconciled?.settledHere ?? '?'} decided challenges settled by the test (their jobs: ${JSON.stringify(reconciled?.jobStates ?? {})})`,
      ...kinds.map((kind) => `  ${kind}: ${count(kind, applied)} applied, ${count(kind, (s) => !applied(s))} refused, ${count(kind, (s) => s.attempts.some((a) => a.status === null || a.status >= 500))} saw no answer or a 5xx`),
      ...(faults?.log ?? []).map((line) => `  ${line}`),
    ].join('\n'),
  );
  await faults?.server().stop();
  await paystack?.stop();
  await database?.close();
  await postgres?.destroy();
}, 120_000);

describe('chaos: kill -9, a PostgreSQL restart and a misbehaving Paystack while clients use the API', () => {
  it('the faults really happened and the clients did real work through them', () => {
    expect(faults.log.filter((line) => line.includes('kill -9'))).toHaveLength(PLAN.rounds);
    expect(faults.log.filter((line) => line.includes('PostgreSQL stopped'))).toHaveLength(PLAN.postgresRestarts);
    expect(faults.log.some((line) => line.includes('reversed'))).toBe(true);
    expect(recorder.all.some((s) => s.attempts.some((a) => a.status === null))).toBe(true);
    for (const kind of ['buy', 'create', 'back', 'redeem', 'decide'] as const) expect(recorder.all.filter((s) => s.kind === kind && applied(s)).length, kind).toBeGreaterThan(0);
    expect(paystack.controls.webhookLog().some((delivery) => delivery.copy > 1 && delivery.delivered)).toBe(true);
  });

  it('the server survived the PostgreSQL restart and every Paystack fault (it only went down when killed)', () => {
    expect(faults.unexpectedExits).toEqual([]);
  });

  it('every request ends with a definite answer once the system is back', () => {
    expect(checks.undecidedRequests(recorder.all)).toEqual([]);
  });

  it('a request replayed with its Idempotency-Key answers what it answered before and applies nothing again', async () => {
    const answered = recorder.all.filter((s) => s.attempts.some((a) => a.phase === 'chaos' && a.status !== null && a.status >= 200 && a.status < 300));
    const sample = answered.filter((_, i) => i % Math.ceil(answered.length / 30) === 0); // about 30, spread over the run
    expect(sample.length).toBeGreaterThan(0);
    for (const sent of sample) {
      const first = sent.attempts.find((a) => a.status !== null && a.status >= 200 && a.status < 300)!;
      const again = await recorder.resend(sent, 'replay-check');
      expect({ status: again.status, body: again.body, replayed: again.replayed }).toEqual({ status: first.status, body: first.body, replayed: true });
    }
  });

  it('every 2xx is reflected exactly once: challenges, backings, purchases, redemptions, decisions', async () => {
    const db = database.db;
    expect(await checks.createsReflectedOnce(db, recorder.all, world.players)).toEqual([]);
    expect(await checks.backingsReflectedOnce(db, recorder.all)).toEqual([]);
    expect(await checks.purchasesFinalAndCreditedOnce(db, recorder.all, world.players, paystack.controls, bundles)).toEqual([]);
    expect(await checks.redemptionsFinalAndAgreeWithPaystack(db, recorder.all, world.players, paystack.controls)).toEqual([]);
    expect(await checks.decisionsSettled(db, recorder.all)).toEqual([]);
  });

  it('every purchase and payout reached a final state, and every decided challenge was settled', async () => {
    expect(await checks.nothingLeftPending(database.db)).toEqual([]);
  });

  it('no one lost or gained a token, and the ledger invariants hold', async () => {
    expect(await checks.tokensAccountedFor(database.db, recorder.all, world.players, paystack.controls, { seed: SEED_TOKENS, bundles })).toEqual([]);
    expect(await checks.balancesMatchTransactions(database.db, world.players)).toEqual([]);
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
