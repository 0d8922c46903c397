import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('username', '=', username.toLowerCase());
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  return Boolean(await query.executeTakeFirst());
}

export interface ProfileChanges {
  username?: string;
  region?: UserRow['region'];
  phone?: null;
  isAdultConfirmed?: true;
  /** The language of the app, e-mails and SMS (issue #20 §1). */
  locale?: UserRow['locale'];
}

export async function updateUserProfile(db: Db, id: string, changes: ProfileChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.username !== undefined ? { username: changes.username.toLowerCase(), display_username: changes.username, name: changes.username } : {}),
      ...(changes.region !== undefined ? { region: changes.region } : {}),
      ...(changes.phone === null ? { phone: null, phone_verified: false } : {}),
      ...(changes.isAdultConfirmed ? { is_adult_confirmed: true } : {}),
      ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Usernames starting with the query (case-insensitive), excluding one user. */
export async function searchUsernames(db: Db, query: string, excludeUserId: string, limit: number) {
  const escaped = query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return db.selectFrom('users').select(['id', 'display_username', 'username']).where('username', 'like', `${escaped}%`).where('id', '<>', excludeUserId).where('banned', '=', false).orderBy('username').limit(limit).execute();
}

export async function findPublicProfiles(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'username', 'display_username', 'avatar_url']).where('id', 'in', ids).execute();
}

/** The first time the optional phone step was shown; later calls keep it. */
export async function markPhoneStepShown(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone_step_shown_at: sql<Date>`COALESCE(phone_step_shown_at, now())` })
    .where('id', '=', userId)
    .execute();
}

/** Whether the account can sign in with Google (its auth_accounts row). */
export async function hasGoogleSignIn(db: Db, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('auth_accounts').select('id').where('user_id', '=', userId).where('provider_id', '=', 'google').executeTakeFirst());
}
