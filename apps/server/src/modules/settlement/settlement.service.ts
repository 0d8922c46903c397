// Paying challenges (DOMAIN.md §4, §6) — this module only pays; who may claim, decide or void, and the
// status changes, are challenges/results.service.ts and the transition table (challenge-lifecycle.ts).
// - A decision (→ completed) queues the settlement job; a void refunds every stake here (refundAll).
// - Settlement pays the plan computed in SQL (pay-stakes.repo.ts), in chunks (pay-stakes.ts): → paid_out
//   (or cancelled when nobody was on the winning side and everything is refunded), escrow back to 0.
import { sql } from 'kysely';
import { RULE_DEFAULTS, transition } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { publishChallengeChanged, type RealtimeEvent } from '../realtime/realtime.publish';
import { balanceEscrow, chunksOf, inParallel, payChunk, startSettlement, type Chunk } from './pay-stakes';
import * as payout from './pay-stakes.repo';
import * as repo from './settlement.repo';
import { lifecycleOf, refusalsOf } from '../challenges/lifecycle-row';
import { runInTransaction } from '../../db/unit-of-work';
import { smsReference } from '../sms/sms-templates';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

export const SETTLE_CHALLENGE_JOB = 'challenge-settlement';
/** After a settlement or void commits: tell everyone it credited (sendSettlementNotices). */
export const SETTLEMENT_NOTICES_JOB = 'challenge-settlement-notices';

/** Up to this many stakes, a settlement is paid in the one transaction that starts it. */
const SINGLE_TRANSACTION_UP_TO = 5_000;
/** Chunks of a big settlement paid side by side, each on its own connection (the cores here). */
const PARALLEL_CHUNKS = 2;

export interface SettlementDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** The notices job is queued in the settlement's transaction (it exists only if the money moved). */
  jobs: Pick<JobQueue, 'send'>;
  log?: Logger;
  /** How a big settlement runs (tests make small ones run in chunks too). */
  settlement?: { parallel?: number; singleTransactionUpTo?: number };
}

export interface SettlementResult {
  /** What the run did: nothing (already settled by another run / not decided), a payout, or a full refund. */
  kind: 'noop' | 'settled' | 'void';
  numbers?: payout.SettlementNumbers;
}

/** The wallet's live events for one new transaction, sent with its owner's notice (one message per person). */
function moneyEvents(transactionId: string): RealtimeEvent[] {
  return [
    { type: 'transaction.created', data: { id: transactionId } },
    { type: 'balance.changed', data: {} },
  ];
}

/** What a settled stake's owner is told (the words the settlement used to send in its own transaction). */
function noticeOf(challenge: { id: string; title: string }, stake: repo.SettledStake): NotifyInput {
  const { title } = challenge;
  if (stake.transaction_type === 'challenge_refund') {
    return {
      userId: stake.user_id,
      type: 'transaction_completed',
      message: { en: `“${title}” was cancelled: your ${stake.amount} tokens were refunded.`, sw: NOTICES_SW.cancelledRefund(title, Number(stake.amount)) },
      relatedEntityUuid: stake.transaction_id,
    };
  }
  if (stake.transaction_type === 'loss_mitigation_credit') {
    return {
      userId: stake.user_id,
      type: 'loss_mitigation_refund',
      message: { en: `“${title}” did not go your way: ${stake.credited} bonus tokens of your stake came back to you.`, sw: NOTICES_SW.lossMitigation(title, stake.credited) },
      relatedEntityUuid: challenge.id,
    };
  }
  const backer = stake.role === 'backer';
  const back = stake.credited - stake.winnings;
  // "plus 0 tokens" says why (issue #24 item 10): the fee's cap left nothing beyond the winners' stakes.
  const feePercent = Math.round(RULE_DEFAULTS.platformFeeRate * 100);
  const why = stake.winnings === 0 ? ` Nothing was left to share beyond the winners' stakes after the ${feePercent} % platform fee, which is capped so winners never get back less than their stake.` : '';
  const whySw = stake.winnings === 0 ? NOTICES_SW.nothingToShare(feePercent) : '';
  return {
    userId: stake.user_id,
    type: backer ? 'challenge_backed_won' : 'challenge_won',
    message: backer
      ? {
          en: `The outcome you backed in “${title}” won: ${stake.credited} tokens (your ${back}-token backing plus ${stake.winnings} tokens) are in your wallet.${why}`,
          sw: NOTICES_SW.backedWon(title, stake.credited, back, stake.winnings, whySw),
        }
      : { en: `You won “${title}”: ${stake.credited} tokens (your ${back}-token stake plus ${stake.winnings} tokens) are in your wallet.${why}`, sw: NOTICES_SW.won(title, stake.credited, back, stake.winnings, whySw) },
    relatedEntityUuid: challenge.id,
    sms: { kind: 'challenge_won', tokens: stake.credited, title, reference: smsReference(stake.transaction_id) },
  };
}

/**
 * The notices job (SETTLEMENT_NOTICES_JOB): after a settlement or void committed, everyone it credited
 * is told — the notification, the e-mail, and the wallet's live events. Apart from the money on purpose:
 * telling 100k people was a third of a big settlement's time, and the money should not wait for it.
 * Exactly once: the challenge row is locked and settlement_notified_at set in the same transaction.
 * Returns how many stakes it told about (0 when already done).
 */
export async function sendSettlementNotices(deps: Pick<SettlementDeps, 'db' | 'notifications'>, challengeId: string): Promise<number> {
  return runInTransaction(deps.db, async (tx) => {
    const challenge = await repo.lockForNotices(tx, challengeId);
    if (!challenge || challenge.notified || !['paid_out', 'cancelled'].includes(challenge.status)) return 0;
    const stakes = await repo.settledStakes(tx, challengeId);
    await deps.notifications.notifyMany(
      tx,
      stakes.map((stake) => ({ ...noticeOf({ id: challengeId, title: challenge.title }, stake), events: moneyEvents(stake.transaction_id) })),
    );
    await repo.markNotified(tx, challengeId);
    return stakes.length;
  });
}

/** Why a settlement that found nobody on the winning side cancelled the challenge (W = 0, step 1). */
const voidReason = (challenge: { type: repo.ChallengeTypeName }) => (challenge.type === 'public' ? 'No winners were marked.' : 'Nobody staked on the winning outcome.');

/**
 * The end of a settlement, in the transaction that holds the challenge locked: every stake paid, the
 * escrow empty, paid_out (or cancelled), and the notices job queued — after the money (decision 009).
 */
async function finishSettlement(tx: Db, deps: SettlementDeps, challenge: repo.LockedChallenge, numbers: payout.SettlementNumbers): Promise<void> {
  const active = await payout.countActiveStakes(tx, challenge.id);
  if (active) throw new Error(`settlement: ${active} stakes of challenge ${challenge.id} are not paid yet`);
  transition(lifecycleOf(challenge), numbers.kind === 'void' ? 'settle_void' : 'settle'); // completed → cancelled / paid_out
  if (numbers.kind === 'void') await repo.markCancelled(tx, challenge.id, voidReason(challenge), null);
  else await repo.markPaidOut(tx, challenge.id);
  await publishChallengeChanged(tx, challenge.id);
  const left = await repo.escrowShards(tx, challenge.id);
  if (left.length) throw new Error(`settlement: escrow of challenge ${challenge.id} is not empty after settlement`);
  await deps.jobs.send(SETTLEMENT_NOTICES_JOB, { challengeId: challenge.id }, { tx });
}

/**
 * The settlement job's work (DOMAIN.md §4, decision 009). Exactly once, however often and however
 * concurrently it runs, and resumable after a crash at any point:
 * 1. With the challenge row locked, only a `completed` challenge is settled. Its numbers (T, W, F, D, the
 *    rounding tokens) are fixed once in challenge_settlements — a run that finds them resumes with them —
 *    and the escrow shards are balanced so each holds what its own stakes are paid, the fee in revenue.
 * 2. The stakes are paid in chunks, each one database transaction that claims its still-active stakes
 *    (active → won / lost / refunded) together with their credits and transfers, so no stake is paid twice;
 *    big settlements run two chunks side by side. Small ones pay one chunk a side in the transaction of step 1.
 * 3. With the row locked again: nothing left active, escrow empty → paid_out (or cancelled), notices queued.
 * Meanwhile the challenge stays `completed` (no decision or void applies to it); people see their credit
 * as soon as their chunk commits.
 */
export async function settleChallengeNow(deps: SettlementDeps, challengeId: string): Promise<SettlementResult> {
  const { db } = deps;
  const started = await runInTransaction(db, async (tx) => {
    const challenge = await repo.lockChallenge(tx, challengeId);
    if (!challenge || refusalsOf(challenge, 'settle', null).size || !challenge.outcome) return undefined;
    // Sorting 100k stakes by their remainders fits in memory with this, instead of temporary files.
    await sql`SET LOCAL work_mem = '64MB'`.execute(tx);
    const wins = payout.winsOf(challenge);
    const numbers = (await payout.settlementNumbers(tx, challengeId)) ?? (await startSettlement(tx, challengeId, wins));
    const groups = await payout.activeBySideAndShard(tx, challengeId, numbers.kind, wins);
    const ctx = { id: challengeId, wins, reason: numbers.kind === 'void' ? voidReason(challenge) : null };
    if (groups.reduce((n, g) => n + g.stakes, 0) > (deps.settlement?.singleTransactionUpTo ?? SINGLE_TRANSACTION_UP_TO)) return { numbers, chunks: chunksOf(groups), ctx, done: false };
    const chunks = chunksOf(groups, { whole: true });
    for (const chunk of chunks) await payChunk(tx, ctx, chunk);
    await finishSettlement(tx, deps, challenge, numbers);
    return { numbers, chunks, ctx, done: true };
  });
  if (!started) return { kind: 'noop' };
  const { numbers, chunks, ctx } = started;
  if (!started.done) {
    await inParallel(chunks, deps.settlement?.parallel ?? PARALLEL_CHUNKS, (chunk: Chunk) =>
      runInTransaction(db, async (tx) => {
        // Shared: chunks run side by side, while a decision, a void or the finish below waits for them.
        const challenge = await repo.lockChallenge(tx, challengeId, { share: true });
        if (!challenge || refusalsOf(challenge, 'settle', null).size) return 0;
        await sql`SET LOCAL work_mem = '64MB'`.execute(tx);
        // Each chunk's stakes show as won, lost or refunded once it commits (read models drop the detail, decision 037).
        await publishChallengeChanged(tx, challengeId);
        return payChunk(tx, ctx, chunk);
      }),
    );
    const finished = await runInTransaction(db, async (tx) => {
      const challenge = await repo.lockChallenge(tx, challengeId);
      if (!challenge || refusalsOf(challenge, 'settle', null).size) return false; // another run finished it
      await finishSettlement(tx, deps, challenge, numbers);
      return true;
    });
    if (!finished) return { kind: 'noop' };
  }
  deps.log?.info({ challengeId, kind: numbers.kind, total: numbers.total, fee: numbers.fee, chunks: chunks.length }, 'challenge settled');
  return { kind: numbers.kind, numbers };
}

/**
 * Refunds every active stake to the pockets it came from (challenge_refund, no fee) in the caller's
 * transaction — an admin's void — the same way a settlement pays: escrow balanced per shard, then each
 * chunk claimed, credited and moved in SQL. The notices follow in their own job. Returns how many.
 */
export async function refundAll(tx: Db, deps: Pick<SettlementDeps, 'jobs'>, challengeId: string, reason: string): Promise<number> {
  const wins = payout.winsOf({ type: 'solo', outcome: null });
  const groups = await payout.activeBySideAndShard(tx, challengeId, 'void', wins);
  if (!groups.length) return 0;
  const targets = await payout.escrowTargets(tx, challengeId, 'refund', wins);
  await balanceEscrow(
    tx,
    challengeId,
    targets,
    0,
    targets.reduce((sum, t) => sum + t.target, 0),
  );
  let refunded = 0;
  for (const chunk of chunksOf(groups, { whole: true })) refunded += await payChunk(tx, { id: challengeId, wins, reason }, chunk);
  await deps.jobs.send(SETTLEMENT_NOTICES_JOB, { challengeId }, { tx });
  return refunded;
}
