import { sql } from 'kysely';
import type { Db } from '../../db/client';


export interface ChallengeListFilter {
  featured?: boolean;
  type?: 'solo' | 'two_player' | 'public';
  categorySlug?: string;
  limit: number;
}

/**
 * Stakes that make up the Total Jackpot (DOMAIN.md §4): every stake, entry fee and backing not refunded.
 * While the challenge runs these are exactly the tokens in escrow; after settlement (won/lost) they are
 * the pot that was played for. A pending invite holds only player A's stake, so B's is not counted.
 */
export const JACKPOT_STAKE_STATUSES = ['active', 'won', 'lost'] as const;

export async function listChallenges(db: Db, filter: ChallengeListFilter) {
  let query = db
    .selectFrom('challenges as c')
    .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('challenge_stakes as s')
          .whereRef('s.challenge_id', '=', 'c.id')
          .where('s.status', 'in', JACKPOT_STAKE_STATUSES)
          .select([
            sql<string>`COALESCE(SUM(s.amount), 0)::text`.as('total_jackpot'),
            sql<string>`COUNT(*) FILTER (WHERE s.role = 'participant')::text`.as('participants_count'),
            sql<string>`COUNT(*) FILTER (WHERE s.role = 'backer')::text`.as('backers_count'),
          ])
          .as('agg'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id', 'c.title', 'c.description', 'c.type', 'c.status', 'c.featured_image_url', 'c.is_featured', 'c.start_date', 'c.end_date',
      'c.created_at', 'c.player_a_stake', 'c.player_b_stake', 'c.public_challenge_entry_fee', 'cat.slug as category_slug', 'cat.name as category_name',
      'agg.total_jackpot', 'agg.participants_count', 'agg.backers_count',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.limit);
  if (filter.featured !== undefined) query = query.where('c.is_featured', '=', filter.featured);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  if (filter.categorySlug) query = query.where('c.category_slug', '=', filter.categorySlug);
  return query.execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function findChallengeWithCategory(db: Db, id: string) {
  return db
    .selectFrom('challenges as c')
    .innerJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .selectAll('c')
    .select(['cat.name as category_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The challenge row locked for the rest of `tx`: `update` for a status change, `share` for a new stake. */
export async function lockChallenge(tx: Db, id: string, mode: 'update' | 'share') {
  const query = tx.selectFrom('challenges').selectAll().where('id', '=', id);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export async function stakesWithUsers(db: Db, challengeId: string) {
  return db
    .selectFrom('challenge_stakes as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.role', 's.outcome', 's.amount', 's.status', 's.is_winner', 's.winnings_tokens', 's.created_at', 'u.username', 'u.display_username', 'u.avatar_url'])
    .where('s.challenge_id', '=', challengeId)
    .orderBy('s.created_at', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
}

export async function peopleByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.selectFrom('users').select(['id', 'username', 'display_username', 'avatar_url']).where('id', 'in', ids).execute();
}

export async function stakeOf(tx: Db, challengeId: string, userId: string) {
  return tx.selectFrom('challenge_stakes').selectAll().where('challenge_id', '=', challengeId).where('user_id', '=', userId).executeTakeFirst();
}

export interface NewStake {
  challengeId: string;
  userId: string;
  role: 'player_a' | 'player_b' | 'participant' | 'backer';
  outcome: string;
  amount: number;
  fromBonus: number;
  fromCash: number;
  escrowShard: number;
  transactionId: string;
}

export async function insertStake(tx: Db, s: NewStake): Promise<string> {
  const row = await tx
    .insertInto('challenge_stakes')
    .values({
      challenge_id: s.challengeId,
      user_id: s.userId,
      role: s.role,
      outcome: s.outcome,
      amount: String(s.amount),
      from_bonus: String(s.fromBonus),
      from_cash: String(s.fromCash),
      escrow_shard: s.escrowShard,
      transaction_id: s.transactionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pending invites whose time is up (the expiry job), oldest first. */
export async function expiredInviteIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('challenges')
    .select('id')
    .where('status', '=', 'pending_acceptance')
    .where('invite_expires_at', '<=', sql<Date>`now()`)
    .orderBy('invite_expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
