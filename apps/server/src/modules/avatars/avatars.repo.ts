import { sql } from 'kysely';
import type { Db } from '../../db/client';

export async function setAvatarUrl(db: Db, userId: string, avatarUrl: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ avatar_url: avatarUrl, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}
