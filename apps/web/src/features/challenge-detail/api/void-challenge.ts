// POST /api/admin/challenges/:id/void: an admin cancels a challenge that is not over and refunds
// every stake (spec §6 policy). Idempotent: one key per void.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterAction } from './get-challenge';

export interface VoidChallengeVariables {
  id: string;
  reason: string;
  idempotencyKey: string;
}

export function voidChallenge({ id, reason, idempotencyKey }: VoidChallengeVariables) {
  return api('voidChallenge', { params: { id }, body: { reason } }, { idempotencyKey });
}

export function useVoidChallenge() {
  const refresh = useRefreshAfterAction();
  return useMutation({ mutationFn: voidChallenge, onSettled: (_d, _e, v) => void refresh(v.id) });
}
