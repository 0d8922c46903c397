// A challenge row as the transition table (packages/shared/src/domain/challenge-lifecycle.ts) reads it,
// and the refusals of one event for one person at the server's clock. The services turn the refused
// guard kinds into the spec's words for their action, in the order their checks always had.
import { transitionRefusals, type ChallengeEvent, type ChallengeType, type LifecycleChallenge, type TransitionRefusalKind } from '@changamoto/shared/domain';

export interface LifecycleRow {
  status: string;
  type: string;
  created_by_user_id: string | null;
  player_a_id: string | null;
  player_b_id: string | null;
  end_date?: Date | string | null;
  invite_expires_at?: Date | string | null;
  start_date?: Date | string | null;
}

export function lifecycleOf(row: LifecycleRow): LifecycleChallenge {
  return {
    status: row.status,
    type: row.type as ChallengeType,
    creatorId: row.created_by_user_id,
    playerAId: row.player_a_id,
    playerBId: row.player_b_id,
    endsAt: row.end_date ?? null,
    inviteExpiresAt: row.invite_expires_at ?? null,
    startsAt: row.start_date ?? null,
  };
}

/** The guard kinds `event` fails on `row` now, for `actor` (null: the server's own job). */
export function refusalsOf(row: LifecycleRow, event: ChallengeEvent, actor: { id: string; role?: string } | null, now = Date.now()): Set<TransitionRefusalKind> {
  return transitionRefusals(lifecycleOf(row), event, { actor, now });
}
