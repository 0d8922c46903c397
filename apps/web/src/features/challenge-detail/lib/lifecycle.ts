// The challenge page's buttons read the transition table the server checks (packages/shared/src/domain/
// challenge-lifecycle.ts). Without a clock: the buttons follow status, type and who; a time guard (the
// end date, the invite's expiry) is the server's to refuse, with its own words.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { canTransition, type ChallengeEvent, type LifecycleChallenge, type TransitionRefusalKind } from '@changamoto/shared/domain';

export function lifecycleOf(c: ChallengeDetail): LifecycleChallenge {
  return {
    status: c.status,
    type: c.type,
    creatorId: c.creator?.id ?? null,
    playerAId: c.playerA?.id ?? null,
    playerBId: c.playerB?.id ?? null,
    endsAt: c.endDate,
    inviteExpiresAt: c.inviteExpiresAt,
    startsAt: c.startDate,
  };
}

/** Whether the viewer (signed in as `viewer`) may cause `event` on this challenge as the table has it. */
export function can(c: ChallengeDetail, event: ChallengeEvent, viewer: { id: string; role?: string } | null | undefined, ignore: TransitionRefusalKind[] = []): boolean {
  return canTransition(lifecycleOf(c), event, { actor: viewer ?? null }, { ignore });
}
