// SQL of re-authentication. The codes and the "this session proved itself" marks live in better-auth's
// own table of short-lived proofs (auth_verifications: identifier, value, expiry), as its e-mail and
// SMS codes do; the session's sign-in time is auth_sessions.created_at.
import { sql } from 'kysely';
import type { Db } from '../../db/client';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
}

export interface ContactRow {
  email: string;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  /** The language its e-mails and SMS go out in (issue #20 §1). */
  locale: 'en' | 'sw';
}

const codeKey = (userId: string) => `reauthentication-code:${userId}`;
const markKey = (sessionId: string) => `reauthenticated:${sessionId}`;

export async function findLiveSession(db: Db, token: string): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`SELECT id, user_id, created_at FROM auth_sessions WHERE token = ${token} AND expires_at > now()`.execute(db);
  return rows[0];
}

/** Until when this session counts as freshly proven by a code, or null. */
export async function reauthenticatedUntil(db: Db, sessionId: string): Promise<Date | null> {
  const { rows } = await sql<{ expires_at: Date }>`
    SELECT expires_at FROM auth_verifications WHERE identifier = ${markKey(sessionId)} AND expires_at > now() ORDER BY expires_at DESC LIMIT 1`.execute(db);
  return rows[0]?.expires_at ?? null;
}

export async function markReauthenticated(tx: Db, sessionId: string, until: Date): Promise<void> {
  await sql`DELETE FROM auth_verifications WHERE identifier = ${markKey(sessionId)}`.execute(tx);
  await sql`INSERT INTO auth_verifications (identifier, value, expires_at) VALUES (${markKey(sessionId)}, 'code', ${until})`.execute(tx);
}

/** One live code per person: a new one replaces the last. `value` is `sha256-hex:attempts`. */
export async function saveCode(tx: Db, userId: string, hash: string, expiresAt: Date): Promise<void> {
  await sql`DELETE FROM auth_verifications WHERE identifier = ${codeKey(userId)}`.execute(tx);
  await sql`INSERT INTO auth_verifications (identifier, value, expires_at) VALUES (${codeKey(userId)}, ${`${hash}:0`}, ${expiresAt})`.execute(tx);
}

/** The person's live code, locked for the check that follows. */
export async function lockCode(tx: Db, userId: string): Promise<{ id: string; hash: string; attempts: number } | undefined> {
  const { rows } = await sql<{ id: string; value: string }>`
    SELECT id, value FROM auth_verifications WHERE identifier = ${codeKey(userId)} AND expires_at > now() FOR UPDATE`.execute(tx);
  const row = rows[0];
  if (!row) return undefined;
  const [hash, attempts] = row.value.split(':');
  return { id: row.id, hash: hash!, attempts: Number(attempts) };
}

export async function countAttempt(tx: Db, id: string, hash: string, attempts: number): Promise<void> {
  await sql`UPDATE auth_verifications SET value = ${`${hash}:${attempts}`}, updated_at = now() WHERE id = ${id}`.execute(tx);
}

export async function deleteCode(tx: Db, id: string): Promise<void> {
  await sql`DELETE FROM auth_verifications WHERE id = ${id}`.execute(tx);
}

export async function findContact(db: Db, userId: string): Promise<ContactRow | undefined> {
  return db.selectFrom('users').select(['email', 'email_verified', 'phone', 'phone_verified', 'locale']).where('id', '=', userId).executeTakeFirst();
}
