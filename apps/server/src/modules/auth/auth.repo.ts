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
