// SQL of the admin console: the verification queue, people, payouts and the platform report.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export interface QueueRow {
  id: string;
  type: 'solo' | 'two_player' | 'public';
  status: string;
  disputed: boolean;
  /** Every player of a two_player challenge claimed the same outcome (the admin still decides). */
  agreed: boolean;
  player_a_id: string | null;
  player_b_id: string | null;
  waiting_since: Date;
}

/**
 * Challenges an admin must look at: pending_verification (claimed, or moved there by the end-date job)
 * and active ones already past their end date. Disputed ones first (issue #17 part 3), then oldest
 * first. Waiting since = the first claim, else the end.
 */
export async function queueRows(db: Db, limit = 200): Promise<QueueRow[]> {
  const { rows } = await sql<QueueRow>`
    SELECT c.id, c.type, c.status, c.disputed, c.player_a_id, c.player_b_id,
           (c.type = 'two_player' AND NOT c.disputed AND
              (SELECT count(*) FROM challenge_claims cl WHERE cl.challenge_id = c.id AND cl.user_id IN (c.player_a_id, c.player_b_id)) = 2) AS agreed,
           COALESCE((SELECT min(cl.created_at) FROM challenge_claims cl WHERE cl.challenge_id = c.id), c.end_date) AS waiting_since
    FROM challenges c
    WHERE c.status = 'pending_verification' OR (c.status = 'active' AND c.end_date < now())
    ORDER BY c.disputed DESC, waiting_since, c.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

export async function participantsOf(db: Db, challengeIds: string[]) {
  if (!challengeIds.length) return [];
  return db
    .selectFrom('challenge_stakes as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.challenge_id', 's.user_id', 's.is_winner', 'u.username', 'u.display_username'])
    .where('s.challenge_id', 'in', challengeIds)
    .where('s.role', '=', 'participant')
    .where('s.status', '=', 'active')
    .orderBy('s.created_at')
    .execute();
}

const USER_COLUMNS = ['id', 'username', 'display_username', 'email', 'phone', 'role', 'region', 'kyc_status', 'banned', 'ban_reason', 'ban_expires', 'terminated_at', 'balance_frozen', 'created_at'] as const;

export async function findUser(db: Db, id: string, { lock = false } = {}) {
  let q = db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** Username, e-mail or phone containing `q` (case-insensitive; % and _ typed by the admin are literal). */
export async function searchUsers(db: Db, q: string, limit = 50): Promise<UserRow[]> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb.or([eb(sql`lower(username)`, 'like', pattern), eb(sql`lower(email)`, 'like', pattern), eb(sql`coalesce(phone, '')`, 'like', pattern)]))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function updateUser(tx: Db, id: string, set: Partial<{ banned: boolean; ban_reason: string | null; ban_expires: Date | null; terminated_at: Date; balance_frozen: boolean; role: 'user' | 'admin' }>): Promise<void> {
  await tx
    .updateTable('users')
    .set({ ...set, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Ends every open session of the user at once (their next request is signed out, on every instance). */
export async function deleteSessions(tx: Db, userId: string): Promise<number> {
  const result = await sql`DELETE FROM auth_sessions WHERE user_id = ${userId}`.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

export async function latestTransactions(db: Db, userId: string, limit: number) {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function listPayouts(db: Db, which: 'in_flight' | 'failed', limit = 200) {
  const q = db
    .selectFrom('payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.transaction_id', 'p.user_id', 'u.username', 'u.display_username', 'p.amount_tokens', 'p.amount_subunit', 'p.transfer_reference', 'p.status', 'p.attempts', 'p.last_error', 'p.created_at', 'p.updated_at']);
  return which === 'in_flight'
    ? q.where('p.status', 'in', ['queued', 'processing']).orderBy('p.created_at', 'asc').limit(limit).execute()
    : q.where('p.status', 'in', ['failed', 'reversed']).orderBy('p.updated_at', 'desc').limit(limit).execute();
}

export async function findPayoutForAdmin(db: Db, id: string) {
  return db.selectFrom('payouts').select(['id', 'status', 'transfer_reference', 'attempts']).where('id', '=', id).executeTakeFirst();
}

/** Balance held by every ledger account kind right now. */
export async function outstandingByKind(db: Db) {
  const { rows } = await sql<{ kind: string; tokens: string }>`SELECT kind, SUM(balance)::text AS tokens FROM ledger_accounts GROUP BY kind ORDER BY kind`.execute(db);
  return rows.map((r) => ({ kind: r.kind, tokens: Number(r.tokens) }));
}

/** Sum of the transfers of these kinds in [from, to). */
export async function transferTotal(db: Db, kinds: string[], from: Date, to: Date): Promise<number> {
  const { rows } = await sql<{ total: string | null }>`
    SELECT SUM(amount)::text AS total FROM ledger_transfers WHERE kind = ANY(${kinds}::text[]) AND created_at >= ${from} AND created_at < ${to}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Purchases and payouts per UTC day in [from, to), read from the ledger so the report agrees with it:
 * a purchase is a transfer out of payments_in (every purchase type: bundles, and custom amounts stored
 * as mpesa_topup / paystack_topup — issue #24 item 5), dated when it was credited; a payout is a
 * transfer into payouts_out (the transfer Paystack confirmed), net of reversals. KES come from the
 * purchase and payout rows those transfers belong to.
 */
export async function moneyPerDay(db: Db, from: Date, to: Date) {
  const { rows } = await sql<{ date: string; purchases_kes: string; purchases_count: number; purchases_tokens: string; payouts_kes: string; payouts_count: number; payouts_tokens: string }>`
    WITH days AS (SELECT generate_series(${from}::timestamptz AT TIME ZONE 'UTC', ${to}::timestamptz AT TIME ZONE 'UTC' - interval '1 day', interval '1 day')::date AS day),
    accounts AS (
      SELECT (SELECT id FROM ledger_accounts WHERE kind = 'payments_in' AND user_id IS NULL AND challenge_id IS NULL) AS payments_in,
             (SELECT id FROM ledger_accounts WHERE kind = 'payouts_out' AND user_id IS NULL AND challenge_id IS NULL) AS payouts_out
    ),
    buys AS (
      SELECT (lt.created_at AT TIME ZONE 'UTC')::date AS day, SUM(COALESCE(t.amount_currency, 0)) AS kes, count(DISTINCT lt.transaction_id)::int AS n, SUM(lt.amount) AS tokens
      FROM ledger_transfers lt CROSS JOIN accounts a LEFT JOIN transactions t ON t.id = lt.transaction_id
      WHERE lt.debit_account_id = a.payments_in AND lt.created_at >= ${from} AND lt.created_at < ${to}
      GROUP BY 1
    ),
    outs AS (
      SELECT (lt.created_at AT TIME ZONE 'UTC')::date AS day,
             SUM(CASE WHEN lt.credit_account_id = a.payouts_out THEN 1 ELSE -1 END * COALESCE(p.amount_subunit, 0)) / 100.0 AS kes,
             SUM(CASE WHEN lt.credit_account_id = a.payouts_out THEN 1 ELSE -1 END)::int AS n,
             SUM(CASE WHEN lt.credit_account_id = a.payouts_out THEN lt.amount ELSE -lt.amount END) AS tokens
      FROM ledger_transfers lt CROSS JOIN accounts a LEFT JOIN payouts p ON p.transaction_id = lt.transaction_id
      WHERE (lt.credit_account_id = a.payouts_out OR lt.debit_account_id = a.payouts_out) AND lt.created_at >= ${from} AND lt.created_at < ${to}
      GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
           COALESCE(b.kes, 0)::text AS purchases_kes, COALESCE(b.n, 0) AS purchases_count, COALESCE(b.tokens, 0)::text AS purchases_tokens,
           COALESCE(o.kes, 0)::text AS payouts_kes, COALESCE(o.n, 0) AS payouts_count, COALESCE(o.tokens, 0)::text AS payouts_tokens
    FROM days d LEFT JOIN buys b ON b.day = d.day LEFT JOIN outs o ON o.day = d.day
    ORDER BY d.day`.execute(db);
  return rows.map((r) => ({
    date: r.date,
    purchasesKes: Number(r.purchases_kes),
    purchasesCount: r.purchases_count,
    purchasesTokens: Number(r.purchases_tokens),
    payoutsKes: Number(r.payouts_kes),
    payoutsCount: r.payouts_count,
    payoutsTokens: Number(r.payouts_tokens),
  }));
}
