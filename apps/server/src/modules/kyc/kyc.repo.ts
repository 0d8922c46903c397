// SQL of identity verification: submissions, the account's kyc_status, the admin queue.
import { idNumberKey, type KycIdType, type KycStatus, type KycSubmissionStatus } from '@changamoto/shared/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client';
import type { DB } from '../../db/schema';

export interface SubmissionRow {
  id: string;
  user_id: string;
  legal_name: string;
  id_type: KycIdType;
  id_number: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  id_front_key: string;
  id_back_key: string;
  selfie_key: string;
  status: KycSubmissionStatus;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

export interface SubmissionWithUser extends SubmissionRow {
  username: string | null;
  email: string;
  kyc_status: KycStatus;
  decided_by_username: string | null;
}

// A date read as text: pg would turn it into a Date at the server's local midnight.
const dateOfBirth = sql<string>`to_char(s.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth');
const SUBMISSION_COLUMNS = ['s.id', 's.user_id', 's.legal_name', 's.id_type', 's.id_number', 's.id_front_key', 's.id_back_key', 's.selfie_key', 's.status', 's.reason', 's.decided_by', 's.decided_at', 's.created_at'] as const;
const username = (eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>) => eb.fn.coalesce('u.display_username', 'u.username').as('username');

const submissions = (db: Db) => db.selectFrom('kyc_submissions as s').select(SUBMISSION_COLUMNS).select(dateOfBirth);

const withUser = (db: Db) =>
  db
    .selectFrom('kyc_submissions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as d', 'd.id', 's.decided_by')
    .select(SUBMISSION_COLUMNS)
    .select(dateOfBirth)
    .select(['u.email', 'u.kyc_status'])
    .select(username)
    .select((eb) => eb.fn.coalesce('d.display_username', 'd.username').as('decided_by_username'));

/** The account's status, its row locked against a concurrent submission or decision. FOR NO KEY UPDATE: rows that merely reference the user (notifications, idempotency keys) are not held up. */
export async function lockUserKycStatus(tx: Db, userId: string): Promise<KycStatus> {
  const row = await tx.selectFrom('users').select('kyc_status').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
  return row.kyc_status;
}

export async function userKycStatus(db: Db, userId: string): Promise<KycStatus> {
  const row = await db.selectFrom('users').select('kyc_status').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.kyc_status;
}

export async function setUserKycStatus(tx: Db, userId: string, status: KycStatus): Promise<void> {
  await tx
    .updateTable('users')
    .set({ kyc_status: status, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function latestSubmission(db: Db, userId: string): Promise<SubmissionRow | undefined> {
  return (await submissions(db).where('s.user_id', '=', userId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(1).executeTakeFirst()) as SubmissionRow | undefined;
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  return (await submissions(db).where('s.id', '=', id).executeTakeFirst()) as SubmissionRow | undefined;
}

export async function findSubmissionWithUser(db: Db, id: string): Promise<SubmissionWithUser | undefined> {
  return (await withUser(db).where('s.id', '=', id).executeTakeFirst()) as SubmissionWithUser | undefined;
}

/** Whether another account holds this number in a pending or verified submission (the unique index is the final word). */
export async function idNumberHeldByOther(db: Db, userId: string, idType: KycIdType, idNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('id_type', '=', idType)
    .where('id_number_key', '=', idNumberKey(idType, idNumber))
    .where('status', 'in', ['pending', 'verified'])
    .where('user_id', '<>', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export interface NewSubmission {
  userId: string;
  legalName: string;
  idType: KycIdType;
  idNumber: string;
  dateOfBirth: string;
  keys: { id_front: string; id_back: string; selfie: string };
}

export async function insertSubmission(tx: Db, s: NewSubmission): Promise<string> {
  const row = await tx
    .insertInto('kyc_submissions')
    .values({
      user_id: s.userId,
      legal_name: s.legalName,
      id_type: s.idType,
      id_number: s.idNumber,
      date_of_birth: s.dateOfBirth,
      id_front_key: s.keys.id_front,
      id_back_key: s.keys.id_back,
      selfie_key: s.keys.selfie,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The submission's row locked FOR UPDATE: two admins deciding at once are served one after the other. */
export async function lockSubmission(tx: Db, id: string): Promise<SubmissionRow | undefined> {
  return (await submissions(tx).where('s.id', '=', id).forUpdate().executeTakeFirst()) as SubmissionRow | undefined;
}

export async function recordDecision(tx: Db, id: string, d: { status: 'verified' | 'rejected'; reason: string | null; adminId: string }): Promise<void> {
  await tx
    .updateTable('kyc_submissions')
    .set({ status: d.status, reason: d.reason, decided_by: d.adminId, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** One status, oldest first (keyset after the cursor's submission). */
export async function listQueue(db: Db, q: { status: KycSubmissionStatus; after?: string; limit: number }): Promise<SubmissionWithUser[]> {
  let query = withUser(db).where('s.status', '=', q.status);
  if (q.after) query = query.where(sql<boolean>`(s.created_at, s.id) > (SELECT created_at, id FROM kyc_submissions WHERE id = ${q.after})`);
  return (await query.orderBy('s.created_at').orderBy('s.id').limit(q.limit).execute()) as SubmissionWithUser[];
}

export async function sameIdNumber(db: Db, s: { id: string; idType: KycIdType; idNumber: string }) {
  return db
    .selectFrom('kyc_submissions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.status', 's.created_at'])
    .select(username)
    .where('s.id_type', '=', s.idType)
    .where('s.id_number_key', '=', idNumberKey(s.idType, s.idNumber))
    .where('s.id', '<>', s.id)
    .orderBy('s.created_at', 'desc')
    .limit(20)
    .execute();
}

export async function earlierSubmissions(db: Db, s: { id: string; userId: string; createdAt: Date }) {
  return db.selectFrom('kyc_submissions').select(['id', 'status', 'reason', 'created_at']).where('user_id', '=', s.userId).where('id', '<>', s.id).where('created_at', '<=', s.createdAt).orderBy('created_at', 'desc').limit(20).execute();
}
