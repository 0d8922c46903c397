// SQL of the audit log. Rows are only ever inserted (the table refuses UPDATE and DELETE).
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { AuditLogTable } from '../../db/schema';

export type AuditTargetType = AuditLogTable['target_type'];

export interface NewAuditRow {
  actorId: string | null;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId?: string | null;
}

export interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_username: string | null;
  actor_email: string | null;
  action: string;
  target_type: AuditTargetType;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
  created_at: Date;
  /** What the target is called: a person's name, a challenge's title, whose payout or KYC submission. */
  target_label: string | null;
  /** The person the target belongs to (the user, the payout's or submission's owner); null for a challenge. */
  target_user_id: string | null;
}

export async function insertAudit(tx: Db, row: NewAuditRow): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      actor_id: row.actorId,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before === undefined ? null : JSON.stringify(row.before),
      after: row.after === undefined ? null : JSON.stringify(row.after),
      reason: row.reason ?? null,
      request_id: row.requestId ?? null,
    })
    .execute();
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** The admin who acted, by part of their name or e-mail (issue #24 item 12). */
  actor?: string;
  /** The target by part of its person's name or e-mail (a user, whose payout or KYC submission) or of a challenge's title. */
  target?: string;
  /** Keyset: rows strictly older than this (created_at, id). */
  before?: { createdAt: Date; id: string };
  limit: number;
}

/** `%text%` for LIKE, the admin's % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
/** People whose name or e-mail contains the text. */
const peopleMatching = (text: string) => sql`SELECT p.id FROM users p WHERE lower(p.username) LIKE ${containing(text)} OR lower(coalesce(p.display_username, '')) LIKE ${containing(text)} OR lower(p.email) LIKE ${containing(text)}`;

export async function listAudit(db: Db, f: AuditFilter): Promise<AuditRow[]> {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    // The target's person (a user; a payout's or KYC submission's owner) and a challenge's title, for
    // names and links instead of raw ids.
    .leftJoin('payouts as po', (join) => join.on(sql<boolean>`a.target_type = 'payout' AND po.id::text = a.target_id`))
    .leftJoin('kyc_submissions as ks', (join) => join.on(sql<boolean>`a.target_type = 'kyc_submission' AND ks.id::text = a.target_id`))
    .leftJoin('users as tu', (join) =>
      join.on(sql<boolean>`tu.id = CASE a.target_type WHEN 'user' THEN (CASE WHEN a.target_id ~ '^[0-9a-f-]{36}$' THEN a.target_id::uuid END) WHEN 'payout' THEN po.user_id WHEN 'kyc_submission' THEN ks.user_id END`),
    )
    .leftJoin('challenges as ch', (join) => join.on(sql<boolean>`a.target_type = 'challenge' AND ch.id::text = a.target_id`))
    .select(['a.id', 'a.actor_id', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.reason', 'a.request_id', 'a.created_at'])
    .select((eb) => eb.fn.coalesce('u.display_username', 'u.username').as('actor_username'))
    .select('u.email as actor_email')
    .select((eb) => eb.fn.coalesce('ch.title', 'tu.display_username', 'tu.username').as('target_label'))
    .select('tu.id as target_user_id');
  if (f.actorId) q = q.where('a.actor_id', '=', f.actorId);
  if (f.actor) q = q.where(sql<boolean>`a.actor_id IN (${peopleMatching(f.actor)})`);
  if (f.target) q = q.where(sql<boolean>`(tu.id IN (${peopleMatching(f.target)}) OR lower(ch.title) LIKE ${containing(f.target)})`);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.targetType) q = q.where('a.target_type', '=', f.targetType);
  if (f.targetId) q = q.where('a.target_id', '=', f.targetId);
  if (f.from) q = q.where('a.created_at', '>=', f.from);
  if (f.to) q = q.where('a.created_at', '<', f.to);
  if (f.before) q = q.where(sql<boolean>`(a.created_at, a.id) < (${f.before.createdAt}, ${f.before.id}::bigint)`);
  const rows = await q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({ ...r, id: String(r.id), actor_username: r.actor_username ?? null, actor_email: r.actor_email ?? null, target_label: r.target_label ?? null, target_user_id: r.target_user_id ?? null })) as AuditRow[];
}
