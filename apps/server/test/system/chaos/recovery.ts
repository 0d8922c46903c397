// After the chaos, with everything up again: every request without a definite answer is sent again with
// its key; then time passes (the rows are aged) and the reconciliation jobs' own functions run until no
// purchase, payout or settlement is left half-way, as the scheduled jobs would over the next hour.
import type { RunningPaystackSimulator } from '@changamoto/paystack-simulator';
import { sql } from 'kysely';
import { pino } from 'pino';
import type { Db } from '../../../src/db/client';
import { loadEnv } from '../../../src/env';
import { JOB_SCHEMA, startJobQueue } from '../../../src/jobs/queue';
import { createMessaging } from '../../../src/modules/messaging/messaging.service';
import { createNotificationsService } from '../../../src/modules/notifications/notifications.service';
import { reconcilePayouts } from '../../../src/modules/payouts/payouts.jobs';
import { SETTLE_CHALLENGE_JOB, settleChallengeNow } from '../../../src/modules/settlement/settlement.service';
import { createPurchasesService } from '../../../src/modules/wallet/purchases.service';
import { createPaystackClient } from '../../../src/providers/paystack';
import { PURCHASE_TYPES } from './checks';
import { isDefinite, lastAttempt, type Recorder, type Sent } from './requests';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends each request without a definite answer again (same key) until it gets one: each person's in the
 * order they were first sent, the people side by side. Returns how many needed it.
 */
export async function replayUndecided(recorder: Recorder): Promise<number> {
  const undecided = recorder.all.filter((sent) => !isDefinite(lastAttempt(sent).status));
  const byUser = new Map<string, Sent[]>();
  for (const sent of undecided) byUser.set(sent.user.userId, [...(byUser.get(sent.user.userId) ?? []), sent]);
  await Promise.all(
    [...byUser.values()].map(async (mine) => {
      for (const sent of mine) {
        for (let i = 0; i < 40 && !isDefinite((await recorder.resend(sent, 'recovery')).status); i += 1) await pause(500);
      }
    }),
  );
  return undecided.length;
}

async function openWork(db: Db): Promise<{ purchases: number; payouts: number; unsettled: string[] }> {
  const { rows } = await sql<{ purchases: number; payouts: number }>`
    SELECT (SELECT count(*)::int FROM transactions WHERE status = 'pending' AND type IN (${sql.join(PURCHASE_TYPES)})) AS purchases,
      (SELECT count(*)::int FROM payouts WHERE status IN ('queued', 'processing')) AS payouts`.execute(db);
  const unsettled = await db.selectFrom('challenges').select('id').where('status', '=', 'completed').execute();
  return { ...rows[0]!, unsettled: unsettled.map((c) => c.id) };
}

export interface Reconciled {
  rounds: number;
  /** Decided challenges the server had not settled by the end of the grace period, settled here. */
  settledHere: number;
  /** Where their settlement jobs were then ("active": taken by a killed process, retried only once pg-boss expires it). */
  jobStates: Record<string, number>;
}

async function settlementJobStates(db: Db, challengeIds: string[]): Promise<Record<string, number>> {
  if (!challengeIds.length) return {};
  const { rows } = await sql<{ state: string; n: number }>`
    SELECT state::text, count(*)::int AS n FROM ${sql.table(`${JOB_SCHEMA}.job`)}
    WHERE name = ${SETTLE_CHALLENGE_JOB} AND data->>'challengeId' IN (${sql.join(challengeIds)}) GROUP BY 1`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

/**
 * Lets the server's own webhooks and jobs finish first (settlement jobs get `jobGraceMs`), then runs the
 * purchase and payout reconciliations (ageing the rows first, as the scheduled jobs see them minutes
 * later) and settles decided challenges whose job was lost, until nothing is open.
 */
export async function reconcileUntilFinal({ db, databaseUrl, paystack, publicUrl, jobGraceMs }: { db: Db; databaseUrl: string; paystack: RunningPaystackSimulator; publicUrl: string; jobGraceMs: number }): Promise<Reconciled> {
  const log = pino({ level: 'silent' });
  const jobs = await startJobQueue({ connectionString: databaseUrl, log, jobs: [] });
  try {
    const notifications = createNotificationsService({ db, messaging: createMessaging({ jobs }), publicUrl });
    const client = createPaystackClient({ baseUrl: paystack.url, secretKey: paystack.secretKey });
    const purchases = createPurchasesService({ db, paystack: client, notifications, env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl }), log });

    const graceUntil = Date.now() + jobGraceMs;
    while ((await openWork(db)).unsettled.length && Date.now() < graceUntil) await pause(250);

    let settledHere = 0;
    const jobStates = await settlementJobStates(db, (await openWork(db)).unsettled);
    for (let round = 1; round <= 10; round += 1) {
      await paystack.controls.idle();
      const open = await openWork(db);
      if (!open.purchases && !open.payouts && !open.unsettled.length) return { rounds: round - 1, settledHere, jobStates };
      // Half an hour later: abandoned checkouts count as abandoned; transfers without news are asked about.
      await sql`UPDATE transactions SET created_at = created_at - interval '31 minutes' WHERE status = 'pending' AND type IN (${sql.join(PURCHASE_TYPES)})`.execute(db);
      await sql`UPDATE payouts SET created_at = created_at - interval '31 minutes', updated_at = updated_at - interval '31 minutes' WHERE status IN ('queued', 'processing')`.execute(db);
      await purchases.reconcile();
      await reconcilePayouts({ db, paystack: client, notifications, log });
      for (const id of open.unsettled) if ((await settleChallengeNow({ db, notifications, jobs, log }, id)).kind !== 'noop') settledHere += 1;
    }
    const left = await openWork(db);
    throw new Error(`still open after 10 reconciliation rounds: ${JSON.stringify(left)}`);
  } finally {
    await jobs.stop();
  }
}
