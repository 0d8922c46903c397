// Results, admin decisions, voiding and settlement of challenges (DOMAIN.md §4, §6).
// - A player's result is a claim: the challenge goes to pending_verification (disputed when claims differ).
// - An admin decides (→ completed, settlement queued in the same transaction) or voids (→ cancelled, refunds).
// - Settlement applies settleChallenge()'s plan in one transaction: → paid_out (or cancelled when nobody
//   was on the winning side and everything is refunded), escrow back to 0.
import { sql } from 'kysely';
import { CHALLENGE_RESULT_MESSAGES as M, type ChallengeOutcome } from '@changamoto/shared/contract';
import { settleChallenge, type SettlementPlan, type SettlementRole, type SettlementStake } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import { errors } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { bonus, cash, escrow, move, platform, type AccountRef, type Movement } from '../ledger/ledger';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { publishEvents, type RealtimeMessage } from '../realtime/realtime.publish';
import { audit } from '../audit/audit';
import * as repo from './settlement.repo';

export const SETTLE_CHALLENGE_JOB = 'challenge-settlement';
export const CHALLENGE_END_DATE_JOB = 'challenge-end-date';
/** After a settlement or void commits: tell everyone it credited (sendSettlementNotices). */
export const SETTLEMENT_NOTICES_JOB = 'challenge-settlement-notices';

/** Statuses an admin may still void (DOMAIN.md §4: any non-terminal one). */
const VOIDABLE = new Set(['draft', 'pending_acceptance', 'active', 'pending_verification']);
const DECIDABLE = new Set(['active', 'pending_verification']);
const OUTCOMES_BY_TYPE: Record<repo.ChallengeTypeName, readonly ChallengeOutcome[]> = {
  solo: ['solo_succeeds', 'solo_fails'],
  two_player: ['player_a_wins', 'player_b_wins'],
  public: ['completed'],
};
/** Public challenges: a stake is on 'won' when its participant was marked a winner. */
const PUBLIC_WON = 'won';
const PUBLIC_LOST = 'lost';

export interface SettlementDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** The notices job is queued in the settlement's transaction (it exists only if the money moved). */
  jobs: Pick<JobQueue, 'send'>;
  log?: Logger;
}

export interface SettlementResult {
  /** What the run did: nothing (already settled / not decided), a payout, or a full refund. */
  kind: 'noop' | 'settled' | 'void';
  plan?: SettlementPlan;
}

/** The wallet's live events for one new transaction of `userId`. */
function moneyEvents(userId: string, transactionId: string): RealtimeMessage[] {
  return [
    { userId, event: { type: 'transaction.created', data: { id: transactionId } } },
    { userId, event: { type: 'balance.changed', data: {} } },
  ];
}

function roleOf(role: repo.StakeRow['role']): SettlementRole {
  return role === 'participant' ? 'participant' : role === 'backer' ? 'backer' : 'player';
}

/** Takes `payouts` out of the challenge's escrow shards (greedily, so no shard goes below 0). */
function drawFromEscrow(challengeId: string, shards: { shard: number; balance: number }[], payouts: { to: AccountRef; amount: number; kind: string; transactionId?: string }[]): Movement[] {
  const left = shards.map((s) => ({ ...s }));
  let i = 0;
  const movements: Movement[] = [];
  for (const payout of payouts) {
    let remaining = payout.amount;
    while (remaining > 0) {
      const shard = left[i];
      if (!shard) throw new Error(`settlement: escrow of challenge ${challengeId} is short`);
      const take = Math.min(shard.balance, remaining);
      if (take > 0) movements.push({ from: escrow(challengeId, shard.shard), to: payout.to, amount: take, kind: payout.kind, transactionId: payout.transactionId ?? null });
      shard.balance -= take;
      remaining -= take;
      if (shard.balance === 0) i += 1;
    }
  }
  return movements;
}

async function checkEscrowMatches(tx: Db, challengeId: string, stakes: repo.StakeRow[]) {
  const shards = await repo.escrowShards(tx, challengeId);
  const held = shards.reduce((sum, s) => sum + s.balance, 0);
  const staked = stakes.reduce((sum, s) => sum + s.amount, 0);
  if (held !== staked) throw new Error(`settlement: escrow of challenge ${challengeId} holds ${held} but its active stakes add up to ${staked}`);
  return shards;
}

/**
 * Refunds every active stake to the pockets it came from (challenge_refund, no fee), one INSERT for the
 * transaction rows, one move() for the transfers, one UPDATE for the stakes; the notices follow in their
 * own job. Returns how many were refunded.
 */
async function refundAll(tx: Db, deps: SettlementDeps, challenge: repo.LockedChallenge, stakes: repo.StakeRow[], why: string): Promise<number> {
  if (!stakes.length) return 0;
  const shards = await checkEscrowMatches(tx, challenge.id, stakes);
  const txIds = await repo.insertCreditTransactions(
    tx,
    stakes.map((s) => ({ stakeId: s.id, userId: s.user_id, type: 'challenge_refund' as const, amount: s.amount, metadata: { challengeId: challenge.id, bonus: s.from_bonus, cash: s.from_cash, reason: why } })),
  );
  const payouts = stakes.flatMap((s) => {
    const transactionId = txIds.get(s.id)!;
    return [
      ...(s.from_bonus > 0 ? [{ to: bonus(s.user_id), amount: s.from_bonus, kind: 'challenge_refund', transactionId }] : []),
      ...(s.from_cash > 0 ? [{ to: cash(s.user_id), amount: s.from_cash, kind: 'challenge_refund', transactionId }] : []),
    ];
  });
  // Money the platform owes back: allowed into a frozen balance (freezing stops the person's own actions).
  await move(tx, drawFromEscrow(challenge.id, shards, payouts), { compensation: true });
  await repo.updateStakes(tx, stakes.map((s) => ({ id: s.id, status: 'refunded' as const, winnings: 0, transactionId: txIds.get(s.id)! })));
  await deps.jobs.send(SETTLEMENT_NOTICES_JOB, { challengeId: challenge.id }, { tx });
  return stakes.length;
}

/** Pays a settled plan: winners (stake back to its pockets + winnings to cash), fee, loss mitigation. */
async function payOut(tx: Db, deps: SettlementDeps, challenge: repo.LockedChallenge, stakes: repo.StakeRow[], plan: SettlementPlan): Promise<void> {
  const shards = await checkEscrowMatches(tx, challenge.id, stakes);
  const byId = new Map(stakes.map((s) => [s.id, s]));
  const credits: repo.NewCreditRow[] = [
    ...plan.winners.map((w) => ({
      stakeId: w.stakeId,
      userId: w.userId,
      type: 'challenge_winnings_credit' as const,
      amount: w.share,
      metadata: { challengeId: challenge.id, stake: byId.get(w.stakeId)!.amount, stakeBackBonus: w.stakeBackBonus, stakeBackCash: w.stakeBackCash, winnings: w.winnings },
    })),
    ...plan.losers
      .filter((l) => l.lossMitigation > 0)
      .map((l) => ({ stakeId: l.stakeId, userId: l.userId, type: 'loss_mitigation_credit' as const, amount: l.lossMitigation, metadata: { challengeId: challenge.id, stake: byId.get(l.stakeId)!.amount } })),
  ];
  const txIds = await repo.insertCreditTransactions(tx, credits);

  const fromEscrow: { to: AccountRef; amount: number; kind: string; transactionId?: string }[] = [];
  for (const w of plan.winners) {
    const transactionId = txIds.get(w.stakeId)!;
    if (w.stakeBackBonus > 0) fromEscrow.push({ to: bonus(w.userId), amount: w.stakeBackBonus, kind: 'challenge_winnings_credit', transactionId });
    if (w.stakeBackCash + w.winnings > 0) fromEscrow.push({ to: cash(w.userId), amount: w.stakeBackCash + w.winnings, kind: 'challenge_winnings_credit', transactionId });
  }
  if (plan.fee > 0) fromEscrow.push({ to: platform('platform_revenue'), amount: plan.fee, kind: 'platform_fee' });
  const movements = drawFromEscrow(challenge.id, shards, fromEscrow);
  for (const l of plan.losers) {
    if (l.lossMitigation > 0) movements.push({ from: platform('platform_revenue'), to: bonus(l.userId), amount: l.lossMitigation, kind: 'loss_mitigation_credit', transactionId: txIds.get(l.stakeId)! });
  }
  // One call: move() nets the deltas per account and locks them in order. Winnings are owed by the
  // platform, so a frozen balance still receives them (freezing stops the person's own actions).
  await move(tx, movements, { compensation: true });
  await repo.updateStakes(tx, [
    ...plan.winners.map((w) => ({ id: w.stakeId, status: 'won' as const, winnings: w.winnings, transactionId: txIds.get(w.stakeId)! })),
    ...plan.losers.map((l) => ({ id: l.stakeId, status: 'lost' as const, winnings: 0, transactionId: txIds.get(l.stakeId) ?? null })),
  ]);
  await deps.jobs.send(SETTLEMENT_NOTICES_JOB, { challengeId: challenge.id }, { tx });
}

/** What a settled stake's owner is told (the words the settlement used to send in its own transaction). */
function noticeOf(challenge: { id: string; title: string }, stake: repo.SettledStake): NotifyInput {
  const { title } = challenge;
  if (stake.transaction_type === 'challenge_refund') {
    return { userId: stake.user_id, type: 'transaction_completed', message: `“${title}” was cancelled: your ${stake.amount} tokens were refunded.`, relatedEntityUuid: stake.transaction_id };
  }
  if (stake.transaction_type === 'loss_mitigation_credit') {
    return { userId: stake.user_id, type: 'loss_mitigation_refund', message: `“${title}” did not go your way: ${stake.credited} bonus tokens of your stake came back to you.`, relatedEntityUuid: challenge.id };
  }
  const backer = stake.role === 'backer';
  const back = stake.credited - stake.winnings;
  return {
    userId: stake.user_id,
    type: backer ? 'challenge_backed_won' : 'challenge_won',
    message: backer
      ? `The outcome you backed in “${title}” won: ${stake.credited} tokens (your ${back}-token backing plus ${stake.winnings} tokens) are in your wallet.`
      : `You won “${title}”: ${stake.credited} tokens (your ${back}-token stake plus ${stake.winnings} tokens) are in your wallet.`,
    relatedEntityUuid: challenge.id,
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
  return deps.db.transaction().execute(async (tx) => {
    const challenge = await repo.lockForNotices(tx, challengeId);
    if (!challenge || challenge.notified || !['paid_out', 'cancelled'].includes(challenge.status)) return 0;
    const stakes = await repo.settledStakes(tx, challengeId);
    await deps.notifications.notifyMany(tx, stakes.map((stake) => noticeOf({ id: challengeId, title: challenge.title }, stake)));
    await publishEvents(tx, stakes.flatMap((s) => moneyEvents(s.user_id, s.transaction_id)));
    await repo.markNotified(tx, challengeId);
    return stakes.length;
  });
}

/**
 * The settlement job's work (DOMAIN.md §4 step 6). Idempotent: the challenge row is locked, and only a
 * `completed` challenge is settled; the transaction that pays also sets paid_out (or cancelled), so a
 * second run — concurrent or later — finds nothing to do.
 */
export async function settleChallengeNow(deps: SettlementDeps, challengeId: string): Promise<SettlementResult> {
  return deps.db.transaction().execute(async (tx) => {
    const challenge = await repo.lockChallenge(tx, challengeId);
    if (!challenge || challenge.status !== 'completed' || !challenge.outcome) return { kind: 'noop' as const };
    // Sorting and unnesting 100k stakes fits in memory with this, instead of temporary files.
    await sql`SET LOCAL work_mem = '64MB'`.execute(tx);
    const rows = await repo.activeStakes(tx, challengeId);
    const isPublic = challenge.type === 'public';
    const stakes: SettlementStake[] = rows.map((s) => ({
      id: s.id,
      userId: s.user_id,
      outcome: isPublic ? (s.is_winner ? PUBLIC_WON : PUBLIC_LOST) : s.outcome,
      amount: s.amount,
      fromBonus: s.from_bonus,
      fromCash: s.from_cash,
      createdAt: s.created_ms,
      role: roleOf(s.role),
    }));
    const plan = settleChallenge({ stakes, winningOutcome: isPublic ? PUBLIC_WON : challenge.outcome });
    if (plan.kind === 'void') {
      // Nobody on the winning side (W = 0): everyone refunded, no fee; the challenge ends cancelled.
      const reason = isPublic ? 'No winners were marked.' : 'Nobody staked on the winning outcome.';
      await refundAll(tx, deps, challenge, rows, reason);
      await repo.markCancelled(tx, challengeId, reason, null);
    } else {
      await payOut(tx, deps, challenge, rows, plan);
      await repo.markPaidOut(tx, challengeId);
    }
    const left = await repo.escrowShards(tx, challengeId);
    if (left.length) throw new Error(`settlement: escrow of challenge ${challengeId} is not empty after settlement`);
    deps.log?.info({ challengeId, kind: plan.kind, total: plan.total, fee: plan.fee }, 'challenge settled');
    return { kind: plan.kind, plan };
  });
}

function assertOutcomeFits(type: repo.ChallengeTypeName, outcome: ChallengeOutcome) {
  if (!OUTCOMES_BY_TYPE[type].includes(outcome)) throw errors.validation(M.invalidOutcome, { outcome: M.invalidOutcome });
}

/** Public: the winners must be active participants; marks exactly them. */
async function applyWinners(tx: Db, challengeId: string, stakes: repo.StakeRow[], winnerIds: string[]) {
  const unique = [...new Set(winnerIds)];
  if (!unique.length) throw errors.validation(M.selectWinner, { winnerIds: M.selectWinner });
  const participants = new Set(stakes.filter((s) => s.role === 'participant').map((s) => s.user_id));
  if (unique.some((id) => !participants.has(id))) throw errors.validation(M.winnersNotParticipants, { winnerIds: M.winnersNotParticipants });
  await repo.markWinners(tx, challengeId, unique);
}

export function createSettlementService(deps: SettlementDeps) {
  const { db, jobs, log } = deps;
  return {
    /** spec §7 submit-challenge-result: a claim by the creator / player A / player B (public: the creator). */
    async submitResult(viewer: Viewer, challengeId: string, input: { outcome: ChallengeOutcome; winnerIds?: string[] }) {
      await db.transaction().execute(async (tx) => {
        const challenge = await repo.lockChallenge(tx, challengeId);
        if (!challenge) throw errors.notFound(M.notFound);
        const players =
          challenge.type === 'public' ? [challenge.created_by_user_id] : [challenge.created_by_user_id, challenge.player_a_id, ...(challenge.type === 'two_player' ? [challenge.player_b_id] : [])];
        if (!players.includes(viewer.id)) throw errors.forbidden(M.notPlayer);
        // A claim moves the challenge to pending_verification; the other player may still claim there
        // (that is how a dispute arises) until an admin decides.
        if (challenge.status !== 'active' && challenge.status !== 'pending_verification') throw errors.conflict(M.notActive);
        assertOutcomeFits(challenge.type, input.outcome);
        if (challenge.type === 'public') await applyWinners(tx, challengeId, await repo.activeStakes(tx, challengeId), input.winnerIds ?? []);
        if (!(await repo.insertClaim(tx, challengeId, viewer.id, input.outcome))) throw errors.conflict('You have already submitted a result for this challenge.');
        const disputed = (await repo.distinctClaimedOutcomes(tx, challengeId)) > 1;
        await repo.setPendingVerification(tx, challengeId, disputed);
      });
      return { success: true as const, message: M.submitted };
    },

    /** Admin: the outcome (public: the winners). → completed; settlement queued with `tx` (exists only if this commits). */
    async decide(tx: Db, admin: Viewer, challengeId: string, input: { outcome: ChallengeOutcome; winnerIds?: string[]; reason?: string }, requestId: string | null = null) {
      const challenge = await repo.lockChallenge(tx, challengeId);
      if (!challenge) throw errors.notFound(M.notFound);
      if (['completed', 'paid_out'].includes(challenge.status)) throw errors.conflict(M.alreadyDecided);
      if (!DECIDABLE.has(challenge.status)) throw errors.conflict(M.notDecidable);
      assertOutcomeFits(challenge.type, input.outcome);
      if (challenge.type === 'public') {
        const stakes = await repo.activeStakes(tx, challengeId);
        if (input.winnerIds !== undefined) await applyWinners(tx, challengeId, stakes, input.winnerIds);
        else if (!stakes.some((s) => s.is_winner)) throw errors.validation(M.selectWinner, { winnerIds: M.selectWinner });
      }
      await repo.recordDecision(tx, challengeId, { outcome: input.outcome, adminId: admin.id });
      await audit(tx, { id: admin.id, requestId }, {
        action: 'challenge.decide',
        targetType: 'challenge',
        targetId: challengeId,
        before: { status: challenge.status, outcome: challenge.outcome },
        after: { status: 'completed', outcome: input.outcome, ...(input.winnerIds ? { winnerIds: [...new Set(input.winnerIds)] } : {}) },
        reason: input.reason ?? null,
      });
      await jobs.send(SETTLE_CHALLENGE_JOB, { challengeId }, { tx });
      log?.info({ challengeId, adminId: admin.id, outcome: input.outcome, reason: input.reason }, 'challenge outcome decided');
      return { success: true as const, status: 'completed' as const, outcome: input.outcome };
    },

    /** Admin: cancel a challenge that is not over; every stake back to its own pockets, no fee. */
    async voidChallenge(tx: Db, admin: Viewer, challengeId: string, reason: string, requestId: string | null = null) {
      const challenge = await repo.lockChallenge(tx, challengeId);
      if (!challenge) throw errors.notFound(M.notFound);
      if (!VOIDABLE.has(challenge.status)) throw errors.conflict(['completed', 'paid_out'].includes(challenge.status) ? M.alreadyDecided : M.notVoidable);
      const refunded = await refundAll(tx, deps, challenge, await repo.activeStakes(tx, challengeId), reason);
      await repo.markCancelled(tx, challengeId, reason, admin.id);
      await audit(tx, { id: admin.id, requestId }, {
        action: 'challenge.void',
        targetType: 'challenge',
        targetId: challengeId,
        before: { status: challenge.status },
        after: { status: 'cancelled', refundedStakes: refunded },
        reason,
      });
      log?.info({ challengeId, adminId: admin.id, reason, refunded }, 'challenge voided');
      return { success: true as const, status: 'cancelled' as const, refundedStakes: refunded };
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
