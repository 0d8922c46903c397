// The admin console (issue #7, DOMAIN.md §6). Each action locks its target, checks it, changes it and
// writes its audit row in one transaction; reads are plain queries. Outcomes, winners and voids go
// through the settlement service (their own endpoints), which audits them the same way.
import type { AdminPayout, AdminQueueItem, AdminReport, AdminUser, AuditEntry } from '@changamoto/shared/contract';
import { ACCOUNT_STATE_MESSAGES, ADMIN_MESSAGES as M, REALTIME_EVENTS, formatEat, type QueueReason } from '@changamoto/shared/domain';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import type { Logger } from '../../logger';
import { audit, type AuditActor } from '../audit/audit';
import { shownEmail } from '../auth/auth';
import { listAudit, type AuditTargetType } from '../audit/audit.repo';
import type { ChallengesService } from '../challenges/challenges.service';
import { getBalances } from '../ledger';
import { reconcilePayout, type SendPayoutDeps } from '../payouts/payouts.jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import { publishChallengeChanged, publishEvent } from '../realtime/realtime.publish';
import { getResponsiblePlayStatus } from '../responsible-play/responsible-play.service';
import { toTransaction } from '../wallet/wallet.mappers';
import { evidencePath } from '../challenges/results.service';
import * as claimsRepo from '../challenges/results.repo';
import { refusalsOf } from '../challenges/lifecycle-row';
import * as repo from './admin.repo';
import { runInTransaction } from '../../db/unit-of-work';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const name = (row: { username: string | null; display_username: string | null }) => row.display_username ?? row.username;

function toAdminUser(row: repo.UserRow): AdminUser {
  return {
    id: row.id,
    username: name(row),
    email: shownEmail(row.email),
    phone: row.phone,
    role: row.role as AdminUser['role'],
    region: row.region,
    kycStatus: row.kyc_status as AdminUser['kycStatus'],
    banned: row.banned,
    banReason: row.ban_reason,
    banExpires: iso(row.ban_expires),
    terminatedAt: iso(row.terminated_at),
    balanceFrozen: row.balance_frozen,
    createdAt: iso(row.created_at)!,
  };
}

/** The fields an audit row keeps of a person (never secrets). */
const snapshot = (row: repo.UserRow) => ({ banned: row.banned, banReason: row.ban_reason, banExpires: iso(row.ban_expires), terminatedAt: iso(row.terminated_at), balanceFrozen: row.balance_frozen, role: row.role });

const queueReason = (row: repo.QueueRow): QueueReason => (row.disputed ? 'disputed' : row.agreed ? 'agreed' : row.status === 'pending_verification' ? 'pending_verification' : 'overdue');

function encodeAuditCursor(entry: { created_at: Date; id: string }) {
  return Buffer.from(JSON.stringify([entry.created_at.toISOString(), entry.id])).toString('base64url');
}
function decodeAuditCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    if (!/^\d+$/.test(id) || Number.isNaN(Date.parse(createdAt))) throw new Error('bad cursor');
    return { createdAt: new Date(createdAt), id };
  } catch {
    throw errors.validation('That page link is no longer valid; start from the first page.', { cursor: 'Invalid cursor.' });
  }
}

function parseRange(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS); // `to` is inclusive
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (Number.isNaN(days) || days < 1 || days > MAX_REPORT_DAYS) throw errors.validation(M.rangeInvalid, { from: M.rangeInvalid });
  return { from: start, to: end };
}

export interface AdminDeps {
  db: Db;
  challenges: Pick<ChallengesService, 'list'>;
  payouts: SendPayoutDeps;
  /** The clock of responsible play (tests move it). */
  now?: () => Date;
  log?: Logger;
  /** Who is told of a freeze or a suspension (in-app and e-mail); the payouts' notifications by default. */
  notifications?: Pick<NotificationsService, 'notify'>;
}

export function createAdminService({ db, challenges, payouts, now = () => new Date(), log, notifications = payouts.notifications }: AdminDeps) {
  /** Locks the person, refuses acting on yourself or a terminated account, runs `change`, audits it. */
  async function actOnUser(actor: AuditActor, userId: string, action: string, reason: string, change: (tx: Db, user: repo.UserRow) => Promise<string>, { allowTerminated = false } = {}): Promise<{ success: true; message: string }> {
    const message = await runInTransaction(db, async (tx) => {
      const user = await repo.findUser(tx, userId, { lock: true });
      if (!user) throw errors.notFound(M.userNotFound);
      if (user.id === actor.id) throw errors.forbidden(M.notYourself);
      if (user.terminated_at && !allowTerminated) throw errors.conflict(M.terminated);
      const done = await change(tx, user);
      const after = (await repo.findUser(tx, userId))!;
      await audit(tx, actor, { action, targetType: 'user', targetId: userId, before: snapshot(user), after: snapshot(after), reason });
      return done;
    });
    log?.info({ adminId: actor.id, userId, action, reason }, 'admin action on a user');
    return { success: true, message };
  }

  return {
    async verificationQueue(): Promise<{ items: AdminQueueItem[] }> {
      const rows = await repo.queueRows(db);
      const ids = rows.map((r) => r.id);
      const [{ challenges: items }, claims, evidence, participants, people] = await Promise.all([
        challenges.list({ ids, sort: 'new', limit: Math.max(ids.length, 1) }),
        claimsRepo.claimsOf(db, ids),
        claimsRepo.evidenceOf(db, ids),
        repo.participantsOf(
          db,
          ids.filter((_, i) => rows[i]!.type === 'public'),
        ),
        Promise.all([...new Set(rows.flatMap((r) => [r.player_a_id, r.player_b_id]).filter((id): id is string => Boolean(id)))].map((id) => repo.findUser(db, id))),
      ]);
      const byId = new Map(items.map((c) => [c.id, c]));
      const person = (id: string | null) => {
        const p = id ? people.find((u) => u?.id === id) : undefined;
        return p ? { id: p.id, username: name(p) } : null;
      };
      return {
        items: rows
          .filter((r) => byId.has(r.id))
          .map((r) => ({
            challenge: byId.get(r.id)!,
            reason: queueReason(r),
            waitingSince: iso(r.waiting_since)!,
            playerA: person(r.player_a_id),
            playerB: person(r.player_b_id),
            claims: claims
              .filter((c) => c.challenge_id === r.id)
              .map((c) => ({
                userId: c.user_id,
                username: name(c),
                outcome: c.outcome as AdminQueueItem['claims'][number]['outcome'],
                createdAt: iso(c.created_at)!,
                note: c.note,
                evidence: evidence.filter((e) => e.challenge_id === r.id && e.user_id === c.user_id).map((e) => ({ id: e.id, path: evidencePath(r.id, e.id) })),
              })),
            participants: participants.filter((p) => p.challenge_id === r.id).map((p) => ({ userId: p.user_id, username: name(p), isWinner: p.is_winner })),
          })),
      };
    },

    async setFeatured(actor: AuditActor, challengeId: string, featured: boolean) {
      await runInTransaction(db, async (tx) => {
        const row = await tx
          .selectFrom('challenges')
          .select(['id', 'is_featured', 'status', 'type', 'created_by_user_id', 'player_a_id', 'player_b_id', 'end_date', 'invite_expires_at', 'start_date'])
          .where('id', '=', challengeId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw errors.notFound(M.challengeNotFound);
        // The transition table decides whether a challenge in this status may be (un)featured (today: any).
        if (refusalsOf(row, 'feature', { id: actor.id ?? '', role: 'admin' }).size) throw errors.conflict(M.cannotFeature);
        await tx.updateTable('challenges').set({ is_featured: featured }).where('id', '=', challengeId).execute();
        await publishChallengeChanged(tx, challengeId);
        await audit(tx, actor, { action: featured ? 'challenge.feature' : 'challenge.unfeature', targetType: 'challenge', targetId: challengeId, before: { isFeatured: row.is_featured }, after: { isFeatured: featured } });
      });
      return { success: true as const, message: featured ? 'Challenge featured.' : 'Challenge no longer featured.', featured };
    },

    async searchUsers(q: string) {
      return { users: (await repo.searchUsers(db, q)).map(toAdminUser) };
    },

    async getUser(userId: string) {
      const user = await repo.findUser(db, userId);
      if (!user) throw errors.notFound(M.userNotFound);
      const [balances, list, transactions, responsiblePlay] = await Promise.all([
        getBalances(db, userId),
        challenges.list({ involvedUserId: userId, sort: 'new', limit: 20 }),
        repo.latestTransactions(db, userId, 50),
        getResponsiblePlayStatus(db, userId, now()),
      ]);
      return { user: toAdminUser(user), balances, challenges: list.challenges, transactions: transactions.map(toTransaction), responsiblePlay };
    },

    suspend(actor: AuditActor, userId: string, reason: string, until: string | null | undefined) {
      const end = until ? new Date(until) : null;
      if (end && end.getTime() <= Date.now()) throw errors.validation(M.suspendUntilPast, { until: M.suspendUntilPast });
      return actOnUser(actor, userId, 'user.suspend', reason, async (tx) => {
        await repo.updateUser(tx, userId, { banned: true, ban_reason: reason, ban_expires: end });
        // Their sessions end now, on every instance (the session check reads the database on each request).
        await repo.deleteSessions(tx, userId);
        // They are told why, in-app and by e-mail, and an open page shows it as it signs them out (issue #24 item 11).
        const message = ACCOUNT_STATE_MESSAGES.suspended(reason, end && formatEat(end));
        await notifications.notify(tx, { userId, type: 'account_restricted', message: { en: message, sw: NOTICES_SW.suspended(reason, end && formatEat(end, 'sw')) }, relatedEntityUuid: null });
        await publishEvent(tx, userId, { type: 'session.ended', data: { reason: 'suspended', message } });
        return end ? `Account suspended until ${end.toISOString()}.` : 'Account suspended.';
      });
    },

    unsuspend(actor: AuditActor, userId: string, reason: string) {
      return actOnUser(actor, userId, 'user.unsuspend', reason, async (tx, user) => {
        if (!user.banned) throw errors.conflict(M.notSuspended);
        await repo.updateUser(tx, userId, { banned: false, ban_reason: null, ban_expires: null });
        return 'Suspension lifted.';
      });
    },

    terminate(actor: AuditActor, userId: string, reason: string) {
      return actOnUser(actor, userId, 'user.terminate', reason, async (tx) => {
        // Suspended for good and the balance frozen; the tokens stay in the ledger (nothing is destroyed).
        await repo.updateUser(tx, userId, { banned: true, ban_reason: reason, ban_expires: null, terminated_at: new Date(), balance_frozen: true });
        await repo.deleteSessions(tx, userId);
        await publishEvent(tx, userId, { type: 'session.ended', data: {} });
        return 'Account terminated.';
      });
    },

    setBalanceFrozen(actor: AuditActor, userId: string, frozen: boolean, reason: string) {
      return actOnUser(actor, userId, frozen ? 'user.freeze' : 'user.unfreeze', reason, async (tx, user) => {
        if (user.balance_frozen === frozen) throw errors.conflict(frozen ? M.alreadyFrozen : M.notFrozen);
        await repo.updateUser(tx, userId, { balance_frozen: frozen });
        await notifications.notify(tx, {
          userId,
          type: 'account_restricted',
          message: frozen ? { en: ACCOUNT_STATE_MESSAGES.frozen(reason), sw: NOTICES_SW.frozen(reason) } : { en: ACCOUNT_STATE_MESSAGES.unfrozen, sw: NOTICES_SW.unfrozen },
          relatedEntityUuid: null,
        });
        await publishEvent(tx, userId, { type: 'balance.changed', data: {} });
        // Open pages read the profile again: the banner shows, the bonus offer and the spend forms go.
        await publishEvent(tx, userId, { type: REALTIME_EVENTS.accountChanged, data: {} });
        return frozen ? 'Balance frozen.' : 'Balance unfrozen.';
      });
    },

    setRole(actor: AuditActor, userId: string, role: 'user' | 'admin', reason: string) {
      return actOnUser(actor, userId, 'user.set_role', reason, async (tx, user) => {
        if (user.role === role) throw errors.conflict(M.sameRole);
        await repo.updateUser(tx, userId, { role });
        return role === 'admin' ? 'They are now an admin.' : 'They are no longer an admin.';
      });
    },

    async listPayouts(which: 'in_flight' | 'failed'): Promise<{ payouts: AdminPayout[] }> {
      const rows = await repo.listPayouts(db, which);
      return {
        payouts: rows.map((p) => ({
          id: p.id,
          transactionId: p.transaction_id,
          user: { id: p.user_id, username: name(p) },
          amountTokens: Number(p.amount_tokens),
          amountKes: Number(p.amount_subunit) / 100,
          transferReference: p.transfer_reference,
          status: p.status as AdminPayout['status'],
          attempts: p.attempts,
          lastError: p.last_error,
          createdAt: iso(p.created_at)!,
          updatedAt: iso(p.updated_at)!,
        })),
      };
    },

    async retryPayout(actor: AuditActor, payoutId: string) {
      const payout = await repo.findPayoutForAdmin(db, payoutId);
      if (!payout) throw errors.notFound(M.payoutNotFound);
      if (payout.status !== 'queued' && payout.status !== 'processing') throw errors.conflict(M.payoutNotInFlight);
      let result: Awaited<ReturnType<typeof reconcilePayout>> | 'error';
      let problem: string | null = null;
      try {
        result = await reconcilePayout(payouts, payout);
      } catch (error) {
        // pg-boss keeps retrying a queued payout on its own; the admin sees why this attempt did not finish.
        result = 'error';
        problem = error instanceof Error ? error.message : String(error);
      }
      const after = (await repo.findPayoutForAdmin(db, payoutId))!;
      await runInTransaction(db, (tx) =>
        audit(tx, actor, { action: 'payout.retry', targetType: 'payout', targetId: payoutId, before: { status: payout.status, attempts: payout.attempts }, after: { status: after.status, attempts: after.attempts, result, problem } }),
      );
      const message = result === 'error' ? `Paystack did not accept the retry: ${problem}` : result === 'in_flight' ? 'Paystack is still processing this transfer.' : `Payout is now ${after.status}.`;
      return { success: true as const, message, status: after.status as AdminPayout['status'] };
    },

    async report(fromDay: string, toDay: string): Promise<AdminReport> {
      const { from, to } = parseRange(fromDay, toDay);
      const [outstanding, revenue, lossMitigation, days] = await Promise.all([
        repo.outstandingByKind(db),
        repo.transferTotal(db, ['platform_fee'], from, to),
        repo.transferTotal(db, ['loss_mitigation_credit'], from, to),
        repo.moneyPerDay(db, from, to),
      ]);
      return { from: fromDay, to: toDay, outstanding, escrowTokens: outstanding.find((o) => o.kind === 'escrow')?.tokens ?? 0, revenueTokens: revenue, lossMitigationTokens: lossMitigation, days };
    },

    async auditLog(q: { actorId?: string; actor?: string; target?: string; action?: string; targetType?: AuditTargetType; targetId?: string; from?: string; to?: string; cursor?: string; limit: number }) {
      const rows = await listAudit(db, {
        actorId: q.actorId,
        actor: q.actor,
        target: q.target,
        action: q.action,
        targetType: q.targetType,
        targetId: q.targetId,
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
        to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        before: q.cursor ? decodeAuditCursor(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const entries: AuditEntry[] = page.map((r) => ({
        id: r.id,
        actor: r.actor_id ? { id: r.actor_id, username: r.actor_username, email: r.actor_email } : null,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        target: { label: r.target_label, userId: r.target_user_id },
        before: r.before,
        after: r.after,
        reason: r.reason,
        requestId: r.request_id,
        createdAt: iso(r.created_at)!,
      }));
      return { entries, nextCursor: rows.length > q.limit ? encodeAuditCursor(page.at(-1)!) : null };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
