// SQL of responsible play: deposit limits, the purchases they count, and self-exclusions.
import { DEPOSIT_LIMIT_PERIODS, DEPOSIT_LIMIT_WINDOW_HOURS, type CountedDeposit, type DepositLimitChange, type DepositLimitPeriod, type DepositLimitState, type SelfExclusionKind } from '@changamoto/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client';

/** The transaction types of a purchase (DOMAIN.md §2): what a deposit limit counts. */
const PURCHASE_TYPES = ['token_bundle_purchase', 'paystack_topup', 'mpesa_topup'] as const;

/**
 * Serialises one user's purchase initiations and settings changes: two purchases started at once
 * cannot both fit under a limit that only one fits. An advisory lock, not the users row, because the
 * initiation holds it across the Paystack call and must not block anything else about the user.
 */
export async function lockUserResponsiblePlay(tx: Db, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`responsible_play:${userId}`}, 0))`.execute(tx);
}

export async function findDepositLimits(db: Db, userId: string): Promise<Map<DepositLimitPeriod, DepositLimitState>> {
  const rows = await db.selectFrom('deposit_limits').selectAll().where('user_id', '=', userId).execute();
  const toNumber = (value: string | null) => (value === null ? null : Number(value));
  return new Map(rows.map((row) => [row.period, { amountKes: toNumber(row.amount_kes), pending: row.pending_effective_at ? { amountKes: toNumber(row.pending_amount_kes), effectiveAt: row.pending_effective_at } : null }]));
}

export async function saveDepositLimit(tx: Db, change: { userId: string; period: DepositLimitPeriod; previousKes: number | null; requestedKes: number | null; change: DepositLimitChange; next: DepositLimitState; at: Date }): Promise<void> {
  const values = {
    amount_kes: change.next.amountKes,
    pending_amount_kes: change.next.pending?.amountKes ?? null,
    pending_effective_at: change.next.pending?.effectiveAt ?? null,
    updated_at: change.at,
  };
  await tx
    .insertInto('deposit_limits')
    .values({ user_id: change.userId, period: change.period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'period']).doUpdateSet(values))
    .execute();
  await tx
    .insertInto('deposit_limit_changes')
    .values({
      user_id: change.userId,
      period: change.period,
      previous_amount_kes: change.previousKes,
      requested_amount_kes: change.requestedKes,
      change: change.change,
      effective_at: change.next.pending?.effectiveAt ?? change.at,
      requested_at: change.at,
    })
    .execute();
}

export interface DepositsInWindow {
  usedKes: number;
  /** Of usedKes, the purchases not paid yet (an abandoned checkout the person may cancel). */
  unpaidKes: number;
  /** The purchases counted, for the time the limit next frees room (nextDepositRelease). */
  deposits: CountedDeposit[];
}

/**
 * For each period, the user's purchases started in its rolling window ending at `now` that are pending
 * or completed (failed and cancelled ones do not count). One scan of the longest window.
 */
export async function depositsInWindows(db: Db, userId: string, now: Date): Promise<Map<DepositLimitPeriod, DepositsInWindow>> {
  const longest = Math.max(...DEPOSIT_LIMIT_PERIODS.map((period) => DEPOSIT_LIMIT_WINDOW_HOURS[period]));
  const { rows } = await sql<{ kes: string | null; created_at: Date; status: string }>`
    SELECT amount_currency::text AS kes, created_at, status FROM transactions
    WHERE user_id = ${userId} AND type IN (${sql.join(PURCHASE_TYPES)}) AND status IN ('pending', 'completed')
      AND created_at > ${new Date(now.getTime() - longest * 3_600_000)}`.execute(db);
  const all = rows.map((r) => ({ kes: Number(r.kes ?? 0), startedAt: r.created_at, pending: r.status === 'pending' }));
  return new Map(
    DEPOSIT_LIMIT_PERIODS.map((period) => {
      const since = now.getTime() - DEPOSIT_LIMIT_WINDOW_HOURS[period] * 3_600_000;
      const deposits = all.filter((d) => d.startedAt.getTime() > since);
      const sum = (list: CountedDeposit[]) => Math.ceil(list.reduce((total, d) => total + d.kes, 0));
      return [period, { usedKes: sum(deposits), unpaidKes: sum(deposits.filter((d) => d.pending)), deposits }];
    }),
  );
}

export interface SelfExclusionRow {
  kind: SelfExclusionKind;
  starts_at: Date;
  ends_at: Date | null;
}

/** The self-exclusion in force at `now` that ends last (a closed account never ends), or undefined. */
export async function activeSelfExclusion(db: Db, userId: string, now: Date): Promise<SelfExclusionRow | undefined> {
  return db
    .selectFrom('self_exclusions')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy(sql`ends_at DESC NULLS FIRST`)
    .limit(1)
    .executeTakeFirst();
}

/** activeSelfExclusion for many people in one query (concurrent stakes): the longest-lasting one of each. */
/**
 * The self-exclusion in force for each of `userIds` (the one that ends last), as a query for another
 * statement to run (a CTE of the challenges' lock, decision 048). Its rows: user_id, kind, starts_at, ends_at.
 */
export function activeSelfExclusionsQuery(userIds: string[], now: Date): RawBuilder<unknown> {
  return sql`
    SELECT DISTINCT ON (user_id) user_id, kind, starts_at, ends_at FROM self_exclusions
    WHERE user_id = ANY(${userIds}::uuid[]) AND starts_at <= ${now} AND (ends_at IS NULL OR ends_at > ${now})
    ORDER BY user_id, ends_at DESC NULLS FIRST`;
}

/** A row of activeSelfExclusionsQuery as JSON gives it back (json_agg: timestamps as text). */
export interface SelfExclusionJson {
  user_id: string;
  kind: SelfExclusionKind;
  starts_at: string;
  ends_at: string | null;
}

export const selfExclusionFromJson = (row: SelfExclusionJson): SelfExclusionRow => ({ kind: row.kind, starts_at: new Date(row.starts_at), ends_at: row.ends_at === null ? null : new Date(row.ends_at) });

export async function selfExclusionHistory(db: Db, userId: string): Promise<SelfExclusionRow[]> {
  return db.selectFrom('self_exclusions').select(['kind', 'starts_at', 'ends_at']).where('user_id', '=', userId).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

export async function insertSelfExclusion(tx: Db, row: { userId: string; kind: SelfExclusionKind; startsAt: Date; endsAt: Date | null }): Promise<void> {
  await tx.insertInto('self_exclusions').values({ user_id: row.userId, kind: row.kind, starts_at: row.startsAt, ends_at: row.endsAt }).execute();
}
