// Responsible play (issue #7 item 4; Kenya's Gambling Control Act 2025). Deposit limits are checked
// when a purchase starts; a self-exclusion blocks buying, creating, joining, backing and accepting
// an invite — every action that puts tokens at stake — and nothing else: signing in, reading,
// withdrawing cash, refunds and winnings all go on (never trap a person's money). The clock is
// injected so tests can move time. Rules and words: packages/shared/src/domain/responsible-play.ts;
// the choices: docs/decisions/006-responsible-play.md.
import type { ResponsiblePlayStatus } from '@changamoto/shared/contract';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_HOURS,
  RESPONSIBLE_PLAY_MESSAGES as M,
  decideDepositLimitChange,
  depositLimitAt,
  endsLater,
  nextDepositRelease,
  selfExclusionEndsAt,
  type DepositLimitPeriod,
  type SelfExclusionKind,
} from '@changamoto/shared/domain';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import * as repo from './responsible-play.repo';
import { runInTransaction } from '../../db/unit-of-work';

/** An action refused because the person chose to stop playing for now (or for good). */
export class SelfExcludedError extends AppError {
  constructor(message: string) {
    super(403, 'forbidden', message);
  }
}

/** A purchase that would take the person over a deposit limit they set. */
export class DepositLimitExceededError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

const exclusionMessage = (row: repo.SelfExclusionRow) => (row.ends_at ? M.onBreak(row.ends_at) : M.closed(row.starts_at));

/** The one self-exclusion check: purchases and the challenge actions call it inside their transactions. */
export async function assertNotSelfExcluded(tx: Db, userId: string, now: Date): Promise<void> {
  const active = await repo.activeSelfExclusion(tx, userId, now);
  if (active) throw new SelfExcludedError(exclusionMessage(active));
}

async function depositLimitStatuses(db: Db, userId: string, now: Date): Promise<ResponsiblePlayStatus['depositLimits']> {
  const [limits, deposits] = await Promise.all([repo.findDepositLimits(db, userId), repo.depositsInWindows(db, userId, now)]);
  return DEPOSIT_LIMIT_PERIODS.map((period) => {
    const limit = depositLimitAt(limits.get(period) ?? { amountKes: null, pending: null }, now);
    const { usedKes, unpaidKes, deposits: counted } = deposits.get(period)!;
    const nextRelease = nextDepositRelease(counted, DEPOSIT_LIMIT_WINDOW_HOURS[period], now);
    return {
      period,
      windowHours: DEPOSIT_LIMIT_WINDOW_HOURS[period],
      limitKes: limit.amountKes,
      pending: limit.pending ? { amountKes: limit.pending.amountKes, effectiveAt: limit.pending.effectiveAt.toISOString() } : null,
      usedKes,
      remainingKes: limit.amountKes === null ? null : Math.max(0, limit.amountKes - usedKes),
      nextReleaseAt: nextRelease?.toISOString() ?? null,
      unpaidKes,
    };
  });
}

/**
 * Purchase initiation: takes the user's lock (two purchases started at once cannot together pass a
 * limit), then refuses a self-excluded person, or a purchase of `kes` over any limit in force —
 * naming the tightest one and what can still be deposited.
 */
export async function assertDepositAllowed(tx: Db, userId: string, kes: number, now: Date): Promise<void> {
  await repo.lockUserResponsiblePlay(tx, userId);
  await assertNotSelfExcluded(tx, userId, now);
  const over = (await depositLimitStatuses(tx, userId, now)).filter((limit) => limit.remainingKes !== null && kes > limit.remainingKes).sort((a, b) => a.remainingKes! - b.remainingKes! || a.windowHours - b.windowHours);
  const tightest = over[0];
  if (tightest) {
    throw new DepositLimitExceededError(
      M.limitExceeded({
        period: tightest.period,
        limitKes: tightest.limitKes!,
        remainingKes: tightest.remainingKes!,
        nextReleaseAt: tightest.nextReleaseAt ? new Date(tightest.nextReleaseAt) : null,
        unpaidKes: tightest.unpaidKes,
      }),
    );
  }
}

/** What the person sees on /profile and an admin sees on their user page: the same data. */
export async function getResponsiblePlayStatus(db: Db, userId: string, now: Date): Promise<ResponsiblePlayStatus> {
  const [depositLimits, active, history] = await Promise.all([depositLimitStatuses(db, userId, now), repo.activeSelfExclusion(db, userId, now), repo.selfExclusionHistory(db, userId)]);
  const toExclusion = (row: repo.SelfExclusionRow) => ({ kind: row.kind, startsAt: row.starts_at.toISOString(), endsAt: row.ends_at?.toISOString() ?? null });
  return {
    depositLimits,
    activeExclusion: active ? { ...toExclusion(active), message: exclusionMessage(active) } : null,
    exclusionHistory: history.map(toExclusion),
  };
}

/**
 * The break or closure in force for `userId`, with its end and the sentence every blocked action
 * answers; null when none. The profile carries it so each page can say so before the person acts
 * (issue #24 item 11).
 */
export async function currentExclusion(db: Db, userId: string, now: Date): Promise<ResponsiblePlayStatus['activeExclusion']> {
  const active = await repo.activeSelfExclusion(db, userId, now);
  return active ? { kind: active.kind, startsAt: active.starts_at.toISOString(), endsAt: active.ends_at?.toISOString() ?? null, message: exclusionMessage(active) } : null;
}

/** The checks bound to a clock, for the services that must call them (purchases, challenges). */
export function responsiblePlayGuard(now: () => Date = () => new Date()) {
  return {
    assertNotSelfExcluded: (tx: Db, userId: string) => assertNotSelfExcluded(tx, userId, now()),
    /**
     * The refusal each self-excluded person among `userIds` gets (concurrent stakes checked together), as
     * part of the caller's own statement: `query` runs as its CTE, `refusals` reads the rows it returned as
     * JSON (decision 048: the challenges' lock carries it, one round trip less per batch of stakes).
     */
    selfExclusionsCheck(userIds: string[]): SelfExclusionCheck {
      return {
        query: repo.activeSelfExclusionsQuery(userIds, now()),
        refusals: (rows) => new Map(rows.map((row) => [row.user_id, new SelfExcludedError(exclusionMessage(repo.selfExclusionFromJson(row)))])),
      };
    },
    assertDepositAllowed: (tx: Db, userId: string, kes: number) => assertDepositAllowed(tx, userId, kes, now()),
  };
}
export type ResponsiblePlayGuard = ReturnType<typeof responsiblePlayGuard>;

/** The self-exclusion check carried by another module's statement (ResponsiblePlayGuard.selfExclusionsCheck). */
export interface SelfExclusionCheck {
  /** SELECT user_id, kind, starts_at, ends_at of the exclusions in force, for a CTE. */
  query: RawBuilder<unknown>;
  /** The rows of that query, as json_agg gave them → each excluded person's refusal. */
  refusals(rows: readonly repo.SelfExclusionJson[]): Map<string, SelfExcludedError>;
}

export function createResponsiblePlayService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    status: (userId: string) => getResponsiblePlayStatus(db, userId, now()),

    /** Lowering applies at once; raising or removing (amountKes null) after 24 hours. */
    async setDepositLimit(userId: string, period: DepositLimitPeriod, amountKes: number | null): Promise<{ message: string; status: ResponsiblePlayStatus }> {
      return runInTransaction(db, async (tx) => {
        await repo.lockUserResponsiblePlay(tx, userId);
        const at = now();
        const stored = (await repo.findDepositLimits(tx, userId)).get(period) ?? { amountKes: null, pending: null };
        const current = depositLimitAt(stored, at);
        const { next, change } = decideDepositLimitChange(stored, amountKes, at);
        await repo.saveDepositLimit(tx, { userId, period, previousKes: current.amountKes, requestedKes: amountKes, change, next, at });
        const message =
          change === 'lowered'
            ? M.limitLowered(period, next.amountKes!)
            : change === 'unchanged'
              ? M.limitUnchanged(period, next.amountKes)
              : M.limitRaiseScheduled(period, next.amountKes!, next.pending!.amountKes, next.pending!.effectiveAt);
        return { message, status: await getResponsiblePlayStatus(tx, userId, at) };
      });
    },

    /**
     * Starts a break or closes the account, from now. While one is in force only one ending at least
     * an hour later may follow (closing included); anything else is refused. Nothing ends one early.
     */
    async startSelfExclusion(userId: string, kind: SelfExclusionKind): Promise<{ message: string; status: ResponsiblePlayStatus }> {
      return runInTransaction(db, async (tx) => {
        await repo.lockUserResponsiblePlay(tx, userId);
        const at = now();
        const endsAt = selfExclusionEndsAt(kind, at);
        const active = await repo.activeSelfExclusion(tx, userId, at);
        if (active && !endsLater(endsAt, active.ends_at)) throw errors.conflict(active.ends_at ? M.cannotShorten(active.ends_at) : M.alreadyClosed);
        await repo.insertSelfExclusion(tx, { userId, kind, startsAt: at, endsAt });
        return { message: endsAt ? M.breakStarted(endsAt) : M.accountClosed, status: await getResponsiblePlayStatus(tx, userId, at) };
      });
    },
  };
}
export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;
