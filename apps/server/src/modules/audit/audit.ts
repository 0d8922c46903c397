// Every admin action writes one audit row in the same transaction as the action (issue #7):
// who, what, on which target, the relevant fields before and after, why, and the request id that
// ties it to the server's logs.
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/contract-router';
import type { AppEnv } from '../../http/types';
import { insertAudit, type NewAuditRow } from './audit.repo';

export type { AuditTargetType } from './audit.repo';

/** Who is acting and under which request: taken from the route's context. */
export interface AuditActor {
  id: string | null;
  requestId: string | null;
}

export function auditActor(c: Context<AppEnv> | undefined, viewer: Viewer | null): AuditActor {
  return { id: viewer?.id ?? null, requestId: c?.get('requestId') ?? null };
}

/** Must run inside the action's own transaction (`tx`): if the action rolls back, so does its row. */
export async function audit(tx: Db, actor: AuditActor, entry: Omit<NewAuditRow, 'actorId' | 'requestId'>): Promise<void> {
  if (!tx.isTransaction) throw new Error('audit() must run inside the action’s transaction.');
  await insertAudit(tx, { ...entry, actorId: actor.id, requestId: actor.requestId });
}
