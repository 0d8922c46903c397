// POST /api/challenges/:id/participation: join a public challenge or back an outcome (spec §7
// join-or-back-challenge). Moves tokens, so it carries an Idempotency-Key.
import type { ParticipationBody } from '@changamoto/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterAction } from './get-challenge';

export interface JoinOrBackVariables {
  id: string;
  body: ParticipationBody;
  idempotencyKey: string;
}

export function joinOrBackChallenge({ id, body, idempotencyKey }: JoinOrBackVariables) {
  return api('joinOrBackChallenge', { params: { id }, body }, { idempotencyKey });
}

export function useJoinOrBack() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: joinOrBackChallenge, onSettled: (_d, _e, v) => void refresh(v.id) });
}
