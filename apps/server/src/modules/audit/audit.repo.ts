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
  action: string;
  target_type: AuditTargetType;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
  created_at: Date;
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
  /** Keyset: rows strictly older than this (created_at, id). */
  before?: { createdAt: Date; id: string };
  limit: number;
}

export async function listAudit(db: Db, f: AuditFilter): Promise<AuditRow[]> {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.actor_id', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.reason', 'a.request_id', 'a.created_at'])
    .select((eb) => eb.fn.coalesce('u.display_username', 'u.username').as('actor_username'));
  if (f.actorId) q = q.where('a.actor_id', '=', f.actorId);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.targetType) q = q.where('a.target_type', '=', f.targetType);
  if (f.targetId) q = q.where('a.target_id', '=', f.targetId);
  if (f.from) q = q.where('a.created_at', '>=', f.from);
  if (f.to) q = q.where('a.created_at', '<', f.to);
  if (f.before) q = q.where(sql<boolean>`(a.created_at, a.id) < (${f.before.createdAt}, ${f.before.id}::bigint)`);
  const rows = await q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({ ...r, id: String(r.id), actor_username: r.actor_username ?? null })) as AuditRow[];
}
