// bench/backing-setup: the challenges bench/backing needs, built in bulk: active solo challenges of a
// creator who never backs them. The signed-in backers come from apps/server/test/helpers/signed-sessions.
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/client';

/** Active solo challenges (started yesterday, ending tomorrow) whose player is `creatorId`. */
export async function createSoloChallenges(db: Db, { count, creatorId }: { count: number; creatorId: string }): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO challenges (title, type, status, category_slug, start_date, end_date, created_by_user_id, player_a_id)
    SELECT 'Bench solo ' || g, 'solo', 'active', 'fitness', now() - interval '1 day', now() + interval '1 day', ${creatorId}, ${creatorId}
    FROM generate_series(1, ${count}) g
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}
