// SQL of a challenge's results: claims and their evidence (0008 challenge_claims, 0024 note and evidence),
// the public winners' marks, the admin's decision, and the end date's move to verification.
import { CHALLENGE_TRANSITIONS, type ChallengeStatus } from '@changamoto/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { challengeChanged, publishEvents } from '../realtime/realtime.publish';

export interface ClaimRow {
  challenge_id: string;
  user_id: string;
  outcome: string;
  note: string | null;
  created_at: Date;
  updated_at: Date;
  username: string | null;
  display_username: string | null;
}

export interface EvidenceRow {
  id: string;
  challenge_id: string;
  user_id: string;
  position: number;
  storage_key: string;
}

/** The claims of these challenges, earliest first, with the claimant's name. */
export async function claimsOf(db: Db, challengeIds: string[]): Promise<ClaimRow[]> {
  if (!challengeIds.length) return [];
  return db
    .selectFrom('challenge_claims as cl')
    .innerJoin('users as u', 'u.id', 'cl.user_id')
    .select(['cl.challenge_id', 'cl.user_id', 'cl.outcome', 'cl.note', 'cl.created_at', 'cl.updated_at', 'u.username', 'u.display_username'])
    .where('cl.challenge_id', 'in', challengeIds)
    .orderBy('cl.created_at')
    .orderBy('cl.user_id')
    .execute();
}

/** The evidence images of these challenges' claims, in the order they were attached. */
export async function evidenceOf(db: Db, challengeIds: string[]): Promise<EvidenceRow[]> {
  if (!challengeIds.length) return [];
  return db.selectFrom('challenge_claim_evidence').select(['id', 'challenge_id', 'user_id', 'position', 'storage_key']).where('challenge_id', 'in', challengeIds).orderBy('position').execute();
}

export async function findEvidence(db: Db, challengeId: string, evidenceId: string): Promise<EvidenceRow | undefined> {
  return db.selectFrom('challenge_claim_evidence').select(['id', 'challenge_id', 'user_id', 'position', 'storage_key']).where('id', '=', evidenceId).where('challenge_id', '=', challengeId).executeTakeFirst();
}

/** Records or replaces a claim (keeping its first time). Returns the storage keys of the images it replaced. */
export async function upsertClaim(tx: Db, claim: { challengeId: string; userId: string; outcome: string; note: string | null; evidenceKeys: string[] }): Promise<string[]> {
  await sql`
    INSERT INTO challenge_claims (challenge_id, user_id, outcome, note) VALUES (${claim.challengeId}, ${claim.userId}, ${claim.outcome}, ${claim.note})
    ON CONFLICT (challenge_id, user_id) DO UPDATE SET outcome = EXCLUDED.outcome, note = EXCLUDED.note, updated_at = now()`.execute(tx);
  const replaced = await tx.deleteFrom('challenge_claim_evidence').where('challenge_id', '=', claim.challengeId).where('user_id', '=', claim.userId).returning('storage_key').execute();
  if (claim.evidenceKeys.length)
    await tx
      .insertInto('challenge_claim_evidence')
      .values(claim.evidenceKeys.map((key, i) => ({ challenge_id: claim.challengeId, user_id: claim.userId, position: i + 1, storage_key: key })))
      .execute();
  return replaced.map((r) => r.storage_key);
}

/** Disputed exactly while the claims differ (a changed claim can end a dispute). `status`: the transition table's (pending_verification). */
export async function markClaimed(tx: Db, challengeId: string, status: ChallengeStatus): Promise<void> {
  await sql`
    UPDATE challenges SET status = ${status}, updated_at = now(),
      disputed = (SELECT count(DISTINCT outcome) > 1 FROM challenge_claims WHERE challenge_id = ${challengeId})
    WHERE id = ${challengeId}`.execute(tx);
}

export interface ClaimChallengeRow {
  id: string;
  title: string;
  type: 'solo' | 'two_player' | 'public';
  status: string;
  outcome: string | null;
  created_by_user_id: string | null;
  player_a_id: string | null;
  player_b_id: string | null;
  start_date: Date;
  decided_at: Date | null;
  decision_reason: string | null;
}

export async function findChallenge(db: Db, id: string, { lock = false } = {}): Promise<ClaimChallengeRow | undefined> {
  const { rows } = await sql<ClaimChallengeRow>`
    SELECT id, title, type, status, outcome, created_by_user_id, player_a_id, player_b_id, start_date, decided_at, decision_reason
    FROM challenges WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows[0];
}

export async function namesOf(db: Db, ids: string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username', 'display_username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.display_username ?? r.username]));
}

/** Public challenges: exactly these participants (user ids) are the winners. */
export async function markWinners(tx: Db, challengeId: string, winnerIds: string[]): Promise<void> {
  await sql`
    UPDATE challenge_stakes SET is_winner = (user_id = ANY(${winnerIds}::uuid[]))
    WHERE challenge_id = ${challengeId} AND role = 'participant' AND status = 'active'`.execute(tx);
}

export async function recordDecision(tx: Db, challengeId: string, decision: { outcome: string; adminId: string; reason: string | null }): Promise<void> {
  await sql`
    UPDATE challenges SET status = 'completed', outcome = ${decision.outcome}, decided_by_user_id = ${decision.adminId},
      decision_reason = ${decision.reason}, decided_at = now(), updated_at = now()
    WHERE id = ${challengeId}`.execute(tx);
}

/** The transition table's end_date_passed row: active → pending_verification, set-based in SQL below. */
const END_DATE_PASSED = CHALLENGE_TRANSITIONS.find((t) => t.event === 'end_date_passed' && t.time === 'after_end')!;

/** Active challenges whose end date has passed → pending_verification. Returns their ids. */
export async function moveEndedToVerification(db: Db): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    UPDATE challenges SET status = ${END_DATE_PASSED.to}, updated_at = now()
    WHERE status = ${END_DATE_PASSED.from} AND end_date < now() RETURNING id`.execute(db);
  const ids = rows.map((r) => r.id);
  // Their watchers and every read model hear it (outside a transaction: at once).
  await publishEvents(db, challengeChanged(ids));
  return ids;
}
