import { sql } from 'kysely';
import type { Db } from '../../db/client';

/** A current ban (none, or one whose end date has passed, counts as not banned). */
export async function findBan(db: Db, kind: 'email' | 'phone', identifier: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(kind === 'email' ? 'email' : 'phone', '=', kind === 'email' ? identifier.toLowerCase() : identifier)
    .where('banned', '=', true)
    .where((eb) => eb.or([eb('ban_expires', 'is', null), eb('ban_expires', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  return Boolean(row);
}

/** The account a normalised e-mail, username or phone names (all three are stored in that form). */
export async function findUserIdByIdentifier(db: Db, kind: 'email' | 'phone' | 'username', identifier: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where(kind, '=', identifier).executeTakeFirst();
  return row?.id ?? null;
}

/** The user a verification row points at (better-auth's pending two-factor sign-in keeps the user id as its value). */
export async function findUserIdByVerification(db: Db, identifier: string): Promise<string | null> {
  // Not in our Kysely schema: better-auth owns the table (its identifiers are stored plain, as configured).
  const { rows } = await sql<{ value: string }>`SELECT value FROM auth_verifications WHERE identifier = ${identifier} LIMIT 1`.execute(db);
  return rows[0]?.value ?? null;
}
