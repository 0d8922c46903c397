// SQL of the USSD module (issue #19 §3): the person behind a phone number, the PIN row, the answered
// session steps, and the short lists a feature phone's screen can hold.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export interface UssdPerson {
  id: string;
  phone: string | null;
  phone_verified: boolean;
  locale: 'en' | 'sw';
  banned: boolean;
  kyc_status: 'unverified' | 'pending' | 'verified' | 'rejected';
}

const PERSON_COLUMNS = ['id', 'phone', 'phone_verified', 'locale', 'banned', 'kyc_status'] as const;

/** The account whose verified phone this is (an unverified number on an account serves no one). */
export async function findPersonByPhone(db: Db, phone: string): Promise<{ verified: UssdPerson | undefined; unverified: boolean }> {
  const rows = await db.selectFrom('users').select(PERSON_COLUMNS).where('phone', '=', phone).orderBy('phone_verified', 'desc').limit(2).execute();
  const verified = rows.find((row) => row.phone_verified);
  return { verified, unverified: !verified && rows.length > 0 };
}

export async function findPersonById(db: Db, id: string): Promise<UssdPerson | undefined> {
  return db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function setLocale(db: Db, userId: string, locale: 'en' | 'sw'): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', userId).execute();
}

// --- PIN -------------------------------------------------------------------------------------------

export async function findPin(db: Db, userId: string) {
  return db.selectFrom('ussd_pins').select(['pin_hash', 'failed_attempts', 'locked_until']).where('user_id', '=', userId).executeTakeFirst();
}

/** The PIN row locked for this check or change: two tries at once are counted one after the other. */
export async function lockPin(tx: Db, userId: string) {
  return tx.selectFrom('ussd_pins').select(['pin_hash', 'failed_attempts', 'locked_until']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function insertPin(tx: Db, userId: string, hash: string): Promise<void> {
  await tx.insertInto('ussd_pins').values({ user_id: userId, pin_hash: hash }).execute();
}

export async function replacePin(tx: Db, userId: string, hash: string): Promise<void> {
  await tx.updateTable('ussd_pins').set({ pin_hash: hash, failed_attempts: 0, locked_until: null, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

export async function resetPinTries(tx: Db, userId: string): Promise<void> {
  await tx.updateTable('ussd_pins').set({ failed_attempts: 0, locked_until: null, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

export async function countWrongPin(tx: Db, userId: string, attempts: number, lockedUntil: Date | null): Promise<void> {
  await tx.updateTable('ussd_pins').set({ failed_attempts: attempts, locked_until: lockedUntil, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

// --- session steps (idempotency) ----------------------------------------------------------------------

/** The stored answer of a step, for the same phone only (a session id is Africa's Talking's, per phone). */
export async function findStepAnswer(db: Db, sessionId: string, input: string, phoneNumber: string): Promise<string | undefined> {
  const row = await db.selectFrom('ussd_session_steps').select('answer').where('session_id', '=', sessionId).where('input', '=', input).where('phone_number', '=', phoneNumber).executeTakeFirst();
  return row?.answer;
}

/**
 * Claims a step in `tx` before its work: true if this request is the first. A retry arriving while the
 * first is still working waits here on the primary key until the first commits (then gets false and
 * reads its answer) or rolls back (then it is the first).
 */
export async function claimStep(tx: Db, step: { sessionId: string; input: string; userId: string | null; phoneNumber: string }): Promise<boolean> {
  const inserted = await tx
    .insertInto('ussd_session_steps')
    .values({ session_id: step.sessionId, input: step.input, user_id: step.userId, phone_number: step.phoneNumber, answer: '' })
    .onConflict((oc) => oc.columns(['session_id', 'input']).doNothing())
    .returning('session_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function recordStepAnswer(tx: Db, sessionId: string, input: string, answer: string): Promise<void> {
  await tx.updateTable('ussd_session_steps').set({ answer }).where('session_id', '=', sessionId).where('input', '=', input).execute();
}

// --- what the menus list --------------------------------------------------------------------------------

export interface UssdChallenge {
  id: string;
  short_code: string;
  title: string;
  type: 'solo' | 'two_player' | 'public';
  status: string;
  player_b_stake: string;
  player_a_name: string | null;
  player_b_name: string | null;
}

const challengeColumns = sql<UssdChallenge>`c.id, c.short_code, c.title, c.type, c.status, c.player_b_stake::text AS player_b_stake,
  coalesce(a.display_username, a.username) AS player_a_name, coalesce(b.display_username, b.username) AS player_b_name`;

/** Two-player invites waiting on this person, oldest first (a stable order: the menu numbers them). */
export async function invitesAwaiting(db: Db, userId: string, limit: number): Promise<UssdChallenge[]> {
  const { rows } = await sql<UssdChallenge>`SELECT ${challengeColumns}
    FROM challenges c LEFT JOIN users a ON a.id = c.player_a_id LEFT JOIN users b ON b.id = c.player_b_id
    WHERE c.type = 'two_player' AND c.status = 'pending_acceptance' AND c.player_b_id = ${userId}
      AND (c.invite_expires_at IS NULL OR c.invite_expires_at > now())
    ORDER BY c.created_at, c.id LIMIT ${limit}`.execute(db);
  return rows;
}

/** Active challenges this person has tokens in (played, joined or backed), ending soonest first. */
export async function activeChallengesOf(db: Db, userId: string, limit: number): Promise<UssdChallenge[]> {
  const { rows } = await sql<UssdChallenge>`SELECT ${challengeColumns}
    FROM challenges c LEFT JOIN users a ON a.id = c.player_a_id LEFT JOIN users b ON b.id = c.player_b_id
    WHERE c.status = 'active' AND EXISTS (SELECT 1 FROM challenge_stakes s WHERE s.challenge_id = c.id AND s.user_id = ${userId} AND s.status = 'active')
    ORDER BY c.end_date, c.id LIMIT ${limit}`.execute(db);
  return rows;
}

export async function challengeByShortCode(db: Db, code: string): Promise<UssdChallenge | undefined> {
  const { rows } = await sql<UssdChallenge>`SELECT ${challengeColumns}
    FROM challenges c LEFT JOIN users a ON a.id = c.player_a_id LEFT JOIN users b ON b.id = c.player_b_id
    WHERE c.short_code = ${code}`.execute(db);
  return rows[0];
}

/** The person's active M-Pesa payout account for this very number (the default first), if they saved one. */
export async function mpesaAccountFor(db: Db, userId: string, accountNumber: string) {
  return db
    .selectFrom('payout_accounts')
    .select(['id', 'recipient_code', 'account_number', 'bank_name'])
    .where('user_id', '=', userId)
    .where('type', '=', 'mobile_money')
    .where('is_active', '=', true)
    .where('account_number', '=', accountNumber)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
